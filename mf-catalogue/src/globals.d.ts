/** BUILD_STAMP given to the build (scripts/rspack): shown as data-build on the remote's root. */
declare const __ARCHIVE_BUILD__: string;

/** leaflet.markercluster extends the global L (markerClusterGroup); it ships no types of its own. */
declare module 'leaflet.markercluster';
