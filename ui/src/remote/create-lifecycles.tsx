import type { Locale } from '@archive/contracts/locales';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { takeServerRender } from '../ssr/server-page';
import { archiveStore } from '../store/archive-store';
import { preloadCatalogue } from './remote-root';
import { idPrefix, type RemoteLifecycleOptions, RemoteTree } from './remote-tree';

export { type RemoteLifecycleOptions, ScreenRoot } from './remote-tree';

interface MountProps {
  name: string;
  domElementGetter: () => HTMLElement | null;
}

/**
 * single-spa lifecycles of a remote: React 18 roots drawing `RemoteTree` into the remote's slot.
 * The first mount hydrates the server's HTML when the slot holds it for this URL (same tree, same
 * ids, the page's catalogue loaded first); every other mount creates a root.
 */
export function createRemoteLifecycles(options: RemoteLifecycleOptions) {
  const roots = new Map<string, Root>();
  const tree = <RemoteTree {...options} />;
  return {
    bootstrap: async () => {},
    mount: async (props: MountProps) => {
      const el = props.domElementGetter();
      if (!el) throw new Error(`${options.name}: its slot is not on the page`);
      await preloadCatalogue(options.messages, options.italian, archiveStore.getState().locale as Locale);
      const identifierPrefix = idPrefix(options.name);
      if (takeServerRender(options.name, el)) {
        // In a transition: hydration then yields to the browser every few milliseconds instead of
        // holding the main thread for the whole page (a phone's Total Blocking Time).
        startTransition(() => {
          roots.set(props.name, hydrateRoot(el, tree, { identifierPrefix }));
        });
        return;
      }
      const root = createRoot(el, { identifierPrefix });
      root.render(tree);
      roots.set(props.name, root);
    },
    unmount: async (props: MountProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}
