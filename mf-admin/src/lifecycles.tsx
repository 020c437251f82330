import { createRemoteLifecycles } from '@archive/ui';
import { App } from './app';
import { italian, loadMessages } from './messages';

// single-spa lifecycles, exposed as 'mf_admin/lifecycles': React 19 createRoot, react-intl and SWR
// providers, an error boundary showing a friendly section instead of a blank page.
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf_admin',
  App,
  italian,
  messages: loadMessages,
  build: __ARCHIVE_BUILD__,
});
