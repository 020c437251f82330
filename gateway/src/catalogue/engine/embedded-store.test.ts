import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { Query } from 'mingo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNdjson } from '../snapshot';
import { EmbeddedCatalogueStore } from './embedded-store';
import { testRelation } from './test-records';

const roma = {
  id: 'place-roma',
  name: 'Roma',
  path: '/place/italia/lazio/roma',
  type: 'luogo',
  cord: [41.9, 12.5],
};
const milano = { id: 'place-milano', name: 'Milano', path: '/place/italia/lombardia/milano', type: 'luogo' };
const record = (i: number): CatalogueRecord => ({
  id: String(i),
  table: i % 3 === 0 ? 'ca_entities' : 'ca_objects',
  preferred_label: `Documento ${String(100 - i).padStart(3, '0')}`,
  type_id: { id: 10 + (i % 4), name: `tipo ${i % 4}` },
  access: i % 10 === 9 ? 0 : 1,
  hasMedia: false,
  metadati: [{ fieldCode: 'descrizione', label: 'Descrizione', value: `testo ${i}` }],
  filtri: i % 2 ? [roma] : [roma, milano],
  parent_path: i > 5 ? ['1'] : [],
  ...(i > 5 ? { parent: '1' } : {}),
  ...(i % 4 ? { ordine: i % 7 } : {}),
  isChild: i > 5,
  representations: [],
  // Some carry page text (issue 23), which the raw calls neither filter on nor answer.
  ...(i % 5 === 2
    ? { fulltext: [{ page: 1, text: `pagina ${i}`, width: 10, height: 10, boxes: '0,0,5,5 5,0,5,5' }] }
    : {}),
});
const RECORDS = Array.from({ length: 60 }, (_, i) => record(i));
const PUBLIC = RECORDS.filter((r) => r.access === 1).map(({ fulltext: _pages, ...r }) => r);

let dir: string;
let store: EmbeddedCatalogueStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oa-embedded-'));
  await writeNdjson(join(dir, 'data_it.ndjson'), RECORDS);
  store = new EmbeddedCatalogueStore(dir);
  await store.load();
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** What a plain mingo find over the public records answers: the store must answer the same. */
function expected(
  query: Record<string, unknown>,
  sort: Record<string, 1 | -1> | undefined,
  skip: number,
  limit: number,
) {
  const q = new Query(query);
  const matches = q.find(PUBLIC as unknown as object[]).all();
  let cursor = q.find(matches as object[]);
  if (sort) cursor = cursor.sort(sort);
  return { data: cursor.skip(skip).limit(limit).all(), count: matches.length };
}

describe('EmbeddedCatalogueStore raw calls on the compact store', () => {
  it.each([
    [{ 'filtri.id': 'place-milano', table: 'ca_objects' }, undefined],
    [{ 'filtri.id': 'place-roma' }, { ordine: 1, preferred_label: -1 }],
    [{ $and: [{ parent: '1' }, { 'type_id.id': { $in: [11, 12] } }] }, { preferred_label: 1 }],
    [{ id: { $in: ['3', '4', '9'] } }, undefined],
    [{ preferred_label: { $regex: '0[45]' }, access: 1 }, { 'type_id.id': -1 }],
  ] as [Record<string, unknown>, Record<string, 1 | -1> | undefined][])(
    'mongo/search %j (sort %j) answers as mingo over the public records',
    async (query, sort) => {
      for (const [skip, limit] of [
        [0, 5],
        [3, 4],
        [0, 200],
      ] as const) {
        const got = await store.rawFind({ collection: 'data_it', query, sort, skip, limit });
        const want = expected(query, sort, skip, limit);
        expect(got.count).toBe(want.count);
        expect(got.data).toEqual(want.data);
      }
    },
  );

  it('lets aggregate stages change their documents without touching the stored records', async () => {
    const before = await store.record('it', 'ca_objects', '2');
    const changed = await store.rawAggregate(
      'data_it',
      [
        { $match: { 'filtri.id': 'place-roma' } },
        { $set: { 'type_id.name': 'cambiato', 'filtri.name': 'cambiato' } },
        { $unset: 'metadati' },
      ],
      1000,
    );
    expect(changed).toHaveLength(PUBLIC.length);
    expect((changed[0] as CatalogueRecord).type_id.name).toBe('cambiato');
    const after = await store.record('it', 'ca_objects', '2');
    expect(after).toEqual(before);
    expect(after!.record.filtri[0]!.name).toBe('Roma');
    expect(after!.record.metadati).toHaveLength(1);
  });

  it('gives tree nodes their pages without the word boxes', async () => {
    const { data } = await store.children('it', 'ca_objects', '1', 100, 0);
    const seven = data.find((n) => n.record.id === '7')!.record;
    expect(seven.fulltext).toEqual([{ page: 1, text: 'pagina 7', width: 10, height: 10 }]);
    // The record itself keeps them (the viewer draws them).
    expect((await store.record('it', 'ca_objects', '7'))!.record.fulltext![0]!.boxes).toBe('0,0,5,5 5,0,5,5');
  });

  it('groups over every public record, private ones never counted', async () => {
    const rows = (await store.rawAggregate(
      'data_it',
      [{ $group: { _id: '$table', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
      1000,
    )) as { _id: string; n: number }[];
    const count = (table: string) => PUBLIC.filter((r) => r.table === table).length;
    expect(rows).toEqual([
      { _id: 'ca_entities', n: count('ca_entities') },
      { _id: 'ca_objects', n: count('ca_objects') },
    ]);
  });
});

describe('relations load after the records are served', () => {
  it('answers related and raw relation calls made at ready in full (they wait for the relations)', async () => {
    const relDir = await mkdtemp(join(tmpdir(), 'oa-embedded-rel-'));
    try {
      const relation = (id: string, relId: string, relAccess = 1) =>
        testRelation(id, relId, { rel_access: relAccess });
      // Written before the data file on purpose: the store reads relations after the records anyway.
      await writeNdjson(join(relDir, 'relations_it.ndjson'), [
        ...Array.from({ length: 3000 }, (_, i) => relation('1', String(3 * (i % 3)))),
        relation('2', '3'),
        relation('2', '9', 0),
        { ...relation('2', '19'), rel_table: 'ca_objects' }, // ca_objects 19 is private
      ]);
      await writeNdjson(join(relDir, 'data_it.ndjson'), RECORDS);
      const relStore = new EmbeddedCatalogueStore(relDir);
      await relStore.load({ background: true, watchMs: 0 });
      const [related, found] = await Promise.all([
        relStore.related('it', 'ca_objects', '2'),
        relStore.rawFind({ collection: 'relations_it', query: { id: '1' }, skip: 0, limit: 1 }),
      ]);
      expect(related).toEqual([relation('2', '3')]);
      expect(found.count).toBe(3000);
      expect((await relStore.related('it', 'ca_objects', '1')).length).toBe(3000);
      await relStore.close();
    } finally {
      await rm(relDir, { recursive: true, force: true });
    }
  });
});
