import type { FilterToken } from '@archive/contracts/filters';
import { StatusPage, statusOfError, useHydrated } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueOptions } from '../../lib/catalogue-options';
import { usePins, useSignedIn } from '../../lib/pins';
import { RecordCard } from '../../lib/record-card';
import { sameToken, searchUrl } from '../../lib/search-url';
import { TABLE_LABELS } from '../../lib/table-label';
import { useDateHistogram } from './api/use-date-histogram';
import { PAGE_SIZE, searchBody, useSearch, useTableTypes } from './api/use-search';
import { ActiveFilters, type ExtraChip } from './components/active-filters';
import { CorrectionNotice } from './components/correction-notice';
import { DateHistogramChart } from './components/date-histogram';
import { EmptyState } from './components/empty-state';
import { FilterDrawer } from './components/filter-drawer';
import { FilterPanel } from './components/filter-panel';
import { Pagination } from './components/pagination';
import { SearchBar } from './components/search-bar';
import { SortSelect } from './components/sort-select';
import { useSearchState } from './hooks/use-search-state';
import { messages } from './messages';

const PIN_TOKEN: FilterToken = { type: 'pin', name: 'preferiti' };
const wideScreen = () => typeof matchMedia === 'function' && matchMedia('(min-width: 60em)').matches;

/**
 * The search page (/cerca, /en/search, /fr/recherche). Everything searched is in the URL (tags,
 * filtro, page, sort, tabella, tipo): a link reproduces the search and back/forward walk through it.
 */
