import { HIDE_RECORD_PATH } from '@archive/contracts/record-visibility';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BuiltSite, makeBuiltSite } from '../../../test/site/built-site';
import { injectWithSession } from '../../auth/render-session';
import { signInAs } from '../test-site';
import renderDirectCalls, {
  type DirectAnswer,
  type DirectCaller,
  directCalls,
  RENDER_DIRECT,
} from './direct-calls';
import { inProcessTransport } from './transport';

/**
 * The render's direct calls (issue 22) answer what `app.inject` answers: every call a few real
 * pages make (a visitor's and a signed-in manager's home, record pages, news, a search) is asked
 * again both ways and compared byte for byte; refusals (a private record, a bad body, a private
 * site, a stale CSRF token) take the HTTP path and keep its status and body. Real built server
 * renders, the page cache off so that every call is made. The answers are compared with and without
 * their zod answer schemas (production skips them: SERVER_RENDER_CHECK_ANSWERS).
 */
const MANAGER = { email: 'manager@example.org', password: 'Archivio-Manager-1' };

interface Call {
  method: string;
  url: string;
  payload: string | undefined;
  caller: DirectCaller;
  direct: DirectAnswer | undefined;
}

let site: BuiltSite;
let manager: Record<string, string>;
let links: string[];
const calls: Call[] = [];
let original: BuiltSite['app']['directRoutes']['call'];

