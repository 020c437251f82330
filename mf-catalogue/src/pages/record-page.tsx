import type { CatalogueTable } from '@archive/contracts/catalogue';
import { buildUrl, isRecordTable, recordLink } from '@archive/contracts/routes';
import { Link, navigate, StatusPage, statusOfError, usePageHead, useRoute } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import { lazy, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { HierarchyTree } from '../features/hierarchy/components/hierarchy-tree';
import { PlacesMap } from '../features/map/components/places-map';
import { mappablePoints } from '../features/map/map-points';
import { useRecord, useRelated, useSummaries } from '../features/record/api/use-record';
import { recordMedia, recordPlaces } from '../features/record/arrange';
import { RecordExport } from '../features/record/components/record-export';
import { RecordView } from '../features/record/components/record-view';
import { messages } from '../features/record/messages';
import { useCatalogueOptions, useLocale } from '../lib/catalogue-options';
import { pageMessages } from './messages';

// /{table} without an id is that table's browse list (spec section 2: the id is optional).
const BrowsePage = lazy(() => import('./browse-page'));

/** The record route: a record, or the table's browse list when the URL names no id. */
export default function RecordRoute() {
  const route = useRoute();
  return route.params.id ? <RecordPage /> : <BrowsePage />;
}

/**
 * Record page (/{table slug}/{id}-{title}): composes the record feature with the hierarchy below
 * it and the map of its places. A wrong or missing title part is replaced by the canonical one
 * (history.replaceState, so back does not bounce); a missing or private record is the 404 page.
 */
function RecordPage() {
  const intl = useIntl();
  const route = useRoute();
  const locale = useLocale();
  const options = useCatalogueOptions();
  const table = isRecordTable(route.params.table) ? (route.params.table as CatalogueTable) : undefined;
  const id = route.params.id;
  const { data, error, isLoading, mutate } = useRecord(table, id, []);
  const showLoading = useShowLoading(isLoading || (!data && !error));
  const related = useRelated(table, id, locale);
  const summaries = useSummaries(table);

  const canonical =
    data && table ? recordLink(table, data.record.id, data.record.preferred_label, locale) : undefined;
  useEffect(() => {
    if (!canonical) return;
    const here = window.location.pathname;
    let decoded = here;
    try {
      decoded = decodeURIComponent(here);
    } catch {
      // keep the raw path
    }
    // The canonical link is percent-encoded (titles in any script): compare the decoded forms.
    if (decoded !== decodeURIComponent(canonical) && here !== canonical) {
      navigate(canonical + window.location.search + window.location.hash, { replace: true });
    }
  }, [canonical]);
  useEffect(() => {
    if (data) document.title = data.record.preferred_label;
  }, [data]);
  // The server page's head: title and schema.org (record and breadcrumb; also its description
  // and image), built on the server from this data.
  usePageHead(() =>
    data
      ? {
          title: data.record.preferred_label,
          imageAlt: data.record.preferred_label,
          schema: [{ kind: 'record', record: data.record, parents: data.parents }],
        }
      : undefined,
  );

  if (!table || !id || error?.statusCode === 404 || error?.statusCode === 400)
    return <StatusPage status={404} />;
  // Any other failure (a 5xx, the network) is the error page with its code and a retry (spec section 8).
  if (error) return <StatusPage status={statusOfError(error)} onRetry={() => void mutate()} />;
  if (showLoading || !data)
    return (
      <div className="catalogue-page" role="status" aria-busy="true">
        {showLoading ? intl.formatMessage(messages.loading) : null}
      </div>
    );
  const points = mappablePoints(recordPlaces(data.record));
  const pages = recordMedia(data.record).images.length;
  // A record with several images is a document to leaf through: its viewer link is always offered
  // (issue 26: the demo site, like most, never set the option). The `sfogliatore` option adds it to
  // records with a single image too.
  const viewerHref =
    pages > 1 || (options.sfogliatore && pages > 0)
      ? buildUrl(
          'viewer',
          { id: data.record.id },
          locale,
          table === 'ca_objects' ? undefined : { tabella: table },
        )
      : undefined;
  return (
    <div className="catalogue-page">
      <RecordView
        data={data}
        relations={related.data?.data ?? []}
        summaries={summaries.data?.data ?? []}
        {...(viewerHref ? { viewerHref } : {})}
        hierarchy={
          data.childrenCount > 0 ? (
            <HierarchyTree
              key={`${table}/${id}`}
              table={table}
              id={data.record.id}
              title={intl.formatMessage(messages.hierarchyTitle)}
            />
          ) : undefined
        }
        places={
          points.length > 0 ? (
            <PlacesMap points={points} title={intl.formatMessage(messages.placesTitle)} height={300} />
          ) : undefined
        }
      />
      {/* Every record offers an access or reproduction request (spec sections 1 and 3): the contact
          page's form about this record, mailed to the site's contacts. */}
      <p className="record-request">
        <Link
          href={buildUrl('contact', {}, locale, { tabella: table, id: data.record.id })}
          className="btn"
          data-request-access
        >
          {intl.formatMessage(pageMessages.requestAccess)}
        </Link>
      </p>
      <RecordExport data={data} hasImages={pages > 0} />
    </div>
  );
}
