import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '../scripts/rspack/create-config';

// mf-catalogue: a Module Federation remote exposing './lifecycles' (single-spa) and the components
// the home page (mf-content) shows. Built into dist/<version>/ and served by the gateway at
// /remotes/mf-catalogue/<version>/. Props of the exposed components: README.md.
export default createMfConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'mf_catalogue',
  server: './src/server.tsx',
  exposes: {
    './Shuffle': './src/exposed/shuffle.tsx',
    './HierarchyTree': './src/exposed/hierarchy-tree.tsx',
    './MapTeaser': './src/exposed/map-teaser.tsx',
    './TimelineTeaser': './src/exposed/timeline-teaser.tsx',
    './Counts': './src/exposed/counts.tsx',
  },
  // Leaflet draws in the browser only: its 12.7 KB of CSS stay out of every server-drawn page.
  browserOnly: /[\\/]node_modules[\\/]leaflet(\.markercluster)?[\\/]/,
});
