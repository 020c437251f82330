import { type CountsProps, Counts as Inner } from '../features/explore/components/counts';
import { withCatalogueRoot } from './with-catalogue-root';

/** Exposed as 'mf_catalogue/Counts' (see README.md for the props). */
const Counts = withCatalogueRoot(Inner, 'Counts');
export default Counts;
export type { CountsProps };
export { Counts };
