import { CATALOGUE_TABLES, type CatalogueTable } from '@archive/contracts/constants';
import { buildUrl, recordLink } from '@archive/contracts/routes';
import { Link, StatusPage, statusOfError, useApi, useRoute } from '@archive/ui';
import { useShowLoading } from '@archive/ui/loading';
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRecord } from '../features/record/api/use-record';
import { recordMedia } from '../features/record/arrange';
import { useDocumentSearch } from '../features/viewer/api/use-document-search';
import type { DeepZoomHandle } from '../features/viewer/components/deep-zoom-viewer';
import { DocumentSearch } from '../features/viewer/components/document-search';
import { SimpleViewer } from '../features/viewer/components/simple-viewer';
import { ViewerControls, viewerKeyAction } from '../features/viewer/components/viewer-controls';
import type { HighlightBox } from '../features/viewer/highlight-box';
import { useFullScreen } from '../features/viewer/hooks/use-full-screen';
import { manifestPages } from '../features/viewer/manifest-pages';
import { messages } from '../features/viewer/messages';
import { useCatalogueOptions, useLocale } from '../lib/catalogue-options';
import { manifestHref } from '../lib/iiif';

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** `?pagina=` counts from 1; anything unreadable opens the first page. */
const pageOfQuery = (value: string | string[] | undefined) => {
  const n = Number(firstOf(value));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
};

const DeepZoomViewer = lazy(() => import('../features/viewer/components/deep-zoom-viewer'));

/**
 * The viewer URL carries the record id; the table comes from `?tabella=` (record pages of other
 * tables add it), else ca_objects, where paged documents live.
 */
const DEFAULT_VIEWER_TABLE: CatalogueTable = 'ca_objects';
const viewerTable = (value: string | string[] | undefined): CatalogueTable => {
  const table = Array.isArray(value) ? value[0] : value;
  return (CATALOGUE_TABLES as readonly string[]).includes(table ?? '')
    ? (table as CatalogueTable)
    : DEFAULT_VIEWER_TABLE;
};

/**
 * Document viewer (/sfogliatore/{id?}, empty layout): the record's page images with zoom, pan and
 * keyboard page turning; OpenSeadragon by default, the simple viewer when simpleSfogliatore is set.
 */
