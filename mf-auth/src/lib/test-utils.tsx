import type { Locale } from '@archive/contracts/locales';
import { matchUrl } from '@archive/contracts/routes';
import { archiveStore, initialState, RemoteRoot, type SessionUser, type SiteOptions } from '@archive/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { italian, loadMessages } from '../messages';
import { resetIdentityClient } from './identity';

/**
 * Component tests render with the real providers (react-intl with this remote's catalogues, SWR)
 * and the shared store set as the shell sets it; the network is faked at the fetch boundary.
 */
export function setPage(
  url: string,
  extra: { siteOptions?: SiteOptions; user?: SessionUser | null } = {},
): Locale {
  const route = matchUrl(url);
  window.history.replaceState(null, '', url);
  resetIdentityClient();
  archiveStore.setState({
    ...initialState(),
    enabledLocales: ['it', 'en', 'fr', 'de', 'es', 'hr'],
    route,
    locale: route.locale,
    siteOptions: extra.siteOptions ?? {},
    siteOptionsLoaded: true,
    user: extra.user ?? null,
    level: extra.user ? extra.user.level : 1,
  });
  return route.locale;
}

export function renderWithProviders(ui: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RemoteRoot italian={italian} messages={loadMessages}>
        {ui}
      </RemoteRoot>
    </SWRConfig>,
  );
}

/** An error answer of the gateway (errorResponseSchema). */
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

export type FakeRoute = (
  body: Record<string, unknown>,
  request: { method: string; headers: Headers },
) => unknown;
export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * Fakes the gateway: `routes` maps "METHOD /path" (or "/path" for any method) to a handler whose
 * value becomes a JSON 200, or an error answer when it is a `fail()`. Unknown paths answer 404.
 */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ method, path: url.pathname, body, headers });
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (!handler)
      return json(404, { statusCode: 404, error: 'Not Found', message: 'no fake', code: 'NOT_FOUND' });
    const answer = handler(body, { method, headers });
    if (answer instanceof Failure)
      return json(answer.status, {
        statusCode: answer.status,
        error: 'Error',
        message: answer.message,
        ...(answer.code ? { code: answer.code } : {}),
        ...(answer.details !== undefined ? { details: answer.details } : {}),
      });
    return json(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}
