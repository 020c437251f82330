/**
 * @archive/ui/testing: what every app's component tests share (never imported by production code;
 * it imports vitest). Render with the real providers, set the shared store as the shell sets it,
 * and fake the gateway at the fetch boundary. Each app keeps a small `src/lib/test-utils.tsx` that
 * binds its own catalogue and adds what only it needs (fixtures, draft resets).
 */
// Every locale's contracts messages, as if the shell had loaded the page's locale before showing
// it (in the browser only Italian is bundled; the shell loads the others on demand).
import '@archive/contracts/messages-all';
import type { Locale } from '@archive/contracts/locales';
import { matchUrl } from '@archive/contracts/routes';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { type MessageCatalogue, type MessageLoader, RemoteRoot } from './remote/remote-root';
import { archiveStore, initialState, type SessionUser } from './store/archive-store';
import type { SiteOptions } from './store/site-options';

export interface StorePage {
  siteOptions?: SiteOptions;
  /** Signed-in user; the level follows it (1 without one) unless `level` is given. */
  user?: SessionUser | null;
  level?: number;
  enabledLocales?: Locale[];
}

/**
 * Puts the page at `url` (history and the store's route and locale) on a fresh store, with the site
 * options marked loaded, as the shell does before mounting a remote. Answers the URL's locale.
 */
export function setStorePage(url: string, page: StorePage = {}): Locale {
  const route = matchUrl(url);
  window.history.replaceState(null, '', url);
  const user = page.user ?? null;
  archiveStore.setState({
    ...initialState(),
    enabledLocales: page.enabledLocales ?? ['it', 'en', 'fr'],
    route,
    locale: route.locale,
    siteOptions: page.siteOptions ?? {},
    siteOptionsLoaded: true,
    user,
    level: page.level ?? user?.level ?? 1,
  });
  return route.locale;
}

/**
 * A render function with an app's providers: react-intl with its catalogue (through RemoteRoot, as
 * in production) and SWR with a fresh cache per render, so tests do not see each other's answers.
 */
export function providersRenderer(italian: MessageCatalogue, messages?: MessageLoader) {
  return (ui: ReactElement) =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RemoteRoot italian={italian} messages={messages}>
          {ui}
        </RemoteRoot>
      </SWRConfig>,
    );
}

/** An error answer of the gateway (errorResponseSchema), returned by a fake route. */
export class Failure {
  constructor(
    readonly status: number,
    readonly code?: string,
    readonly message = 'error',
    readonly details?: unknown,
  ) {}
}
export const fail = (status: number, code?: string, message?: string, details?: unknown) =>
  new Failure(status, code, message, details);

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
}
export type FakeRoute = (body: Record<string, unknown>, request: FakeRequest) => unknown;
export interface FakeCall extends FakeRequest {
  body: Record<string, unknown>;
}

export interface FakeFetchOptions {
  /** A route "/a/b" also answers "/a/b/anything" (paths with ids in them). */
  prefix?: boolean;
  /** The answer for a path no route knows (default: 404 NOT_FOUND 'no fake'). */
  notFound?: Failure;
}

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const errorAnswer = (f: Failure) =>
  json(f.status, {
    statusCode: f.status,
    error: f.status === 404 ? 'Not Found' : 'Error',
    message: f.message,
    ...(f.code ? { code: f.code } : {}),
    ...(f.details !== undefined ? { details: f.details } : {}),
  });

/**
 * Fakes the gateway: `routes` maps "METHOD /path" (or "/path" for any method) to a handler whose
 * value becomes a JSON 200, or an error answer when it is a `fail()`. Every call is recorded.
 */
export function fakeFetch(routes: Record<string, FakeRoute>, options: FakeFetchOptions = {}) {
  const calls: FakeCall[] = [];
  const notFound = options.notFound ?? fail(404, 'NOT_FOUND', 'no fake');
  const find = (method: string, path: string): FakeRoute | undefined => {
    const exact = routes[`${method} ${path}`] ?? routes[path];
    if (exact || !options.prefix) return exact;
    const key = Object.keys(routes).find((k) => path.startsWith(`${k.replace(/^[A-Z]+ /, '')}/`));
    return key === undefined ? undefined : routes[key];
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init?.headers),
    };
    // JSON bodies are recorded; FormData (uploads) and no body record as {}.
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ ...request, body });
    const handler = find(request.method, request.path);
    const answer = handler ? handler(body, request) : notFound;
    return answer instanceof Failure ? errorAnswer(answer) : json(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

/**
 * An IntersectionObserver the test drives (happy-dom's never reports anything): `enter()` reports
 * every observed element as visible, `enter(match)` only those `match` accepts.
 */
export function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Fake {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    enter: (match: (target: Element) => boolean = () => true) =>
      act(() => {
        for (const o of observers) {
          const entries = o.targets
            .filter(match)
            .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
        }
      }),
  };
}
