import { Link, navigate, useNearViewport } from '@archive/ui';
import { Component, lazy, type ReactNode, Suspense, useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueOptions, useLocale } from '../../../lib/catalogue-options';
import { searchUrl } from '../../../lib/search-url';
import type { MapPoint } from '../map-points';
import { messages } from '../messages';

const LeafletMap = lazy(() => import('./leaflet-map'));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A map of places with the same places as a list below it (the list is what keyboard and screen
 * reader users, and anyone whose map fails to load, rely on). Each place links to a search filtered
 * by it. The map honours customjs.hideMap and the site's tile source.
 */
export function PlacesMap({
  points,
  title,
  height = 380,
  showList = true,
  headingLevel = 2,
}: {
  points: MapPoint[];
  title?: string;
  height?: number;
  showList?: boolean;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const options = useCatalogueOptions();
  const headingId = useId();
  const hrefFor = useCallback(
    (p: MapPoint) =>
      searchUrl(locale, { filters: [{ type: 'common', id: p.id, name: p.name, path: p.path }] }),
    [locale],
  );
  const popupHtml = useCallback(
    (p: MapPoint) =>
      `<strong>${escapeHtml(p.name)}</strong><br>${escapeHtml(intl.formatMessage(messages.records, { count: p.count }))}<br><a data-internal href="${escapeHtml(hrefFor(p))}">${escapeHtml(intl.formatMessage(messages.searchPlace, { name: p.name }))}</a>`,
    [intl, hrefFor],
  );
  const onNavigate = useCallback((href: string) => navigate(href), []);
  const markerTitle = useCallback(
    (p: MapPoint) => `${p.name}: ${intl.formatMessage(messages.records, { count: p.count })}`,
    [intl],
  );
  const clusterTitle = useCallback(
    (places: number) => intl.formatMessage(messages.cluster, { count: places }),
    [intl],
  );
  // The Leaflet chunk is imported only once the map is (nearly) on screen.
  const [mapSlot, near] = useNearViewport();
  if (points.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="places-map" aria-labelledby={headingId}>
      <Heading id={headingId}>{title ?? intl.formatMessage(messages.title)}</Heading>
      {!options.hideMap && (
        <div ref={mapSlot} className="places-map-slot">
          {near ? (
            <MapBoundary fallback={<p className="notice">{intl.formatMessage(messages.failed)}</p>}>
              <Suspense
                fallback={
                  <div className="leaflet-box is-loading" style={{ height }} role="status">
                    {intl.formatMessage(messages.loading)}
                  </div>
                }
              >
                <LeafletMap
                  points={points}
                  tileUrl={options.tileUrl}
                  attribution={options.tileAttribution}
                  label={intl.formatMessage(messages.region, { count: points.length })}
                  popupHtml={popupHtml}
                  onNavigate={onNavigate}
                  height={height}
                  markerTitle={markerTitle}
                  clusterTitle={clusterTitle}
                />
              </Suspense>
            </MapBoundary>
          ) : (
            // Keeps the map's place so the page does not jump when it arrives.
            <div className="leaflet-box is-waiting" style={{ height }} />
          )}
          {/* The numbers on the map mean two things (issue 26): say which. */}
          <p className="map-legend">{intl.formatMessage(messages.legend)}</p>
        </div>
      )}
      {showList && (
        <details className="places-list" open={options.hideMap || points.length <= 6}>
          <summary>{intl.formatMessage(messages.listTitle)}</summary>
          <ul>
            {[...points]
              .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale))
              .map((p) => (
                <li key={p.id}>
                  <Link href={hrefFor(p)}>{p.name}</Link>{' '}
                  <span className="places-count">
                    {intl.formatMessage(messages.records, { count: p.count })}
                  </span>
                </li>
              ))}
          </ul>
        </details>
      )}
    </section>
  );
}
