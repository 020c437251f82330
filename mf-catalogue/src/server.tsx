import { createServerRenderer } from '@archive/ui/server';
import { remoteOptions } from './remote-options';

// Exposed as 'mf_catalogue/server' by the Node build only (scripts/rspack/server-config.ts): the gateway
// renders this remote's pages with it, the browser then hydrates the same tree (lifecycles.tsx).
export const { render } = createServerRenderer(remoteOptions);
