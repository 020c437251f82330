import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import type { FilterToken } from '@archive/contracts/filters';
import { useArchive } from '@archive/ui';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueOptions } from '../../../lib/catalogue-options';
import { useFacetLabel } from '../../../lib/facet-label';
import { sameToken } from '../../../lib/search-url';
import { filtersShownFirst } from '../filters-shown-first';
import { messages } from '../messages';
import { DateFilter } from './date-filter';
import { type FacetGroup, orderGroups, orderValues, splitGroups, tokenForFacet } from './facet-order';

interface Props {
  id: string;
  facets: CatalogueFacets | undefined;
  filters: FilterToken[];
  onToggle: (token: FilterToken) => void;
  onDate: (token: Extract<FilterToken, { type: 'date' }>) => void;
  /** Shown only to signed-in visitors. */
  pinFilter: { active: boolean; onToggle: () => void } | null;
}

/** The filter panel: date filter, the pin filter and one facet list per filter type. */
export function FilterPanel({ id, facets, filters, onToggle, onDate, pinFilter }: Props) {
  const intl = useIntl();
  const options = useCatalogueOptions();
  const groups = orderGroups(facets?.groups ?? [], options);
  const [showAll, setShowAll] = useState(false);
  const siteOptions = useArchive((s) => s.siteOptions);
  const shownFirst = useMemo(() => filtersShownFirst(siteOptions), [siteOptions]);
  const { first, later } = splitGroups(groups, shownFirst, filters);
  const laterId = `${id}-later`;
  const dateToken = filters.find((f): f is Extract<FilterToken, { type: 'date' }> => f.type === 'date');
  return (
    <section id={id} className="filter-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="filter-panel-title">
        {intl.formatMessage(messages.filtersTitle)}
      </h2>
      <DateFilter current={dateToken} onApply={onDate} />
      {pinFilter && (
        <label className="pin-filter">
          <input type="checkbox" checked={pinFilter.active} onChange={pinFilter.onToggle} />
          {intl.formatMessage(messages.pinFilter)}
        </label>
      )}
      {first.map((group) => (
        <FacetList key={group.type} group={group} filters={filters} onToggle={onToggle} />
      ))}
      {later.length > 0 && (
        <>
          <button
            type="button"
            className="btn-link filter-panel-more"
            aria-expanded={showAll}
            aria-controls={laterId}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll
              ? intl.formatMessage(messages.filtersFewer)
              : intl.formatMessage(messages.filtersMore, { count: later.length })}
          </button>
          <div id={laterId} hidden={!showAll}>
            {later.map((group) => (
              <FacetList key={group.type} group={group} filters={filters} onToggle={onToggle} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function FacetList({
  group,
  filters,
  onToggle,
}: {
  group: FacetGroup;
  filters: FilterToken[];
  onToggle: Props['onToggle'];
}) {
  const intl = useIntl();
  const options = useCatalogueOptions();
  const facetLabel = useFacetLabel();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const values = orderValues(group, options);
  const shown = expanded ? values : values.slice(0, options.more);
  const hidden = values.length - shown.length;
  return (
    <div className="facet" data-facet={group.type}>
      <h3 id={headingId} className="facet-title">
        {facetLabel(group.type, group.pathRoot)}
      </h3>
      <ul className="facet-values" aria-labelledby={headingId}>
        {shown.map((value) => {
          const token = tokenForFacet(group, value);
          const active = filters.some((f) => sameToken(f, token));
          return (
            <li key={value.id}>
              <button
                type="button"
                className={active ? 'facet-value is-active' : 'facet-value'}
                aria-pressed={active}
                onClick={() => onToggle(token)}
              >
                <span className="facet-name">
                  {value.name}
                  {/* Namesakes told apart by their own dates (the gateway gives them only then). */}
                  {value.dates ? <span className="facet-dates"> ({value.dates})</span> : null}
                </span>{' '}
                <span className="facet-count">{intl.formatNumber(value.count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {(hidden > 0 || expanded) && values.length > options.more && (
        <button
          type="button"
          className="btn-link facet-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? intl.formatMessage(messages.facetLess)
            : intl.formatMessage(messages.facetMore, { count: hidden })}
        </button>
      )}
    </div>
  );
}
