import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '../scripts/rspack/create-config';

// mf-admin: a Module Federation remote exposing './lifecycles' (single-spa) and './SectionsEditor'
// (the home sections editing wrapper mf-content loads for managers and admins). Built into
// dist/<version>/ and served by the gateway at /remotes/mf-admin/<version>/.
export default createMfConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'mf_admin',
  exposes: { './SectionsEditor': './src/sections-editor.tsx' },
});
