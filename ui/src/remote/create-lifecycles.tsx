import type { Locale } from '@archive/contracts/locales';
import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { takeServerRender } from '../ssr/server-page';
import { archiveStore } from '../store/archive-store';
import { useArchive } from '../store/use-archive';
import { RemoteErrorBoundary } from './error-section';
import { type MessageCatalogue, type MessageLoader, preloadCatalogue, RemoteRoot } from './remote-root';

export interface RemoteLifecycleOptions {
  /** Module Federation name, e.g. mf_catalogue. */
  name: string;
  /** Root component of the remote; it picks its screen from `useRoute()`. */
  App: ComponentType;
  italian: MessageCatalogue;
  messages?: MessageLoader;
  /** BUILD_STAMP baked in at build time (`__ARCHIVE_BUILD__`); shown as data-build. */
  build?: string;
}

/**
 * The screen root every remote's page sits in: `data-screen="<route name>"` (contracts route table,
 * e.g. `settings.general`), promised to e2e tests and operators for every screen of every remote,
 * set here once rather than by each page. `display: contents`: no box, so no layout changes.
 */
export function ScreenRoot({ children }: { children: ReactNode }) {
  const route = useArchive((s) => s.route.route);
  return (
    <div className="remote-screen" data-screen={route} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * A remote's whole tree, the same on the server and in the browser (hydration needs the same
 * tree): `<div data-remote data-build>` so tests and operators can see which build is on the page,
 * the error boundary, the providers and the screen.
 */
export function RemoteTree({ name, App, italian, messages, build = '' }: RemoteLifecycleOptions) {
  return (
    <div className="remote-root" data-remote={name} data-build={build || undefined}>
      <RemoteErrorBoundary remote={name}>
        <RemoteRoot italian={italian} messages={messages}>
          <ScreenRoot>
            <App />
          </ScreenRoot>
        </RemoteRoot>
      </RemoteErrorBoundary>
    </div>
  );
}

/** Every root's ids (useId) get its remote's prefix: several React roots share one document. */
export const idPrefix = (name: string) => `${name}-`;

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
        roots.set(props.name, hydrateRoot(el, tree, { identifierPrefix }));
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
