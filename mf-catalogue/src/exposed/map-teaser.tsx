import { MapTeaser as Inner, type MapTeaserProps } from '../features/map/components/map-teaser';
import { withCatalogueRoot } from './with-catalogue-root';

/** Exposed as 'mf_catalogue/MapTeaser' (see README.md for the props). */
const MapTeaser = withCatalogueRoot(Inner, 'MapTeaser');
export default MapTeaser;
export type { MapTeaserProps };
export { MapTeaser };
