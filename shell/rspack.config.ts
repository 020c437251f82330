import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfConfig } from '../scripts/rspack/create-config';

// The shell is the Module Federation host; remotes are registered at run time from /remotes.json.
export default createMfConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'host',
  name: 'shell',
  server: './src/server.tsx',
});
