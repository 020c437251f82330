import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { useArchive } from '../store/use-archive';
import { ErrorSection, RemoteErrorBoundary } from './error-section';
import { type MessageCatalogue, type MessageLoader, RemoteRoot } from './remote-root';

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
 * single-spa lifecycles of a remote: React 19 createRoot, the app wrapped in its providers and an
 * error boundary, inside `<div data-remote data-build>` so tests and operators can see which build
 * is on the page, and the screen in `ScreenRoot` (`data-screen`).
 */
export function createRemoteLifecycles({ name, App, italian, messages, build = '' }: RemoteLifecycleOptions) {
  // biome-ignore lint/correctness/noComponentHookFactories: built once per remote at module load, never per render
  function Root() {
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
  return singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Root,
    errorBoundary: () => <ErrorSection remote={name} />,
  });
}
