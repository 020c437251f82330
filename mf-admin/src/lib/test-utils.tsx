import { matchUrl } from '@archive/contracts/routes';
import { archiveStore, initialState, RemoteRoot } from '@archive/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { italian, loadMessages } from '../messages';
import { discardDraft } from './options-draft';

/**
 * Component tests render with the real providers (react-intl with this remote's catalogue, SWR) and
 * the shared store set as the shell sets it; the network is faked at the fetch boundary.
 */
export function setPage(url: string, level = 1 | 8) {
  const route = matchUrl(url);
  window.history.replaceState(null, '', url);
  discardDraft();
  archiveStore.setState({
    ...initialState(),
    enabledLocales: ['it', 'en'],
    route,
    locale: route.locale,
    siteOptionsLoaded: true,
    user: level > 1 ? { email: 'manager@example.org', level } : null,
    level,
  });
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

export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}
export type FakeRoute = (body: Record<string, unknown>) => unknown;

/** Fakes the gateway: "METHOD /path" -> handler; a fail() answers an error, unknown paths 404. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ method, path: url.pathname, body });
      const json = (status: number, payload: unknown) =>
        new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler)
        return json(404, { statusCode: 404, error: 'Not Found', message: 'no fake', code: 'NOT_FOUND' });
      const answer = handler(body);
      if (answer instanceof Failure)
        return json(answer.status, {
          statusCode: answer.status,
          error: 'Error',
          message: answer.message,
          ...(answer.code ? { code: answer.code } : {}),
          ...(answer.details !== undefined ? { details: answer.details } : {}),
        });
      return json(200, answer);
    }),
  );
  return { calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

/** A stored site options document as getDocBySlug answers it. */
export const optionsDoc = (data: Record<string, unknown>, revision = 3, updatedBy?: string) => ({
  name: 'site',
  collection: 'options',
  locale: 'it',
  revision,
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...(updatedBy ? { updatedBy } : {}),
  data,
});
