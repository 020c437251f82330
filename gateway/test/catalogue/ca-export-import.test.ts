import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeFilterToken } from '@archive/contracts/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCatalogueStore } from '../../src/catalogue/engine/embedded-store';
import { collectionOfFile, type ImportReport, importFiles, totalsOf } from '../../src/catalogue/import';
import { catalogueDir } from '../../src/catalogue/snapshot';
import { CA_EXPORT } from './ca-export';
import { buildCatalogueApp, removeDir } from './fixture';

/**
 * A hand-written export in CollectiveAccess's shape (test/fixtures/ca-export: numeric ids, parent
 * and parent_path numbers, years and ISO dates in data, numeric rel_id, fields and metadati keys
 * the contract does not name, one broken line, one unreadable date), imported as a curator would,
 * then read back through the API a visitor's browser calls.
 */
let dataDir: string;
let reports: ImportReport[];
let app: Awaited<ReturnType<typeof buildCatalogueApp>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'oa-ca-export-'));
  const files = (await readdir(CA_EXPORT))
    .filter((f) => f.endsWith('.ndjson'))
    .map((f) => ({ file: join(CA_EXPORT, f), ...collectionOfFile(f)! }));
  reports = await importFiles(new EmbeddedCatalogueStore(catalogueDir(dataDir)), files);
  app = await buildCatalogueApp(dataDir);
});
afterAll(async () => {
  await app.close();
  await removeDir(dataDir);
});