beforeAll(async () => {
  site = await makeBuiltSite({
    PAGE_CACHE: 'false',
    PAGE_CACHE_SHARE_ANSWERS: 'false',
    // Enough records for some with children (the demo's hierarchy starts past the first 40).
    CATALOGUE_SEED_RECORDS: '300',
  });
  manager = await signInAs(site.app, MANAGER);
  const search = await site.app.inject({
    method: 'POST',
    url: '/api/public/catalogue/search',
    payload: { locale: 'it', filters: [], limit: 3 },
  });
  links = (search.json().data as { link: string }[]).map((c) => c.link);
  // A record with children too (the children answer is the record page's largest).
  const all = await site.app.inject({
    method: 'POST',
    url: '/api/public/catalogue/search',
    payload: { locale: 'it', filters: [], limit: 100 },
  });
  for (const card of all.json().data as { link: string; table: string; id: string }[]) {
    const found = await site.app.catalogue.store.record('it', card.table, String(card.id));
    if (found && found.childrenCount > 0) {
      links.push(card.link);
      break;
    }
  }
  const routes = site.app.directRoutes;
  original = routes.call.bind(routes);
  routes.call = async (method, url, payload, caller) => {
    const direct = await original(method, url, payload, caller);
    calls.push({ method, url, payload, caller, direct });
    return direct;
  };
}, 240_000);
afterAll(() => site?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** The same call through the whole HTTP pipeline, with the session the render handed over. */
const viaInject = (call: Pick<Call, 'method' | 'url' | 'payload' | 'caller'>) =>
  injectWithSession(site.app, call.caller.handed, {
    method: call.method as 'POST',
    url: call.url,
    headers: call.caller.headers,
    payload: call.payload,
  });

/** A render's fetch for an anonymous visitor (no cookie), as the page cache draws. */
const visitorFetch = () => inProcessTransport(site.app, { headers: {}, cookies: {} });

describe('direct calls answer what inject answers', () => {
  it('every call of real pages, for a visitor and a signed-in manager, byte for byte', async () => {
    const visits: [string, Record<string, string>][] = [
      ...links.map((url) => [url, {}] as [string, Record<string, string>]),
      ['/', {}],
      ['/news', {}],
      ['/cerca?tags=lettera', {}],
      ['/en', {}],
      ['/', { cookie: manager.cookie ?? '' }],
      [links[0] ?? '/', { cookie: manager.cookie ?? '' }],
      [links.at(-1) ?? '/', { cookie: manager.cookie ?? '' }],
    ];
    calls.length = 0;
    for (const [url, headers] of visits) expect((await page(url, headers)).statusCode, url).toBe(200);
    const direct = calls.filter((c) => c.direct);
    // What the pages drew through the direct path, a visitor's and a manager's.
    const named = (url: string) => url.replace(/\/related\/.*/, '/related/:collection/:table/:id');
    expect(new Set(direct.map((c) => named(c.url)))).toEqual(
      new Set([
        '/api/public/mongo/related/:collection/:table/:id',
        '/api/public/firebase/getDocBySlug',
        '/api/public/firebase/getDocs',
        '/api/public/catalogue/record',
        '/api/public/catalogue/children',
        '/api/public/catalogue/summaries',
        '/api/public/catalogue/search',
        '/api/public/catalogue/tree',
        '/api/public/catalogue/map',
        '/api/public/catalogue/timeline',
        '/api/public/catalogue/random-images',
        '/api/public/catalogue/date-histogram',
      ]),
    );
    expect(direct.some((c) => c.caller.handed)).toBe(true);
    expect(direct.some((c) => !c.caller.cookie)).toBe(true);
    const asked = [...calls];
    let compared = 0;
    for (const call of asked) {
      const again = await original(call.method, call.url, call.payload, call.caller);
      const http = await viaInject(call);
      if (!call.direct) {
        // Not on the direct path (a route with hooks of its own, /api/auth): inject answers it.
        expect(again, call.url).toBeUndefined();
        continue;
      }
      expect(again, `${call.url} ${call.payload}`).toBeDefined();
      // Production writes the handler's answer without its zod answer schema (checkAnswers off):
      // the page must hold the same data (no field more or less, no value changed).
      site.app.directRoutes.checkAnswers = false;
      const unchecked = await original(call.method, call.url, call.payload, call.caller).finally(() => {
        site.app.directRoutes.checkAnswers = true;
      });
      expect({ status: again?.status, type: again?.contentType }).toEqual({
        status: http.statusCode,
        type: http.headers['content-type'],
      });
      // Random images are drawn anew per call: the same shape, not the same pictures.
      if (call.url.endsWith('/random-images')) {
        expect(Object.keys(JSON.parse(again?.body ?? '{}'))).toEqual(Object.keys(http.json()));
        expect(Object.keys(JSON.parse(unchecked?.body ?? '{}'))).toEqual(Object.keys(http.json()));
      } else {
        expect(again?.body, `${call.url} ${call.payload}`).toBe(http.body);
        // The same fields and values; only the key order may differ (the schema writes its own).
        expect(JSON.parse(unchecked?.body ?? 'null'), `unchecked: ${call.url} ${call.payload}`).toStrictEqual(
          http.json(),
        );
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  }, 120_000);

  it('refuses a bad body exactly as the HTTP path does (same status and body)', async () => {
    const fetch = visitorFetch();
    const bodies = [
      '{"locale":"it","table":"ca_objects"}',
      '{"locale":"xx","table":"ca_objects","id":"1"}',
      '{"locale":"it","table":"ca_objects","id":"1","__proto__":{"admin":true}}',
      `{"locale":"it","table":"ca_objects","id":"1","pins":${'['.repeat(80)}${']'.repeat(80)}}`,
      `{"locale":"it","table":"ca_objects","id":"${'x'.repeat(5000)}"}`,
      'not json',
    ];
    for (const body of bodies) {
      calls.length = 0;
      const answer = await fetch('/api/public/catalogue/record', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const http = await site.app.inject({
        method: 'POST',
        url: '/api/public/catalogue/record',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.status, body.slice(0, 60)).toBe(400);
      expect({ status: answer.status, body: await answer.text() }).toEqual({
        status: http.statusCode,
        body: http.body,
      });
      expect(calls.map((c) => c.direct)).toEqual([undefined]);
    }
  });

  it('refuses with a stale CSRF token through the HTTP path, answers with the right one', async () => {
    calls.length = 0;
    expect((await page(links[0] ?? '/', { cookie: manager.cookie ?? '' })).statusCode).toBe(200);
    const call = calls.find((c) => c.direct && c.caller.handed);
    expect(call).toBeDefined();
    if (!call) return;
    const { caller } = call;
    expect(await original(call.method, call.url, call.payload, caller)).toBeDefined();
    const stale = { ...caller, csrf: 'x'.repeat(caller.csrf?.length ?? 43) };
    expect(await original(call.method, call.url, call.payload, stale)).toBeUndefined();
    // Through inject the stale token answers the auth hook's 403.
    const http = await viaInject({
      ...call,
      caller: { ...stale, headers: { ...caller.headers, 'x-csrf-token': stale.csrf } },
    });
    expect(http.statusCode).toBe(403);
    // Another session's cookie than the one the render resolved: never the render's session.
    const other = await signInAs(site.app, MANAGER);
    expect(
      await original(call.method, call.url, call.payload, { ...caller, cookie: other.cookie }),
    ).toBeUndefined();
  });

  it('keeps a private site closed: the same 401 as the HTTP path', async () => {
    const options = await site.app.content.get('options', 'site', 'it');
    const save = (data: Record<string, unknown>) =>
      site.app.content.save({
        collection: 'options',
        name: 'site',
        locale: 'it',
        data,
        revision: options?.revision ?? 0,
      } as Parameters<typeof site.app.content.save>[0]);
    await save({ ...(options?.data ?? {}), public: false });
    try {
      const payload = JSON.stringify({ locale: 'it', table: 'ca_objects' });
      calls.length = 0;
      const answer = await visitorFetch()('/api/public/catalogue/summaries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      const http = await site.app.inject({
        method: 'POST',
        url: '/api/public/catalogue/summaries',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.status).toBe(401);
      expect(await answer.text()).toBe(http.body);
      expect(calls.map((c) => c.direct)).toEqual([undefined]);
    } finally {
      const now = await site.app.content.get('options', 'site', 'it');
      await site.app.content.save({
        collection: 'options',
        name: 'site',
        locale: 'it',
        data: { ...(now?.data ?? {}), public: true },
        revision: now?.revision ?? 0,
      } as Parameters<typeof site.app.content.save>[0]);
    }
    expect((await site.app.content.siteOptions()).public).toBe(true);
  });

  it("answers a private record's 404 as the HTTP path does, and its page is a 404", async () => {
    const url = links[1] ?? '';
    const before = await page(url);
    expect(before.statusCode).toBe(200);
    const { table, id } = /"record":\{[^{}]*?"id":"(?<id>[^"]+)"[^{}]*?"table":"(?<table>[a-z_]+)"/.exec(
      before.body,
    )?.groups ?? { table: 'ca_objects', id: /\/(\d+)-/.exec(url)?.[1] ?? '' };
    const hidden = await site.app.inject({
      method: 'POST',
      url: HIDE_RECORD_PATH,
      headers: manager,
      payload: { locale: 'it', table, id },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await page(url)).statusCode).toBe(404);
    const payload = JSON.stringify({ locale: 'it', table, id });
    calls.length = 0;
    const answer = await visitorFetch()('/api/public/catalogue/record', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    const http = await site.app.inject({
      method: 'POST',
      url: '/api/public/catalogue/record',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(http.body);
    expect(calls.map((c) => c.direct)).toEqual([undefined]);
    expect(directCalls.fallbacks).toBeGreaterThan(0);
  });
});

describe('the relations call, past the flood control', () => {
  // Before the burst below: the HTTP path's answers to these depend on the address's bucket.
  it('leaves bad or encoded parameters to the HTTP path, with its answer', async () => {
    for (const url of [
      '/api/public/mongo/related/relations_xx/ca_objects/1',
      '/api/public/mongo/related/relations_it/nope/1',
      '/api/public/mongo/related/relations_it/ca_objects/%31',
      `/api/public/mongo/related/relations_it/ca_objects/${'9'.repeat(200)}`,
    ]) {
      calls.length = 0;
      const payload = '{"locale":"it"}';
      const answer = await visitorFetch()(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      const http = await site.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(
        calls.map((c) => c.direct),
        url,
      ).toEqual([undefined]);
      expect({ status: answer.status, body: await answer.text() }).toEqual({
        status: http.statusCode,
        body: http.body,
      });
    }
  });

  it("answers every render's call, while a client's burst still gets its 429", async () => {
    const related = (links[0] ?? '').match(/\/(\d+)-/)?.[1] ?? '1';
    const url = `/api/public/mongo/related/relations_it/ca_objects/${related}`;
    const payload = JSON.stringify({ locale: 'it' });
    const asRender: number[] = [];
    for (let i = 0; i < 200; i++) {
      const answer = await visitorFetch()(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      asRender.push(answer.status);
    }
    expect(new Set(asRender)).toEqual(new Set([200]));
    const asClient: number[] = [];
    for (let i = 0; i < 200; i++)
      asClient.push(
        (
          await site.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload,
          })
        ).statusCode,
      );
    expect(asClient).toContain(429);
  });
});

describe('which routes may opt in', () => {
  const bare = async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(renderDirectCalls);
    return app;
  };
  const schema = { body: z.object({ a: z.string() }), response: { 200: z.object({ b: z.string() }) } };

  it('refuses a route with hooks of its own, outside /api/public/, or in a scope with its own hook', async () => {
    const app = await bare();
    expect(() =>
      app.post('/api/public/x', { config: RENDER_DIRECT, schema, onRequest: async () => {} }, async () => ({
        b: '',
      })),
    ).toThrow(/its own onRequest/);
    expect(() => app.post('/api/auth/x', { config: RENDER_DIRECT, schema }, async () => ({ b: '' }))).toThrow(
      /only \/api\/public\//,
    );
    await app.register(async (scope) => {
      scope.addHook('preValidation', async () => {});
      scope.post('/api/public/y', { config: RENDER_DIRECT, schema }, async () => ({ b: '' }));
    });
    await expect(app.ready()).rejects.toThrow(/its scope adds preValidation/);
  });

  it('takes a plain public route and lists it', async () => {
    const app = await bare();
    app.post('/api/public/z', { config: RENDER_DIRECT, schema }, async () => ({ b: '' }));
    await app.ready();
    expect(app.directRoutes.paths()).toEqual(['/api/public/z']);
    await app.close();
  });
});
