import type { RemoteLifecycleOptions } from '@archive/ui';
import { App } from './app';
import { italian, loadMessages } from './messages';

/** The remote's tree, the same for its browser lifecycles and its server renderer (hydration). */
export const remoteOptions: RemoteLifecycleOptions = {
  name: 'mf_catalogue',
  App,
  italian,
  messages: loadMessages,
  build: __ARCHIVE_BUILD__,
};
