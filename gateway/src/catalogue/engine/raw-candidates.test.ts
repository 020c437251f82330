import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { fieldsReplacedBy } from './embedded-store';
import { LocaleIndex } from './locale-index';
import { narrowRaw, rawCandidates } from './raw-candidates';
import { testRecord } from './test-records';

const record = testRecord;
const roma = { id: 'place-roma', name: 'Roma', path: '/place/italia/lazio/roma', type: 'luogo' };
const RECORDS = [
  record('1', { type_id: { id: 10, name: 'fondo' } }),
  record('2', { parent: '1', parent_path: ['1'], filtri: [roma] }),
  record('3', { parent: '2', parent_path: ['1', '2'], filtri: [roma] }),
  record('4', { table: 'ca_entities', type_id: { id: 21, name: 'ente' } }),
  record('2', { table: 'ca_entities', type_id: { id: 21, name: 'ente' } }),
  record('5', { access: 0 }),
];
const index = new LocaleIndex('it', RECORDS);
const matches = (filter: Record<string, unknown>) => {
  const query = new Query(filter);
  const out: number[] = [];
  for (let doc = 0; doc < index.size; doc++) if (query.test(index.record(doc))) out.push(doc);
  return out;
};

describe('rawCandidates', () => {
  it.each([
    [{ id: '2' }, 2],
    [{ id: '2', table: 'ca_objects' }, 1],
    [{ table: { $in: ['ca_entities'] } }, 2],
    [{ 'type_id.id': 21 }, 2],
    [{ 'filtri.id': 'place-roma', access: 1 }, 2],
    [{ $and: [{ parent: '1' }, { table: 'ca_objects' }] }, 1],
    [{ parent_path: '1' }, 2],
    [{ parent: null }, 3],
    [{ $or: [{ id: '1' }, { id: '4' }] }, 2],
    [{ access: 0 }, 0],
    [{ access: 1 }, 5],
    [{ id: { $in: ['3', '4'] }, preferred_label: { $regex: 'Doc' } }, 2],
  ])('narrows %j to the docs it can match (%i)', (filter, size) => {
    const candidates = rawCandidates(index, filter)!;
    expect(candidates).not.toBeNull();
    expect(candidates.count()).toBe(size);
    for (const doc of matches(filter)) expect(candidates.has(doc)).toBe(true);
  });

  it('gives no handle (every doc a candidate) for fields or operators it cannot answer', () => {
    expect(rawCandidates(index, { 'metadati.label': 'Data' })).toBeNull();
    expect(rawCandidates(index, { type_id: { id: 13, name: 'documento' } })).toBeNull();
    expect(rawCandidates(index, { $or: [{ id: '1' }, { isChild: true }] })).toBeNull();
  });

  it('says when the candidates are exactly the matches, so nothing needs testing', () => {
    const exact = [
      { id: '2', table: 'ca_objects' },
      { 'filtri.id': { $in: ['place-roma'] }, access: 1 },
      { $or: [{ id: '1' }, { parent: '2' }] },
      { $and: [{ parent_path: '1' }, { 'type_id.id': 13 }] },
      // Answered by the label, metadata and numeric indexes, and complements of exact sets.
      { id: '2', preferred_label: 'Documento 2' },
      { table: { $in: ['ca_objects'], $ne: 'x' } },
      { 'filtri.id': 'place-roma', $nor: [{ id: '2' }] },
      { preferred_label: { $regex: 'documento [23]', $options: 'i' } },
      { score: { $exists: false }, table: { $nin: ['ca_entities'] } },
    ];
    for (const filter of exact) {
      const narrowed = narrowRaw(index, filter);
      expect(narrowed.exact).toBe(true);
      expect(narrowed.set!.toArray()).toEqual(matches(filter));
    }
    for (const filter of [{ parent: null }, { isChild: true, id: '2' }, { 'filtri.name': { $regex: 'Ro' } }])
      expect(narrowRaw(index, filter).exact).toBe(false);
  });
});

describe('hasMedia from the media set', () => {
  const withMedia = [
    testRecord('1', { hasMedia: true }),
    testRecord('2'),
    testRecord('3', { hasMedia: true }),
  ];
  const found = (records: CatalogueRecord[], filter: Record<string, unknown>) =>
    new Query(filter)
      .find(structuredClone(records))
      .all()
      .map((r) => (r as CatalogueRecord).id);

  it('answers true, false, $ne, $in and other values exactly, as mingo does', () => {
    const index = new LocaleIndex('it', withMedia);
    for (const filter of [
      { hasMedia: true },
      { hasMedia: false },
      { hasMedia: { $ne: true } },
      { hasMedia: { $in: [true, 1] } },
      { hasMedia: 1 },
      { hasMedia: null },
      { hasMedia: { $exists: true } },
    ]) {
      const narrowed = narrowRaw(index, filter);
      expect(narrowed.exact, JSON.stringify(filter)).toBe(true);
      expect(narrowed.set!.toArray().map((d) => index.record(d).id)).toEqual(found(withMedia, filter));
    }
  });

  it('leaves the filter to mingo when a record holds something else there', () => {
    const odd = [...withMedia, testRecord('4', { hasMedia: 'yes' as unknown as boolean })];
    expect(narrowRaw(new LocaleIndex('it', odd), { hasMedia: true }).exact).toBe(false);
  });
});

describe('fieldsReplacedBy', () => {
  it('lists the top-level fields a grouping stage reads, or null when it may read everything', () => {
    expect(
      fieldsReplacedBy({ $group: { _id: '$type_id.name', n: { $sum: 1 }, last: { $max: '$data.start' } } }),
    ).toEqual(['type_id', 'data']);
    expect(fieldsReplacedBy({ $count: 'n' })).toEqual([]);
    expect(fieldsReplacedBy({ $group: { _id: '$table', all: { $push: '$$ROOT' } } })).toBeNull();
    expect(fieldsReplacedBy({ $project: { table: 1 } })).toBeNull();
  });
});

describe('label regexes while the label trigrams are being built', () => {
  it('are left to the general path until the trigrams are there, then answered exactly', async () => {
    const index = new LocaleIndex('it', RECORDS);
    const building = index.raw.buildLabelGrams();
    const filter = { preferred_label: { $regex: 'documento [23]', $options: 'i' } };
    expect(narrowRaw(index, filter).exact).toBe(false);
    // Equality needs no trigrams: still exact, by a scan of the labels.
    expect(narrowRaw(index, { preferred_label: 'Documento 2' }).exact).toBe(true);
    await building;
    const narrowed = narrowRaw(index, filter);
    expect(narrowed.exact).toBe(true);
    expect(narrowed.set!.toArray()).toEqual(matches(filter));
  });
});
