import {
  type HierarchyTreeProps,
  HierarchyTree as Inner,
} from '../features/hierarchy/components/hierarchy-tree';
import { withCatalogueRoot } from './with-catalogue-root';

/** Exposed as 'mf_catalogue/HierarchyTree' (see README.md for the props). */
const HierarchyTree = withCatalogueRoot(Inner, 'HierarchyTree');
export default HierarchyTree;
export type { HierarchyTreeProps };
export { HierarchyTree };
