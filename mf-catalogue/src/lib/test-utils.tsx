import type { Locale } from '@archive/contracts/locales';
import { matchUrl } from '@archive/contracts/routes';
import { archiveStore, initialState, RemoteRoot, type SessionUser, type SiteOptions } from '@archive/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { italian, loadMessages } from '../messages';

/**
 * Component tests render with the real providers (react-intl with this remote's catalogues, SWR)
 * and the shared store set as the shell would set it. SWR gets a fresh cache per render so tests
 * do not see each other's answers.
 */
export function setPage(url: string, extra: { siteOptions?: SiteOptions; user?: SessionUser | null } = {}) {
  const route = matchUrl(url);
  window.history.replaceState(null, '', url);
  archiveStore.setState({
    ...initialState(),
    enabledLocales: ['it', 'en', 'fr'],
    route,
    locale: route.locale,
    siteOptions: extra.siteOptions ?? {},
    siteOptionsLoaded: true,
    user: extra.user ?? null,
    level: extra.user ? extra.user.level : 1,
  });
  return route.locale as Locale;
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

export type FakeRoute = (body: Record<string, unknown>, url: string) => unknown;

/**
 * Fakes the network at the fetch boundary: each path answers with the handler's value (an object
 * becomes JSON 200; `{ status, body }` from `fail()` becomes an error answer). Calls are recorded.
 */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, body });
    const handler = Object.entries(routes).find(
      ([path]) => url.pathname === path || url.pathname.startsWith(`${path}/`),
    );
    if (!handler)
      return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no fake' }), {
        status: 404,
      });
    const answer = handler[1](body, url.pathname);
    if (answer instanceof Failure)
      return new Response(
        JSON.stringify({ statusCode: answer.status, error: 'Error', message: answer.message }),
        {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        },
      );
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export class Failure {
  constructor(
    readonly status: number,
    readonly message = 'error',
  ) {}
}
export const fail = (status: number, message?: string) => new Failure(status, message);
