import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '../scripts/rspack/create-config';

// mf-auth: a Module Federation remote exposing './lifecycles' (single-spa) and './session' (signIn,
// logout, loadProfile for the shell and the other remotes). Built into dist/<version>/ and served
// by the gateway at /remotes/mf-auth/<version>/.
export default createMfConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'mf_auth',
  exposes: { './session': './src/session.ts' },
});