export default function SearchPage() {
  const intl = useIntl();
  const { state: urlState, update, locale, sortInUrl } = useSearchState();
  const options = useCatalogueOptions();
  // Settings > Browse may make relevance the order of searches with words when the URL names none.
  const relevanceFirst = options.textSort === 'relevance' && urlState.tags.length > 0;
  const state =
    relevanceFirst && !sortInUrl
      ? { ...urlState, sort: { field: 'relevance' as const, order: 'asc' as const } }
      : urlState;
  const pins = usePins();
  const signedIn = useSignedIn();
  // The server cannot know the screen's width: its page (and the browser's hydration of it) has the
  // filter panel in 'auto', shown on wide screens and hidden on narrow ones by CSS alone, so
  // nothing moves; once hydrated the browser decides, and the visitor's toggle wins after that.
  const hydrated = useHydrated();
  const [choice, setPanelOpen] = useState<boolean | null>(null);
  const panelOpen: boolean | 'auto' = choice ?? (hydrated ? wideScreen() : 'auto');
  const panelId = useId();
  const results = useRef<HTMLElement>(null);
  // A narrow screen (a phone) shows the open panel as a drawer over the results (issue 26).
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(min-width: 60em)');
    const follow = () => setNarrow(!query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  // Applied from the drawer: once it has closed (and given focus back to its button), the results.
  const [applied, setApplied] = useState(0);
  useEffect(() => {
    if (applied) results.current?.focus({ preventScroll: false });
  }, [applied]);

  const tableTypes = useTableTypes(state.typeId !== undefined ? state.table : undefined);
  const typeIds = tableTypes.data?.facets?.types.map((t) => t.id);
  const excludeTypeIds =
    state.typeId !== undefined && typeIds
      ? typeIds.filter((id) => id !== state.typeId).slice(0, 50)
      : undefined;
  const waitingForTypes = state.typeId !== undefined && state.table !== undefined && !typeIds;
  const body = waitingForTypes
    ? null
    : searchBody(state, pins, {
        searchType: options.searchType,
        ...(excludeTypeIds ? { excludeTypeIds: [...new Set([...excludeTypeIds, 265])] } : {}),
      });
  const { data, error, isLoading, isValidating, mutate } = useSearch(body);
  // Results by date for the same text and filters (issue 23); never the page's own error.
  const dates = useDateHistogram(body);
  // The count line says 'Ricerca in corso…' only for a search slower than 200 ms, and then for
  // 200 ms at least (spec section 9, fetch minimum delay): a fast answer never flashes it.
  const showLoading = useShowLoading(Boolean(isLoading && !data && !error));
  // What the page draws: nothing of an answer while the loading state has its 200 ms.
  const shown = showLoading ? undefined : data;
  const count = shown?.count ?? 0;
  const pages = Math.max(1, Math.ceil(Math.min(count, 100_000) / PAGE_SIZE));

  // A new page of results: bring the list into view for keyboard and screen-reader users.
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current !== state.page) results.current?.focus({ preventScroll: false });
    lastPage.current = state.page;
  }, [state.page]);

  const toggleToken = (token: FilterToken) =>
    update({
      filters: state.filters.some((f) => sameToken(f, token))
        ? state.filters.filter((f) => !sameToken(f, token))
        : [...state.filters, token],
    });
  const extra: ExtraChip[] = [];
  if (state.table) {
    extra.push({
      key: 'tabella',
      label: intl.formatMessage(messages.tokenTable, { name: intl.formatMessage(TABLE_LABELS[state.table]) }),
      onRemove: () => update({ table: undefined, typeId: undefined }),
    });
  }
  if (state.typeId !== undefined) {
    const name =
      tableTypes.data?.facets?.types.find((t) => t.id === state.typeId)?.name ?? String(state.typeId);
    extra.push({
      key: 'tipo',
      label: intl.formatMessage(messages.tokenType, { name }),
      onRemove: () => update({ typeId: undefined }),
    });
  }
  const pinActive = state.filters.some((f) => f.type === 'pin');

  const filterPanel = (
    <FilterPanel
      id={panelId}
      facets={shown?.facets}
      filters={state.filters}
      onToggle={toggleToken}
      onDate={(token) => update({ filters: [...state.filters.filter((f) => f.type !== 'date'), token] })}
      pinFilter={signedIn ? { active: pinActive, onToggle: () => toggleToken(PIN_TOKEN) } : null}
    />
  );

  // A failed search (a 5xx, the network as 503) is the error page with its code and a retry (spec
  // section 8), like every page: not a notice without the status, nor earlier results shown as if
  // they answered this search.
  if (error) return <StatusPage status={statusOfError(error)} onRetry={() => void mutate()} />;

  return (
    <div className="catalogue-page search-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <SearchBar tags={state.tags} onChange={(tags) => update({ tags })} />
      {state.rejected.length > 0 && (
        <p className="notice" role="status">
          {intl.formatMessage(messages.activeRejected)}
        </p>
      )}
      {shown?.correction && (
        <CorrectionNotice
          correction={shown.correction}
          typed={body?.text ?? ''}
          hrefFor={(tags) => searchUrl(locale, { ...state, tags, page: 1 })}
        />
      )}
      <ActiveFilters
        filters={state.filters}
        extra={extra}
        onRemove={(token) => update({ filters: state.filters.filter((f) => !sameToken(f, token)) })}
        onClear={() => update({ filters: [], table: undefined, typeId: undefined })}
      />
      <div className="search-toolbar">
        <p className="search-count" aria-live="polite" aria-atomic="true">
          {showLoading
            ? intl.formatMessage(messages.loading)
            : shown
              ? intl.formatMessage(messages.count, { count })
              : ''}
        </p>
        <button
          type="button"
          className="btn filter-toggle"
          aria-expanded={panelOpen !== false}
          aria-controls={panelId}
          onClick={() => setPanelOpen(panelOpen === 'auto' ? !wideScreen() : !panelOpen)}
        >
          {intl.formatMessage(panelOpen !== false ? messages.filtersToggleHide : messages.filtersToggleShow)}
        </button>
        <SortSelect
          sort={state.sort}
          hasWords={state.tags.length > 0}
          onChange={(sort) => update({ sort, keepSort: relevanceFirst })}
        />
      </div>
      <div
        className={
          panelOpen === 'auto'
            ? 'search-layout has-panel panel-auto'
            : panelOpen
              ? 'search-layout has-panel'
              : 'search-layout'
        }
      >
        {panelOpen !== false &&
          (narrow && panelOpen === true ? (
            <FilterDrawer
              count={shown && !isValidating ? count : undefined}
              onClose={() => setPanelOpen(false)}
              onApply={() => {
                setPanelOpen(false);
                setApplied((n) => n + 1);
              }}
            >
              {filterPanel}
            </FilterDrawer>
          ) : (
            filterPanel
          ))}
        <section
          id="results"
          ref={results}
          tabIndex={-1}
          className="search-results"
          aria-labelledby={`${panelId}-results`}
          aria-busy={isLoading || isValidating}
        >
          <h2 id={`${panelId}-results`} className="visually-hidden">
            {intl.formatMessage(messages.resultsTitle)}
          </h2>
          {shown && shown.count > 0 && (
            <DateHistogramChart
              histogram={dates.data}
              onApply={(token) =>
                update({ filters: [...state.filters.filter((f) => f.type !== 'date'), token] })
              }
            />
          )}
          {shown && shown.count === 0 && <EmptyState />}
          {shown && shown.data.length > 0 && (
            <ol className="result-list" start={(state.page - 1) * PAGE_SIZE + 1}>
              {shown.data.map((card) => (
                <li key={`${card.table}/${card.id}`}>
                  <RecordCard card={card} />
                </li>
              ))}
            </ol>
          )}
          {shown && (
            <Pagination
              page={state.page}
              pages={pages}
              hrefFor={(page) => searchUrl(locale, { ...state, page })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
