import type { CatalogueRecordInput } from '@archive/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSiteApp } from './test-site';

// Issue 24: record links keep the letters of every script; the redirect and the sitemap agree.
const ORIGIN = 'https://archivio.example.org';
const record = (id: string, table: string, label: string): CatalogueRecordInput =>
  ({ id, table, preferred_label: label, type_id: { id: 16, name: 'x' }, access: 1 }) as CatalogueRecordInput;
const RECORDS = [
  record('291', 'ca_objects', '東京 1923 / 関東'),
  record('292', 'ca_entities', 'Фёдор Достоевский'),
  record('293', 'ca_places', 'Η Ακρόπολη της Αθήνας'),
  record('294', 'ca_objects', 'Città di Castello – Perù'),
];
/** The canonical Italian path of each record, as a visitor's browser shows it (decoded). */
const CANONICAL: [string, string][] = [
  ['/oggetti/291', '/oggetti/291-東京-1923-関東'],
  ['/entita/292', '/entita/292-фёдор-достоевский'],
  ['/luoghi/293', '/luoghi/293-η-ακρόπολη-της-αθήνας'],
  ['/oggetti/294', '/oggetti/294-citta-di-castello-peru'],
];
const encoded = (path: string) => path.split('/').map(encodeURIComponent).join('/');

let site: Awaited<ReturnType<typeof makeSiteApp>>;
beforeAll(async () => {
  site = await makeSiteApp({}, () => RECORDS);
});
afterAll(async () => site?.close());

describe('record links in every script', () => {
  it.each(CANONICAL)('%s answers 301 to its title in its own script, %s', async (bare, canonical) => {
    const res = await site.app.inject({ url: bare });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(encoded(canonical));
    expect(decodeURIComponent(String(res.headers.location))).toBe(canonical);
    const page = await site.app.inject({ url: String(res.headers.location) });
    expect(page.statusCode).toBe(200);
  });

  it('sends the old title-less link of a non-Latin title to the canonical one', async () => {
    const res = await site.app.inject({ url: '/oggetti/291-1923' });
    expect(res.statusCode).toBe(301);
    expect(decodeURIComponent(String(res.headers.location))).toBe('/oggetti/291-東京-1923-関東');
  });

  it('answers the canonical page however the browser encoded it (lower-case escapes), never a loop', async () => {
    const lower = encoded('/oggetti/291-東京-1923-関東').replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase());
    expect((await site.app.inject({ url: lower })).statusCode).toBe(200);
    // The same title in another Unicode form (decomposed) is sent to the one canonical link.
    const nfd = encoded('/luoghi/293-η-ακρόπολη-της-αθήνας'.normalize('NFD'));
    const res = await site.app.inject({ url: nfd });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(encoded('/luoghi/293-η-ακρόπολη-της-αθήνας'));
  });

  it('lists the same canonical links in the sitemap', async () => {
    const locs: string[] = [];
    for (const file of ['it-ca_objects-1', 'it-ca_entities-1', 'it-ca_places-1']) {
      const res = await site.app.inject({ url: `/sitemaps/${file}.xml` });
      expect(res.statusCode, file).toBe(200);
      locs.push(...[...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    }
    for (const [, canonical] of CANONICAL) expect(locs).toContain(`${ORIGIN}${encoded(canonical)}`);
  });

  it('gives the search answers the same links', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/public/catalogue/search',
      payload: { locale: 'it', tables: ['ca_objects'], limit: 50 },
    });
    const links = (res.json().data as { id: string; link: string }[]).map((c) => [c.id, c.link]);
    expect(Object.fromEntries(links)['291']).toBe(encoded('/oggetti/291-東京-1923-関東'));
  });
});
