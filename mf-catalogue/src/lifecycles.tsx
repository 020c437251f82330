import { createRemoteLifecycles } from '@archive/ui';
import { remoteOptions } from './remote-options';

// single-spa lifecycles, exposed as 'mf_catalogue/lifecycles': React 18 roots (hydrating the server's HTML
// on the first mount), react-intl and SWR providers, an error boundary showing a friendly section
// instead of a blank page.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(remoteOptions);
