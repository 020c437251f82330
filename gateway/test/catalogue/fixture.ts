import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueRecord, Relation } from '@archive/contracts/catalogue';
import { buildApp } from '../../src/app';
import { writeDemoDataset } from '../../src/catalogue/demo/write-dataset';
import { EmbeddedCatalogueStore } from '../../src/catalogue/engine/embedded-store';
import { testRecord } from '../../src/catalogue/engine/test-records';
import { catalogueDir } from '../../src/catalogue/snapshot';
import { testConfig } from '../../src/config';
import { SEARCH_FIXTURE_RECORDS } from './fixture-search';

/**
 * A small catalogue for tests: 400 demo records plus hand-made ones whose access is known, so every
 * endpoint can be checked for leaks. Private records carry the word "riservatissimo".
 */
export const SECRET_WORD = 'riservatissimo';

const base = testRecord;

const image = {
  url: {
    thumbnail: '/api/public/catalogue/media/demo-01-thumbnail.png',
    medium: '/api/public/catalogue/media/demo-01-medium.png',
  },
  size: { width: 600, height: 900 },
};
const placeSecret = {
  id: 'place-segreto',
  name: 'Isola segreta',
  path: '/place/italia/segreto',
  type: 'luogo',
  cord: [40, 10] as [number, number],
};

export const FIXTURE_RECORDS: CatalogueRecord[] = [
  // A private fonds with a public child and a private child.
  base('90001', {
    preferred_label: `Fondo ${SECRET_WORD} Segreti`,
    access: 0,
    type_id: { id: 10, name: 'fondo' },
    data: { start: -2208988800, end: -1577923201 },
  }),
  base('90002', {
    preferred_label: 'Serie pubblica sotto fondo privato',
    parent: '90001',
    parent_path: ['90001'],
    isChild: true,
    ordine: 1,
  }),
  base('90003', {
    preferred_label: `Lettera ${SECRET_WORD}`,
    access: 0,
    parent: '90001',
    parent_path: ['90001'],
    isChild: true,
    ordine: 2,
    filtri: [placeSecret],
    hasMedia: true,
    primaryImg: image,
    representations: [{ mimetype: 'image/png', url: image.url }],
    data: { start: -2208988800, end: -2208988800 },
    // Page text of a private record: never found (issue 23).
    fulltext: [{ page: 1, text: 'scartafaccio riservato' }],
  }),
  // A public record related to a private one and to a public one, with two pages of text (issue 23).
  base('90004', {
    preferred_label: 'Verbale con relazioni miste',
    metadati: [{ fieldCode: 'genreform', label: 'Genere', value: 'verbale speciale' }],
    fulltext: [
      { page: 1, text: 'Il notaio trascrisse la pergamena antica' },
      {
        page: 2,
        text: 'scartafaccio di carte',
        width: 1000,
        height: 1500,
        boxes: '10,20,300,40 320,20,60,40 390,20,150,40',
      },
    ],
  }),
  base('90005', {
    preferred_label: `Persona ${SECRET_WORD}`,
    table: 'ca_entities',
    access: 2,
    type_id: { id: 20, name: 'persona' },
  }),
  base('90006', {
    preferred_label: 'Persona pubblica Ermenegilda',
    table: 'ca_entities',
    type_id: { id: 20, name: 'persona' },
  }),
];

const rel = (a: CatalogueRecord, b: CatalogueRecord, accessOverride?: number): Relation => ({
  id: a.id,
  table: a.table,
  label: a.preferred_label,
  type: a.type_id.name,
  access: a.access,
  rel_id: b.id,
  rel_table: b.table,
  rel_label: b.preferred_label,
  rel_type: b.type_id.name,
  rel_access: accessOverride ?? b.access,
  rel_name: 'soggetto',
  rel_name_reverse: 'citato in',
});
const [, , , mixed, secretPerson, publicPerson] = FIXTURE_RECORDS as [
  CatalogueRecord,
  CatalogueRecord,
  CatalogueRecord,
  CatalogueRecord,
  CatalogueRecord,
  CatalogueRecord,
];
export const FIXTURE_RELATIONS: Relation[] = [
  rel(mixed, publicPerson),
  rel(publicPerson, mixed),
  rel(mixed, secretPerson),
  rel(secretPerson, mixed),
  // Flag says public, but the record itself is private: still hidden.
  rel(mixed, secretPerson, 1),
];

export async function makeCatalogueDir(records = 400): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'oa-catalogue-'));
  const dir = catalogueDir(dataDir);
  await writeDemoDataset(dir, records);
  const store = new EmbeddedCatalogueStore(dir);
  for (const locale of ['it', 'en', 'fr'] as const) {
    await store.upsert({ locale, kind: 'data', docs: [...FIXTURE_RECORDS, ...SEARCH_FIXTURE_RECORDS] });
    await store.upsert({ locale, kind: 'relations', docs: FIXTURE_RELATIONS });
  }
  return dataDir;
}

export async function buildCatalogueApp(dataDir: string, overrides: Record<string, string> = {}) {
  return buildApp(testConfig({ DATA_DIR: dataDir, ...overrides }));
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });
