import type { CatalogueTable } from '@archive/contracts/catalogue';
import { catalogueDateHistogramCall, catalogueSearchCall } from '@archive/contracts/catalogue-endpoints';
import { buildUrl, isRecordTable, TABLE_SLUGS, tableFromSlug } from '@archive/contracts/routes';
import { Link, StatusPage, statusOfError, useCall, usePageHead, useRoute } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../features/explore/messages';
import { HierarchyTree } from '../features/hierarchy/components/hierarchy-tree';
import { DateHistogramChart } from '../features/search/components/date-histogram';
import { useCatalogueOptions, useLocale } from '../lib/catalogue-options';
import { useFacetLabel } from '../lib/facet-label';
import { RecordCard } from '../lib/record-card';
import { searchUrl } from '../lib/search-url';
import { TABLE_LABELS } from '../lib/table-label';

/**
 * Browse (/browse/{slug?}). Without a slug: the tables, the filter types and the hierarchy tree.
 * With a table slug (oggetti, entita...): the first records of that table and a link to all of them.
 * With a filter type (luogo, soggetto...): every value of that type with its count.
 * Also drawn for /{table} without an id (/oggetti: spec section 2, the record id is optional): the
 * record route's table param then names the table.
 */
export default function BrowsePage() {
  const intl = useIntl();
  usePageHead(() => ({ title: intl.formatMessage(messages.browseTitle) }));
  const route = useRoute();
  const locale = useLocale();
  const options = useCatalogueOptions();
  const facetLabel = useFacetLabel();
  const tableParam = route.route === 'record' ? route.params.table : undefined;
  const slug = isRecordTable(tableParam) ? TABLE_SLUGS[locale][tableParam] : route.params.slug;
  const table = slug ? tableFromSlug(slug, locale) : undefined;
  const { data, error, isLoading, mutate } = useCall(catalogueSearchCall, {
    limit: table ? 20 : 0,
    facets: !table,
    facetSize: slug ? 500 : 1,
    ...(table ? { tables: [table as CatalogueTable] } : {}),
  });
  // Records by date (issue 23), as on the search page: the whole catalogue on /browse, the table's
  // records on a table's page (a filter type's page lists values, not records: none). Each bar links
  // to the search for that period (and table).
  const dated = !slug || table;
  const dates = useCall(
    dated ? catalogueDateHistogramCall : null,
    table ? { tables: [table as CatalogueTable] } : {},
  );
  const showLoading = useShowLoading(isLoading);
  useEffect(() => {
    document.title = intl.formatMessage(messages.browseTitle);
  }, [intl]);
  if (error) return <StatusPage status={statusOfError(error)} onRetry={() => void mutate()} />;
  const group = slug && !table ? data?.facets?.groups.find((g) => g.type === slug) : undefined;
  if (slug && !table && data && !group) return <StatusPage status={404} />;
  const home = buildUrl('browse', {}, locale);
  return (
    <div className="catalogue-page browse-page">
      {slug && (
        <p>
          <Link href={home}>{intl.formatMessage(messages.browseBack)}</Link>
        </p>
      )}
      <h1>
        {table
          ? intl.formatMessage(messages.browseTable, { name: intl.formatMessage(TABLE_LABELS[table]) })
          : group
            ? intl.formatMessage(messages.browseValues, { name: facetLabel(group.type, group.pathRoot) })
            : intl.formatMessage(messages.browseTitle)}
      </h1>
      {showLoading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {!slug && (
        <>
          <ul className="browse-tables">
            {options.searchTables.map((t) => (
              <li key={t}>
                <Link href={buildUrl('browse', { slug: TABLE_SLUGS[locale][t] }, locale)}>
                  {intl.formatMessage(TABLE_LABELS[t])}
                </Link>
              </li>
            ))}
          </ul>
          {data?.facets && (
            <section aria-labelledby="browse-facets">
              <h2 id="browse-facets">{intl.formatMessage(messages.browseFacets)}</h2>
              <ul className="browse-facets">
                {data.facets.groups.map((g) => (
                  <li key={g.type}>
                    <Link href={buildUrl('browse', { slug: g.type }, locale)}>
                      {facetLabel(g.type, g.pathRoot)}
                    </Link>{' '}
                    <span className="facet-count">{intl.formatNumber(g.total)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <DateHistogramChart
            histogram={dates.data}
            headingLevel={2}
            hrefFor={(token) => searchUrl(locale, { filters: [token] })}
          />
          <HierarchyTree />
        </>
      )}
      {table && data && (
        <>
          <ol className="result-list">
            {data.data.map((card) => (
              <li key={`${card.table}/${card.id}`}>
                <RecordCard card={card} headingLevel={2} />
              </li>
            ))}
          </ol>
          <Link href={searchUrl(locale, { table })} className="btn">
            {intl.formatMessage(messages.browseMore)}
          </Link>
          <DateHistogramChart
            histogram={dates.data}
            headingLevel={2}
            hrefFor={(token) => searchUrl(locale, { table, filters: [token] })}
          />
        </>
      )}
      {group && (
        <ul className="browse-values">
          {[...group.values]
            .sort((a, b) => a.name.localeCompare(b.name, locale))
            .map((v) => (
              <li key={v.id}>
                <Link
                  href={searchUrl(locale, {
                    filters: [
                      group.pathRoot === '/collection'
                        ? { type: 'collection', id: v.id, name: v.name }
                        : { type: 'common', id: v.id, name: v.name, path: v.path },
                    ],
                  })}
                >
                  {v.name}
                </Link>{' '}
                <span className="facet-count">{intl.formatNumber(v.count)}</span>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
