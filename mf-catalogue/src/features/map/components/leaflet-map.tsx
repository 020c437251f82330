import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapPoint } from '../map-points';

/**
 * The Leaflet map itself; this module (with Leaflet and its CSS) is a separate chunk imported only
 * when a page shows a map. Markers are CSS div icons, so they need no image files and still show
 * when the tile server cannot be reached; tiles that fail leave the plain background. Many markers
 * are clustered (leaflet.markercluster, loaded after Leaflet because it extends the global L).
 */
export interface LeafletMapProps {
  points: MapPoint[];
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map region. */
  label: string;
  /** HTML of a marker's popup (already escaped). */
  popupHtml: (point: MapPoint) => string;
  /** Called when a link inside a popup is followed, for in-site navigation. */
  onNavigate: (href: string) => void;
  height: number;
  /** What a marker's number means, said on it: "Roma: 3 schede". */
  markerTitle: (point: MapPoint) => string;
  /** What a cluster's number means: "12 luoghi" (not records, as on a marker). */
  clusterTitle: (places: number) => string;
}

const CLUSTER_FROM = 12;

const markerIcon = (count: number) =>
  L.divIcon({
    className: 'map-marker',
    html: `<span class="map-marker-dot">${count > 1 ? count : ''}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });

export default function LeafletMap({
  points,
  tileUrl,
  attribution,
  label,
  popupHtml,
  onNavigate,
  height,
  markerTitle,
  clusterTitle,
}: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const map = L.map(element, { scrollWheelZoom: false, keyboard: true, worldCopyJump: true });
    L.tileLayer(tileUrl, { attribution, maxZoom: 18, crossOrigin: true }).addTo(map);
    let cancelled = false;
    const markers = points.map((p) =>
      L.marker(p.cord, {
        icon: markerIcon(p.count),
        title: markerTitle(p),
        alt: markerTitle(p),
        keyboard: true,
      }).bindPopup(popupHtml(p)),
    );
    const place = async () => {
      if (markers.length >= CLUSTER_FROM) {
        (window as unknown as { L: typeof L }).L = L;
        await import('leaflet.markercluster');
        if (cancelled) return;
        const group = (
          L as unknown as { markerClusterGroup: (o?: object) => L.FeatureGroup }
        ).markerClusterGroup({
          showCoverageOnHover: false,
          // The plugin's own icon, with its meaning on it: a cluster counts places, a marker records.
          iconCreateFunction: (cluster: { getChildCount(): number }) => {
            const n = cluster.getChildCount();
            const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';
            const said = clusterTitle(n).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
            return L.divIcon({
              html: `<div title="${said}" aria-label="${said}" role="img"><span aria-hidden="true">${n}</span></div>`,
              className: `marker-cluster marker-cluster-${size}`,
              iconSize: L.point(40, 40),
            });
          },
        });
        for (const m of markers) group.addLayer(m);
        map.addLayer(group);
      } else for (const m of markers) m.addTo(map);
    };
    void place();
    if (points.length === 0) map.setView([42.5, 12.5], 5);
    else if (points.length === 1) map.setView(points[0]!.cord, 9);
    else map.fitBounds(L.latLngBounds(points.map((p) => p.cord)), { padding: [24, 24], maxZoom: 10 });
    // Links in popups navigate inside the site instead of reloading the page.
    const onClick = (e: MouseEvent) => {
      const link = (e.target as HTMLElement).closest?.('a[data-internal]');
      if (link instanceof HTMLAnchorElement && e.button === 0 && !e.metaKey && !e.ctrlKey) {
        e.preventDefault();
        onNavigate(link.getAttribute('href') ?? '/');
      }
    };
    element.addEventListener('click', onClick);
    return () => {
      cancelled = true;
      element.removeEventListener('click', onClick);
      map.remove();
    };
  }, [points, tileUrl, attribution, popupHtml, onNavigate, markerTitle, clusterTitle]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: Leaflet needs a plain div it can fill
    <div ref={box} className="leaflet-box" role="region" aria-label={label} style={{ height }} />
  );
}
