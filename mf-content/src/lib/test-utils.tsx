import type { StoredDocument } from '@archive/contracts/content-api';
import type { DocumentCollection } from '@archive/contracts/documents';
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
 * and the shared store set as the shell would set it; the network is faked at the fetch boundary
 * with contract-shaped answers. SWR gets a fresh cache per render.
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

export class Failure {
  constructor(
    readonly status: number,
    readonly message = 'error',
    readonly code?: string,
  ) {}
}
export const fail = (status: number, message?: string, code?: string) => new Failure(status, message, code);

export type FakeRoute = (body: Record<string, unknown>, url: string) => unknown;

/** Fakes fetch: each path answers its handler's value as JSON 200, or a `fail()` as an error answer. */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: url.pathname, body });
    const handler = routes[url.pathname];
    const answer = handler
      ? handler(body, url.pathname)
      : fail(404, 'La pagina non è disponibile', 'NOT_FOUND');
    if (answer instanceof Failure)
      return new Response(
        JSON.stringify({
          statusCode: answer.status,
          error: 'Error',
          message: answer.message,
          code: answer.code,
        }),
        { status: answer.status, headers: { 'content-type': 'application/json' } },
      );
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A stored document as getDocBySlug/getDocs answer it (storedDocumentSchema). */
export function storedDoc(
  collection: DocumentCollection,
  name: string,
  data: Record<string, unknown>,
  locale: Locale = 'it',
): StoredDocument {
  return {
    name,
    collection,
    locale,
    revision: 1,
    updatedAt: '2025-09-15T10:00:00.000Z',
    data: { published: true, blocks: [], ...data },
  };
}

/** Answers getDocBySlug from a table of documents by collection/name; 404 NOT_FOUND otherwise. */
export function docsBySlug(docs: StoredDocument[]): FakeRoute {
  return (body) =>
    docs.find((d) => d.collection === body.collection && d.name === body.name) ??
    fail(404, 'La pagina non è disponibile', 'NOT_FOUND');
}

/** Answers getDocs with the documents of the asked collection. */
export function docsList(docs: StoredDocument[]): FakeRoute {
  return (body) => {
    const data = docs.filter((d) => d.collection === body.collection);
    return { data, count: data.length };
  };
}
