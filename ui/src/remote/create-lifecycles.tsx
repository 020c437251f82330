import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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
 * single-spa lifecycles of a remote: React 19 createRoot, the app wrapped in its providers and an
 * error boundary, inside `<div data-remote data-build>` so tests and operators can see which build
 * is on the page.
 */
export function createRemoteLifecycles({ name, App, italian, messages, build = '' }: RemoteLifecycleOptions) {
  // biome-ignore lint/correctness/noComponentHookFactories: built once per remote at module load, never per render
  function Root() {
    return (
      <div className="remote-root" data-remote={name} data-build={build || undefined}>
        <RemoteErrorBoundary remote={name}>
          <RemoteRoot italian={italian} messages={messages}>
            <App />
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
