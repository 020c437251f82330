import { type ComponentType, type ReactNode, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useArchive } from '../store/use-archive';
import { RemoteErrorBoundary } from './error-section';
import { type MessageCatalogue, type MessageLoader, RemoteRoot } from './remote-root';
import { ScreenLiveContext } from './route-screens';

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
  const root = useRef<HTMLDivElement>(null);
  // `data-live` comes from inside the screen's boundary (RouteScreens' ScreenShown, or the error
  // section): on a server-drawn page the root commits before a lazy screen has hydrated.
  const markLive = useCallback(() => root.current?.setAttribute('data-live', ''), []);
  return (
    <div ref={root} className="remote-root" data-remote={name} data-build={build || undefined}>
      <ScreenLiveContext.Provider value={markLive}>
        <RemoteErrorBoundary remote={name}>
          <RemoteRoot italian={italian} messages={messages}>
            <ScreenRoot>
              <App />
            </ScreenRoot>
          </RemoteRoot>
        </RemoteErrorBoundary>
      </ScreenLiveContext.Provider>
    </div>
  );
}

/**
 * Marks an element `data-live` once its tree is live in the browser (mounted, or hydrated from the
 * server's HTML): tests and operators can tell a page that answers clicks and keys from a server-
 * drawn page still waiting for its code. Set on the element directly, not through state: a state
 * change would re-render the whole tree while parts of it (a lazy screen) may still be hydrating,
 * and React would then throw those parts away and draw them anew (#421).
 */
export function useLiveMarker<T extends HTMLElement>(): RefObject<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-live', '');
  }, []);
  return ref;
}

/** Every root's ids (useId) get its remote's prefix: several React roots share one document. */
export const idPrefix = (name: string) => `${name}-`;
