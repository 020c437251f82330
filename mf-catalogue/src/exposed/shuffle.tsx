import { Shuffle as Inner, type ShuffleProps } from '../features/shuffle/components/shuffle';
import { withCatalogueRoot } from './with-catalogue-root';

/** Exposed as 'mf_catalogue/Shuffle' (see README.md for the props). */
const Shuffle = withCatalogueRoot(Inner, 'Shuffle');
export default Shuffle;
export type { ShuffleProps };
export { Shuffle };