export default function ViewerPage() {
  const intl = useIntl();
  const route = useRoute();
  const locale = useLocale();
  const options = useCatalogueOptions();
  const id = route.params.id;
  const table = viewerTable(route.query.tabella);
  const { data, error, isLoading, mutate } = useRecord(id ? table : undefined, id, []);
  const showLoading = useShowLoading(isLoading || (!data && !error));
  const recordImages = useMemo(() => (data ? recordMedia(data.record).images : []), [data]);
  // The pages come from the record's IIIF manifest (tiles through info.json), loaded in the browser
  // only: the server draws the page from the record alone. Without a manifest (no public URL for
  // this host, images kept elsewhere without sizes) the record's own images are the pages.
  // Asked for from an effect: the page is mounted (hydrated) by then, so the answer cannot reach a
  // Suspense boundary still hydrating (React error 421).
  const [mounted, setMounted] = useState(false);
  // A transition: the page may still be hydrating its lazy deep-zoom viewer, which an urgent update
  // would throw away and draw anew (React #421); a transition waits for it.
  useEffect(() => startTransition(() => setMounted(true)), []);
  const manifest = useApi<unknown>(mounted && id && data ? manifestHref(table, id) : null, undefined, {
    method: 'GET',
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const fromManifest = useMemo(
    () => (manifest.data ? manifestPages(manifest.data, locale) : []),
    [manifest.data, locale],
  );
  const images = fromManifest.length ? fromManifest : recordImages;
  // Deep zoom waits for the manifest or its failure, so OpenSeadragon opens once, with tiles.
  const manifestSettled = manifest.data !== undefined || manifest.error !== undefined;
  // `?pagina=3&q=words` (result snippets, the transcription): open that page, searching those words.
  const [page, setPage] = useState(() => pageOfQuery(route.query.pagina));
  const [query, setQuery] = useState(() => firstOf(route.query.q)?.slice(0, 200) ?? '');
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const search = useDocumentSearch(table, data?.record.fulltext?.length ? id : undefined, query);
  const hits = query ? search.data?.hits : undefined;
  // The hits' boxes on the page shown, and which of them is the chosen hit's first word.
  const highlights = useMemo(() => {
    const boxes: HighlightBox[] = [];
    let current: number | undefined;
    hits?.forEach((hit, index) => {
      if (hit.page !== page + 1) return;
      if (index === chosen) current = boxes.length;
      boxes.push(...hit.boxes);
    });
    return { boxes, current };
  }, [hits, page, chosen]);
  const [zoom, setZoom] = useState(1);
  const deepZoom = useRef<DeepZoomHandle | null>(null);
  const pageBox = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(pageBox);
  const onReady = useCallback((handle: DeepZoomHandle) => {
    deepZoom.current = handle;
  }, []);
  // Transitions too: a visitor's first arrow key may come while a lazy part of the page is still
  // hydrating (React #421, seen once in CI: the keys pressed as soon as the deep zoom had drawn).
  const goTo = useCallback(
    (p: number) => startTransition(() => setPage(Math.max(0, Math.min(images.length - 1, p)))),
    [images.length],
  );
  const zoomBy = useCallback(
    (factor: number) => {
      if (options.simpleSfogliatore)
        startTransition(() => setZoom((z) => Math.max(0.25, Math.min(8, z * factor))));
      else deepZoom.current?.zoomBy(factor);
    },
    [options.simpleSfogliatore],
  );
  const reset = useCallback(() => {
    if (options.simpleSfogliatore) startTransition(() => setZoom(1));
    else deepZoom.current?.reset();
  }, [options.simpleSfogliatore]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        target?.closest('input, textarea, select, [contenteditable="true"], .openseadragon-canvas') ||
        e.altKey ||
        e.ctrlKey ||
        e.metaKey
      )
        return;
      const action = viewerKeyAction(e.key);
      if (!action) return;
      e.preventDefault();
      if (action.page) goTo(page + action.page);
      if (action.zoom) zoomBy(action.zoom);
      if (action.reset) reset();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [goTo, zoomBy, reset, page]);
  useEffect(() => {
    document.title = data
      ? `${intl.formatMessage(messages.title)} · ${data.record.preferred_label}`
      : intl.formatMessage(messages.title);
  }, [data, intl]);

  if (!id)
    return (
      <div className="catalogue-page viewer-page">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.none)}</p>
        <Link href={buildUrl('search', {}, locale)}>{intl.formatMessage(messages.search)}</Link>
      </div>
    );
  if (error?.statusCode === 404 || error?.statusCode === 400) return <StatusPage status={404} />;
  // Any other failure: the error page with its code and a retry, never "loading" forever.
  if (error) return <StatusPage status={statusOfError(error)} onRetry={() => void mutate()} />;
  if (showLoading || !data)
    return (
      <p role="status" aria-busy="true">
        {showLoading ? intl.formatMessage(messages.loading) : null}
      </p>
    );
  const { record } = data;
  const current = images[page];
  const hasText = Boolean(record.fulltext?.length);
  return (
    <div className="viewer-page" ref={pageBox}>
      <header className="viewer-header">
        <Link href={recordLink(table, record.id, record.preferred_label, locale)}>
          {intl.formatMessage(messages.back)}
        </Link>
        <h1>{record.preferred_label}</h1>
      </header>
      {!current ? (
        <p>{intl.formatMessage(messages.noPages)}</p>
      ) : (
        <>
          <ViewerControls
            page={page}
            pages={images.length}
            onPage={goTo}
            onZoom={zoomBy}
            onReset={reset}
            {...(fullScreen.available ? { fullScreen } : {})}
          />
          <p className="viewer-help">{intl.formatMessage(messages.help)}</p>
          {hasText && (
            <DocumentSearch
              initial={query}
              onSearch={(q) => {
                setChosen(undefined);
                setQuery(q);
              }}
              hits={hits}
              total={query ? (search.data?.total ?? 0) : 0}
              searching={Boolean(query) && search.isLoading}
              failed={Boolean(query) && Boolean(search.error)}
              current={chosen}
              onChoose={(index) => {
                const hit = hits?.[index];
                if (!hit) return;
                setChosen(index);
                goTo(hit.page - 1);
              }}
            />
          )}
          {options.simpleSfogliatore ? (
            <SimpleViewer
              page={page}
              zoom={zoom}
              image={current}
              highlights={highlights.boxes}
              current={highlights.current}
            />
          ) : (
            <Suspense fallback={<p role="status">{intl.formatMessage(messages.loading)}</p>}>
              {!manifestSettled ? (
                <p role="status">{intl.formatMessage(messages.loading)}</p>
              ) : (
                <DeepZoomViewer
                  images={images}
                  page={page}
                  label={intl.formatMessage(messages.region, { page: page + 1 })}
                  onReady={onReady}
                  highlights={highlights.boxes}
                  current={highlights.current}
                />
              )}
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
