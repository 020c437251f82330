import type {
  CatalogueSearchResult,
  catalogueSearchCall as searchDefinition,
} from '@archive/contracts/catalogue-api';
import { catalogueRecordCall, catalogueSearchCall } from '@archive/contracts/catalogue-endpoints';
import { profileCall } from '@archive/contracts/content-endpoints';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { archiveStore } from '../store/archive-store';
import { ApiError, apiGet, apiPost, callApi } from './fetcher';

// The fetcher as the gateway sees it: locale in every JSON body, credentials, CSRF header.
describe('fetcher', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    archiveStore.setState({ locale: 'fr' });
    // biome-ignore lint/suspicious/noDocumentCookie: test fixture
    document.cookie = 'oa_csrf=token-123; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    archiveStore.setState({ locale: 'it' });
  });

  const ok = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  it('posts JSON with the current locale, cookies and the CSRF token', async () => {
    fetchMock.mockResolvedValue(ok({ data: [] }));
    const answer = await apiPost('/api/public/mongo/search', { table: 'ca_objects' });
    expect(answer).toEqual({ data: [] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/public/mongo/search');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ table: 'ca_objects', locale: 'fr' });
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('token-123');
  });

  it('calls a zod-free endpoint with its method and path, typed like its definition', async () => {
    fetchMock.mockResolvedValue(ok({ data: [], count: 0 }));
    const answer = await callApi(catalogueSearchCall, { text: 'roma' });
    expectTypeOf(answer).toEqualTypeOf<CatalogueSearchResult>();
    // A full definition (with its schemas) types the same way.
    expectTypeOf<
      ReturnType<typeof callApi<typeof searchDefinition>>
    >().resolves.toEqualTypeOf<CatalogueSearchResult>();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/public/catalogue/search');
    expect(JSON.parse(String(init.body))).toEqual({ text: 'roma', locale: 'fr' });

    fetchMock.mockResolvedValue(ok({ level: 1 }));
    await callApi(profileCall);
    const [profileUrl, profileInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(profileUrl).toBe('/api/auth/profile');
    expect(profileInit.method).toBe('GET');
    // @ts-expect-error: the body type comes from the definition (a record id is a string)
    void (() => callApi(catalogueRecordCall, { table: 'ca_objects', id: 1 }));
  });

  it("keeps a locale the body names (addLanguage's language, another language's document)", async () => {
    fetchMock.mockImplementation(async () => ok({}));
    await apiPost('/api/auth/firebase/addLanguage', { locale: 'de' });
    await apiPost('/api/public/mongo/search', { table: 'data_it', locale: undefined });
    const bodies = fetchMock.mock.calls.map((c) => JSON.parse(String((c[1] as RequestInit).body)));
    expect(bodies).toEqual([{ locale: 'de' }, { table: 'data_it', locale: 'fr' }]);
  });

  it('sends no CSRF header and no body on GET', async () => {
    fetchMock.mockResolvedValue(ok({ level: 1 }));
    await apiGet('/api/auth/profile');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
  });

  it('surfaces the gateway error as { statusCode, message, code }', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Nome utente o password errati.',
          code: 'LOGIN_FAILED',
        }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    const error = await apiPost('/api/public/login', { email: 'a@b.it', password: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 401,
      message: 'Nome utente o password errati.',
      code: 'LOGIN_FAILED',
    });
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/health')).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK' });
  });
});
