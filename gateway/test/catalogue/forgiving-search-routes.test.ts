import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePostgres } from '../postgres/describe-postgres';
import { buildCatalogueApp, makeCatalogueDir, removeDir, SECRET_WORD } from './fixture';
import { postgresCatalogue, postgresSettings } from './postgres-fixture';

/**
 * Issue 23 through HTTP, on every catalogue store that runs here: "Forse cercavi" corrections in
 * the search answer, and suggestions while typing (POST /api/public/catalogue/suggest).
 */
let dataDir: string;
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
beforeAll(async () => {
  dataDir = await makeCatalogueDir();
});
afterAll(() => removeDir(dataDir));

describe('forgiving search routes: embedded store', () => {
  beforeAll(async () => {
    app = await buildCatalogueApp(dataDir);
  });
  afterAll(() => app.close());
  forgivingSearchTests();
});

describePostgres('forgiving search routes: PostgreSQL store', (server) => {
  beforeAll(async () => {
    app = await buildCatalogueApp(dataDir, postgresSettings(await postgresCatalogue(server(), dataDir)));
  });
  afterAll(() => app.close());
  forgivingSearchTests();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const search = async (payload: object) => {
  const res = await post('/api/public/catalogue/search', { facets: false, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const suggest = (payload: object) => post('/api/public/catalogue/suggest', payload);

function forgivingSearchTests() {
  describe('corrections ("Forse cercavi")', () => {
    it('answers the results of the correction when the typed word finds nothing, and says so', async () => {
      const right = await search({ text: 'lettera' });
      expect(right.count).toBeGreaterThan(0);
      expect(right.correction).toBeUndefined();
      const typo = await search({ text: 'lettra' });
      expect(typo.correction).toEqual({
        text: 'lettera',
        words: [{ word: 'lettra', corrections: expect.arrayContaining(['lettera']) }],
        applied: true,
      });
      expect(typo.count).toBe(right.count);
      expect(typo.data.map((r: { id: string }) => r.id)).toEqual(right.data.map((r: { id: string }) => r.id));
    });

    it('keeps the other words and corrects only the one that finds nothing', async () => {
      const body = await search({ text: 'Ermenegilds pubblica' });
      expect(body.correction).toMatchObject({ text: 'ermenegilda pubblica', applied: true });
      expect(body.data.map((r: { id: string }) => r.id)).toEqual(['90006']);
    });

    it('never corrects a search whose words all find something, even with no result together', async () => {
      const body = await search({ text: 'lettera Ermenegilda' });
      expect(body.count).toBe(0);
      expect(body.correction).toBeUndefined();
    });

    it('with "or", proposes the correction of the word that finds nothing but keeps the results', async () => {
      const body = await search({ text: 'lettera lettra', searchType: 'or' });
      expect(body.count).toBeGreaterThan(0);
      expect(body.correction).toMatchObject({ text: 'lettera lettera', applied: false });
    });

    it('offers no correction towards words only private records hold', async () => {
      const body = await search({ text: SECRET_WORD.slice(0, -1) });
      expect(JSON.stringify(body)).not.toContain(SECRET_WORD);
    });
  });

  describe('POST /api/public/catalogue/suggest', () => {
    it('suggests titles with their page links and facet values with the filter they apply', async () => {
      const res = await suggest({ text: 'Ermeneg', locale: 'it' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().titles).toEqual([
        {
          table: 'ca_entities',
          id: '90006',
          label: 'Persona pubblica Ermenegilda',
          link: expect.stringMatching(/90006/),
        },
      ]);
      const roma = (await suggest({ text: 'roma' })).json();
      expect(roma.facets[0]).toMatchObject({
        kind: 'place',
        id: 'place-roma',
        name: 'Roma',
        filter: expect.stringMatching(/^common\|place-roma\|Roma\|\/place\//),
      });
      expect(roma.facets[0].count).toBeGreaterThan(0);
    });

    it('answers empty lists below two letters and never shows a private record', async () => {
      expect((await suggest({ text: 'e' })).json()).toEqual({ titles: [], facets: [] });
      expect((await suggest({ text: SECRET_WORD.slice(0, 5) })).body).not.toContain(SECRET_WORD);
      expect((await suggest({ text: 'Isola segr' })).json().facets).toEqual([]);
    });

    it.each([
      [{ text: 'x'.repeat(101) }, /text/],
      [{ text: 'roma', limit: 11 }, /limit may be at most 10/],
      [{ text: 'roma', limit: 0 }, /limit/],
      [{ text: ['roma'] }, /text/],
      [{ text: 'roma', locale: 'pt' }, /locale/],
    ])('refuses a bad body %j with 400', async (payload, message) => {
      const res = await suggest(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    });

    it('ignores prototype-named keys and odd text without failing', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/suggest',
        headers: { 'content-type': 'application/json' },
        payload: '{"text":"roma","__proto__":{"limit":99},"constructor":{"prototype":{"x":1}}}',
      });
      expect(res.statusCode).toBeLessThan(500);
      for (const text of ['%_\\\\', "' OR 1=1 --", '\u0000\u0000ro', 'ä'.repeat(100), ' '.repeat(100)]) {
        const odd = await suggest({ text });
        expect(odd.statusCode, text).toBe(200);
      }
    });
  });
}
