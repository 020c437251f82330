import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '../scripts/rspack/create-config';

// mf-content: a Module Federation remote exposing './lifecycles' (single-spa). Built into
// dist/<version>/ and served by the gateway at /remotes/mf-content/<version>/.
export default createMfConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'mf_content',
  server: './src/server.tsx',
});
