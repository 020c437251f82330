import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import type { HtmlSanitiser } from '@archive/contracts/html-purify';
import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { loadLocaleMessages } from '@archive/contracts/messages';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createServerData, type EmbeddedAnswer, ServerDataContext } from '../api/server-data';
import { currentHtmlSanitiser, setHtmlSanitiser } from '../html/html-sanitiser';
import { drawnExposedIds, type ServerExposed, ServerExposedContext } from '../remote/exposed-boundary';
import { preloadCatalogue } from '../remote/remote-root';
import { idPrefix, type RemoteLifecycleOptions, RemoteTree } from '../remote/remote-tree';
import {
  type ArchiveState,
  type ArchiveStore,
  createArchiveStore,
  initialState,
  RENDER_STORE_KEY,
} from '../store/archive-store';
import { ArchiveStoreContext } from '../store/store-context';
import { CurrentUrlContext, RequestCookiesContext } from './current-url';
import { type PageHead, PageHeadContext } from './page-head';
import { completeHead } from './schema';

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
  /**
   * The gateway's HTML sanitiser (the contracts' allow-list over DOMPurify with a server DOM):
   * without it editor HTML (SafeHtml) is not drawn on the server, there being no DOM here.
   */
  sanitiseHtml?: HtmlSanitiser;
  /** The site's configured absolute origin, for JSON-LD links (usePageHead). */
  publicUrl?: string | undefined;
  /** The request's Cookie header (useCookieHeader: the consent bar). */
  cookies?: string | undefined;
  /**
   * Other remotes' exposed modules through the page's Module Federation instance (ExposedBoundary:
   * the home's catalogue sections). Without it such boundaries are left to the browser.
   */
  loadExposed?: ((id: string) => Promise<unknown>) | undefined;
}

export interface ServerRenderOutput {
  html: string;
  /** The API answers the render used, keyed like SWR; embedded so the browser fetches none again. */
  answers: Record<string, EmbeddedAnswer>;
  head: PageHead;
  /** Errors React recovered from by leaving a part to the browser (logged by the gateway). */
  errors: string[];
  /** Other remotes' exposed modules drawn in the page ('mf_catalogue/Shuffle'): their styles go inline. */
  exposed: string[];
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
    const stream = renderToPipeableStream(element, {
      identifierPrefix: options.identifierPrefix,
      onAllReady: () => stream.pipe(htmlSink(resolve) as unknown as Writable),
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

/**
 * What React writes the finished page into: its byte chunks kept as they come and decoded once at
 * the end. React hands over each chunk and never writes into it again (a full view is replaced by
 * a new one; large chunks are its own constants). A Node Writable decoded every 2 KB chunk on its
 * own and built an error object on each render's end (issue 22: 2% of an uncached record page);
 * React asks of its destination only write, end and `on` (drain, error, close: none of which
 * happens to memory).
 */
/** The size of the views React's Node renderer writes (react-dom-server VIEW_SIZE). */
const VIEW_SIZE = 2048;

interface HtmlSink {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  on(): HtmlSink;
}

function htmlSink(resolve: (html: string) => void): HtmlSink {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const sink: HtmlSink = {
    write(chunk: Uint8Array | string): boolean {
      let view = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      // React 18 sends a whole 2 KB view when the next character did not fit in it, its last one
      // to three bytes unused: zeros, which decoded as U+0000 in the page (the old Writable did
      // the same). UTF-8 text has no zero byte but U+0000 itself, so they are cut off.
      if (view.byteLength === VIEW_SIZE) {
        let end = VIEW_SIZE;
        while (end > VIEW_SIZE - 3 && view[end - 1] === 0) end--;
        if (end < VIEW_SIZE) view = view.subarray(0, end);
      }
      chunks.push(view);
      bytes += view.byteLength;
      return true;
    },
    end(): void {
      resolve(Buffer.concat(chunks, bytes).toString('utf8'));
    },
    on(): HtmlSink {
      return sink;
    },
  };
  return sink;
}

/**
 * The render in progress, for code that reads the shared store outside React (archive-store.ts).
 * One AsyncLocalStorage per process, kept on globalThis: every server build bundles its own copy
 * of ui, and all of them must find the store the current render set.
 */
const CONTEXT_KEY = '__ARCHIVE_RENDER_CONTEXT__';
const holder = globalThis as typeof globalThis & {
  [CONTEXT_KEY]?: AsyncLocalStorage<ArchiveStore>;
  [RENDER_STORE_KEY]?: () => ArchiveStore | undefined;
};
holder[CONTEXT_KEY] ??= new AsyncLocalStorage<ArchiveStore>();
const renders = holder[CONTEXT_KEY];
holder[RENDER_STORE_KEY] ??= () => renders.getStore();

/** Runs `work` (a render and everything it schedules) with `store` as the shared store. */
export const withRenderStore = <T,>(store: ArchiveStore, work: () => T): T => renders.run(store, work);

/** A render's own world: store, API answers, head, URL; the element is drawn inside it. */
export async function renderInContext(
  input: ServerRenderInput & { identifierPrefix: string },
  element: ReactElement,
): Promise<ServerRenderOutput> {
  const store = createArchiveStore({ ...initialState(), ...input.state });
  // The same function for every render of the process: a module-level setting leaks nothing.
  if (input.sanitiseHtml && currentHtmlSanitiser() !== input.sanitiseHtml)
    setHtmlSanitiser(input.sanitiseHtml);
  const server = createServerData(input.fetch);
  const collector = { head: {} as PageHead, publicUrl: input.publicUrl ?? '' };
  const errors: string[] = [];
  const exposed: ServerExposed = { load: input.loadExposed, resources: new Map() };
  const html = await withRenderStore(store, () =>
    renderToHtml(
      <ArchiveStoreContext.Provider value={store}>
        <CurrentUrlContext.Provider value={input.url}>
          <RequestCookiesContext.Provider value={input.cookies ?? ''}>
            <ServerDataContext.Provider value={server}>
              <PageHeadContext.Provider value={collector}>
                <ServerExposedContext.Provider value={exposed}>{element}</ServerExposedContext.Provider>
              </PageHeadContext.Provider>
            </ServerDataContext.Provider>
          </RequestCookiesContext.Provider>
        </CurrentUrlContext.Provider>
      </ArchiveStoreContext.Provider>,
      { identifierPrefix: input.identifierPrefix, signal: input.signal, errors },
    ),
  );
  const head = completeHead(collector.head, store.getState().locale, collector.publicUrl);
  return {
    html,
    answers: Object.fromEntries(server.answers),
    head,
    errors,
    exposed: drawnExposedIds(exposed),
  };
}

export function createServerRenderer(options: RemoteLifecycleOptions): ServerRenderer {
  return {
    async render(input) {
      const locale = input.state.locale ?? DEFAULT_LOCALE;
      // This build's own copy of the contracts messages (errors, dates) and its catalogue.
      await Promise.all([
        loadLocaleMessages(locale),
        preloadCatalogue(options.messages, options.italian, locale),
      ]);
      return renderInContext(
        { ...input, identifierPrefix: idPrefix(options.name) },
        <RemoteTree {...options} />,
      );
    },
  };
}
