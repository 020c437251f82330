import { ENDPOINTS } from '@archive/contracts/endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, MANAGER, SECRET, signIn } from '../../src/content/test-app';
import { buildCatalogueApp, makeCatalogueDir, removeDir, SECRET_WORD } from '../catalogue/fixture';
import { PRIVATE_IDS } from './arbitraries';
import { requestFor, type Sent, toJson } from './requests';
import { type ApiRoute, apiRoutes, leakIn } from './routes';

/**
 * Every public and auth endpoint, as an anonymous visitor and as a signed-in manager, gets random
 * and hostile requests; none may answer 5xx and none may show a private record. Routes come from
 * the app's own OpenAPI document (a new route is fuzzed without touching this file), checked
 * against the contracts' endpoint table. FUZZ_RUNS (runs per route and caller, default 20) and
 * FUZZ_SEED replay a failure: each failure names its seed and the shrunk request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let dataDir: string;
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
let manager: Browser;
let routes: ApiRoute[] = [];
beforeAll(async () => {
  dataDir = await makeCatalogueDir(60);
  app = await buildCatalogueApp(dataDir, { SESSION_SECRET: SECRET });
  await app.ready();
  manager = await signIn(app, MANAGER);
  routes = apiRoutes(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (dataDir) await removeDir(dataDir);
});

/** FUZZ_STATS=1 prints the statuses each route answered: are the handlers reached, or only 400s? */
const stats = new Map<string, Map<number, number>>();
afterAll(() => {
  for (const [route, counts] of stats) console.log(route, JSON.stringify(Object.fromEntries(counts)));
});
let ip = 0;
/** Sends one request; answers what is wrong with the answer, or undefined. */
async function verdict(sent: Sent, as: Browser | undefined): Promise<string | undefined> {
  ip++;
  const res = await app.inject({
    method: sent.method,
    url: sent.url,
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    // A fresh address each time keeps the rate limits out of the way of the handlers.
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    headers: { ...(sent.contentType ? { 'content-type': sent.contentType } : {}), ...(as?.headers ?? {}) },
  });
  const text = typeof sent.payload === 'string' ? sent.payload : (sent.payload?.toString('latin1') ?? '');
  const what = `${sent.method} ${sent.url.slice(0, 200)} [${sent.contentType ?? 'no type'}] ${text.slice(0, 300)}`;
  const answer = `-> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (process.env.FUZZ_STATS) {
    const key = `${as ? 'manager' : 'anonymous'} ${sent.method} ${sent.url.split('?')[0]?.slice(0, 50)}`;
    const counts = stats.get(key) ?? new Map<number, number>();
    stats.set(key, counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1));
  }
  const leak = leakIn(res.body, text);
  if (leak) return `private record (${leak}) in ${what} ${answer}`;
  if (res.statusCode < 500) return undefined;
  return `${what} ${answer}`;
}

const callers = [
  ['anonymous', () => undefined],
  ['manager', () => manager],
] as const;

describe.each(callers)('fuzzed requests as %s', (caller, who) => {
  it('covers every endpoint of the contracts table', () => {
    const fuzzedPaths = new Set(routes.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`));
    for (const e of Object.values(ENDPOINTS)) expect(fuzzedPaths).toContain(`${e.method} ${e.path}`);
  });
  it('answers below 500 and never shows a private record', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // The manager keeps its session for the whole run: logging out would make it anonymous.
      if (caller === 'manager' && route.path === '/api/auth/logout') continue;
      const property = fc.asyncProperty(requestFor(route), async (sent) => {
        const wrong = await verdict(sent, who());
        if (wrong) throw new Error(wrong);
      });
      const out = await fc.check(property, { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) });
      if (out.failed)
        failures.push(`${route.method} ${route.path} (seed ${out.seed}): ${String(out.errorInstance)}`);
    }
    expect(failures).toEqual([]);
    if (caller === 'manager') {
      const profile = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: manager.headers });
      expect(profile.statusCode, 'the manager was signed in throughout').toBe(200);
    }
  }, 120_000);
});

describe('private records', () => {
  it('are asked for by id on every record call and never answered', async () => {
    for (const id of PRIVATE_IDS)
      for (const [url, body] of [
        ['/api/public/catalogue/record', { table: 'ca_objects', id }],
        ['/api/public/catalogue/children', { table: 'ca_objects', id }],
        ['/api/public/catalogue/search', { text: SECRET_WORD, pins: [{ id, table: 'ca_objects' }] }],
        ['/api/public/mongo/search', { table: 'data_it', query: { id } }],
        [`/api/public/mongo/related/relations_it/ca_entities/${id}`, {}],
      ] as const) {
        const sent: Sent = { method: 'POST', url, payload: toJson(body), contentType: 'application/json' };
        expect(await verdict(sent, manager)).toBeUndefined();
      }
  });
});