const post = async (url: string, payload: object = {}) => {
  const res = await app.inject({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const record = (id: string, locale = 'it', table = 'ca_objects') =>
  post('/api/public/catalogue/record', { table, id, locale });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('importing a CollectiveAccess export', () => {
  it('reports what it converted and each refused line by number and reason', () => {
    const it = reports.find((r) => r.kind === 'data' && r.locale === 'it')!;
    expect(it).toMatchObject({ lines: 21, inserted: 19, normalised: 19, refused: 2 });
    expect(it.errors).toEqual([
      {
        line: 15,
        reason: expect.stringMatching(/^the date in data.start cannot be read: "primavera 1848" is neither/),
        // The code and its values let Settings > Importa catalogo word it in the manager's language.
        code: 'date',
        params: { field: 'data.start', value: 'primavera 1848' },
      },
      { line: 17, reason: expect.stringMatching(/^the line is not valid JSON/), code: 'json' },
    ]);
    const relations = reports.find((r) => r.kind === 'relations' && r.locale === 'it')!;
    expect(relations.errors).toEqual([
      { line: 5, reason: 'the relation has no rel_id (the record it points to)' },
    ]);
    expect(totalsOf(reports)).toEqual({ inserted: 64, updated: 0, normalised: 61, refused: 3 });
  });

  it("shows the record's own date and the right year, never 1970", async () => {
    const cases: [string, string, number][] = [
      ['104', '14 luglio 1789', 1789], // date_display, data as ISO dates
      ['101', '1789 - 1860', 1789],
      ['102', '1789-1799', 1789], // dates_value, data as years
      ['107', 'primavera 1796', 1796], // datetext before dates_value
      ['109', '1800-1812', 1800], // no date text: years of data written in epoch seconds
      ['110', '1815-1830', 1815], // "1815-03" .. "1830"
      ['112', '998', 998],
      ['113', '-500 – -450', -500],
      ['114', '1848-1849', 1848], // no data: dated from dates_value
    ];
    for (const [id, dateDisplay, year] of cases)
      expect((await record(id)).record, id).toMatchObject({ id, dateDisplay, year });
    expect((await record('104', 'en')).record).toMatchObject({ dateDisplay: '14 July 1789', year: 1789 });
    expect((await record('104', 'fr')).record).toMatchObject({ dateDisplay: '14 juillet 1789', year: 1789 });
  });

  it('gives cards, hierarchy rows and tree roots the same date text and year as the record page', async () => {
    type Row = { id: string; dateDisplay?: string; year?: number };
    const dated = (rows: Row[]) => rows.map((r) => [r.id, r.dateDisplay, r.year]);
    const recordDates = async (rows: Row[], locale: string) =>
      Promise.all(
        rows.map(async (r) => {
          const { record: page } = await record(r.id, locale);
          return [page.id, page.dateDisplay, page.year];
        }),
      );
    for (const locale of ['it', 'en', 'fr']) {
      const fonds = await post('/api/public/catalogue/children', { table: 'ca_objects', id: '101', locale });
      const registers = await post('/api/public/catalogue/children', {
        table: 'ca_objects',
        id: '108',
        locale,
      });
      const parchments = await post('/api/public/catalogue/children', {
        table: 'ca_objects',
        id: '111',
        locale,
      });
      const roots = await post('/api/public/catalogue/tree', { locale });
      const cards = await post('/api/public/catalogue/search', {
        locale,
        tables: ['ca_objects'],
        sort: { field: 'data.start', order: 'asc' },
        limit: 50,
        facets: false,
      });
      for (const rows of [fonds.data, registers.data, parchments.data, roots.data, cards.data])
        expect(dated(rows), locale).toEqual(await recordDates(rows, locale));
    }
    // The Italian rows, spelled out: own date texts, computed years (also before 1000 and before
    // Christ), the years of epoch seconds, the dates_value of an undated record; never 1970.
    const it = async (url: string, id: string) =>
      dated((await post(url, { table: 'ca_objects', id, locale: 'it' })).data);
    expect(await it('/api/public/catalogue/children', '101')).toEqual([
      ['102', '1789-1799', 1789],
      ['108', '1800-1860', 1800],
      ['114', '1848-1849', 1848],
    ]);
    expect(await it('/api/public/catalogue/children', '108')).toEqual([
      ['109', '1800-1812', 1800],
      ['110', '1815-1830', 1815],
    ]);
    expect(await it('/api/public/catalogue/children', '111')).toEqual([
      ['112', '998', 998],
      ['113', '-500 – -450', -500],
    ]);
    const roots = await post('/api/public/catalogue/tree', { locale: 'it' });
    expect(dated(roots.data).sort()).toEqual([
      ['101', '1789 - 1860', 1789],
      ['111', 'sec. V a.C. - sec. XIII', -500],
    ]);
  });

  it('keeps the fields and metadata the contract does not name', async () => {
    const { record: fonds } = await record('101');
    expect(fonds).toMatchObject({
      idno: 'PREF',
      locale_id: 7,
      source_info: { exported_by: 'CollectiveAccess 1.8' },
    });
    expect(
      fonds.metadati.find((m: { fieldCode: string }) => m.fieldCode === 'storia_archivistica'),
    ).toMatchObject({
      label: 'Storia archivistica',
      value: "Versato all'Archivio di Stato nel 1902.",
    });
    const { record: letter } = await record('104');
    expect(letter.metadati.find((m: { fieldCode: string }) => m.fieldCode === 'lingua')).toMatchObject({
      value: 'francese',
      list_id: 37,
    });
    expect((await record('103')).record.metadati[1]).toMatchObject({ fieldCode: 'consistenza', value: '38' });
  });

  it('links the hierarchy whichever id form each locale file used', async () => {
    for (const locale of ['it', 'en', 'fr']) {
      const letter = await record('104', locale);
      expect(ids(letter.parents), locale).toEqual(['101', '102', '103']);
      const file = await post('/api/public/catalogue/children', { table: 'ca_objects', id: '103', locale });
      expect(ids(file.data), locale).toEqual(['104', '105']);
      // 115 was refused, 116 is private: the fonds shows its three public children.
      const fonds = await post('/api/public/catalogue/children', { table: 'ca_objects', id: '101', locale });
      expect(ids(fonds.data), locale).toEqual(['102', '108', '114']);
      const tree = await post('/api/public/catalogue/tree', { locale });
      expect(ids(tree.data).sort(), locale).toEqual(['101', '111']);
    }
  });

  it('relates records by numeric rel_id, both ways', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/mongo/related/relations_it/ca_entities/201',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { rel_id: string }) => r.rel_id)
        .sort(),
    ).toEqual(['104', '301']);
    const back = await app.inject({
      method: 'POST',
      url: '/api/public/mongo/related/relations_fr/ca_objects/104',
    });
    expect(back.json().data).toMatchObject([{ rel_id: '201', rel_table: 'ca_entities' }]);
  });

  it('counts the timeline by the years the export gives', async () => {
    const objects = { tables: ['ca_objects'] };
    const around1789 = await post('/api/public/catalogue/timeline', { ...objects, from: 1788, to: 1792 });
    expect(around1789.data).toEqual([
      { year: 1788, count: 0 },
      { year: 1789, count: 4 },
      { year: 1790, count: 4 },
      { year: 1791, count: 3 },
      { year: 1792, count: 2 },
    ]);
    const all = (await post('/api/public/catalogue/timeline', objects)).data as {
      year: number;
      count: number;
    }[];
    expect(all[0]).toEqual({ year: -500, count: 2 });
    expect(all.at(-1)).toEqual({ year: 1860, count: 2 });
    expect(all.find((y) => y.year === 998)).toEqual({ year: 998, count: 2 });
    expect(all.find((y) => y.year === 1970)).toBeUndefined();
  });

  it('finds records by date filter and sorts them by date', async () => {
    const byDate = async (from: string, to: string) => {
      const filters = [serializeFilterToken({ type: 'date', from, to })];
      const body = await post('/api/public/catalogue/search', {
        tables: ['ca_objects'],
        filters,
        facets: false,
      });
      return ids(body.data).sort();
    };
    expect(await byDate('1789', '1789')).toEqual(['101', '102', '103', '104']);
    expect(await byDate('14/07/1789', '14/07/1789')).toEqual(['101', '102', '103', '104']);
    expect(await byDate('1000', '1000')).toEqual(['111']);
    expect(await byDate('-500', '-500')).toEqual(['111', '113']);
    expect(await byDate('1848', '')).toEqual(['101', '108', '114']);
    const sorted = await post('/api/public/catalogue/search', {
      tables: ['ca_objects'],
      sort: { field: 'data.start', order: 'asc' },
      limit: 4,
      facets: false,
    });
    expect(ids(sorted.data).slice(0, 2).sort()).toEqual(['111', '113']);
    expect(ids(sorted.data).slice(2)).toEqual(['112', '101']);
  });
});
