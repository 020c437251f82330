import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createServerData, type EmbeddedAnswer, ServerDataContext } from '../api/server-data';
import { idPrefix, type RemoteLifecycleOptions, RemoteTree } from '../remote/create-lifecycles';
import { preloadCatalogue } from '../remote/remote-root';
import { type ArchiveState, createArchiveStore, initialState } from '../store/archive-store';
import { ArchiveStoreContext } from '../store/store-context';
import { type PageHead, PageHeadContext } from './page-head';

/**
 * Server rendering of a remote (its `./server` module, run by the gateway with the gateway's React).
 * Each render has its own store, SWR cache and head: nothing module-level carries one visitor's
 * page into another's. The HTML is complete (React's streaming renderer waits for every data load
 * and lazy screen: `onAllReady`), so no inline script is needed to finish it (the CSP allows none).
 */
export interface ServerRenderInput {
  /** The page's path and query. */
  url: string;
  /** The store as the browser will have it before hydrating (it is embedded in the page). */
  state: Partial<ArchiveState>;
  /** The gateway's in-process transport for API calls. */
  fetch: typeof fetch;
  /** Abandons the render (the gateway's render budget). */
  signal?: AbortSignal;
}

export interface ServerRenderOutput {
  html: string;
  /** The API answers the render used, keyed like SWR; embedded so the browser fetches none again. */
  answers: Record<string, EmbeddedAnswer>;
  head: PageHead;
  /** Errors React recovered from by leaving a part to the browser (logged by the gateway). */
  errors: string[];
}

export interface ServerRenderer {
  render(input: ServerRenderInput): Promise<ServerRenderOutput>;
}

/** Renders an element to a complete HTML string, waiting for every Suspense boundary. */
export function renderToHtml(
  element: ReactElement,
  options: { identifierPrefix: string; signal?: AbortSignal; errors: string[] },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      identifierPrefix: options.identifierPrefix,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => {
        options.errors.push(err instanceof Error ? err.message : String(err));
      },
    });
    if (options.signal?.aborted) stream.abort(options.signal.reason);
    options.signal?.addEventListener('abort', () => {
      stream.abort(options.signal?.reason);
      reject(options.signal?.reason ?? new Error('render aborted'));
    });
  });
}

export function createServerRenderer(options: RemoteLifecycleOptions): ServerRenderer {
  return {
    async render({ state, fetch, signal }) {
      const store = createArchiveStore({ ...initialState(), ...state });
      const locale = store.getState().locale;
      await preloadCatalogue(options.messages, options.italian, locale);
      const server = createServerData(fetch);
      const collector = { head: {} as PageHead };
      const errors: string[] = [];
      const html = await renderToHtml(
        <ArchiveStoreContext.Provider value={store}>
          <ServerDataContext.Provider value={server}>
            <PageHeadContext.Provider value={collector}>
              <RemoteTree {...options} />
            </PageHeadContext.Provider>
          </ServerDataContext.Provider>
        </ArchiveStoreContext.Provider>,
        { identifierPrefix: idPrefix(options.name), signal, errors },
      );
      return { html, answers: Object.fromEntries(server.answers), head: collector.head, errors };
    },
  };
}
