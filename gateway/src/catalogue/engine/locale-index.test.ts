import type { CatalogueRecord } from '@archive/contracts/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeySpace, LocaleIndex, RecordCollector } from './locale-index';
import { catalogueArb } from './raw-arbitraries';

/** Everything an index answers from, in comparable form. */
function snapshot(index: LocaleIndex) {
  const postings = (p: LocaleIndex['termPostings']) =>
    Object.fromEntries([...p.keys()].sort().map((k) => [k, [...p.get(k)!]]));
  const sets = (m: Map<unknown, { toArray(): number[] }>) => [...m].map(([k, s]) => [k, s.toArray()]);
  return {
    size: index.size,
    records: Array.from({ length: index.size }, (_, d) => JSON.stringify(index.record(d))),
    tables: sets(index.tableSets),
    types: sets(index.typeSets),
    media: index.mediaSet.toArray(),
    filters: postings(index.filterPostings),
    meta: postings(index.metaPostings),
    ancestors: postings(index.ancestorPostings),
    terms: postings(index.termPostings),
    sortedTerms: index.sortedTerms,
    filterStart: [...index.filterStart],
    filterOrdinals: [...index.filterOrdinals],
    facets: index.filters.map((f) => JSON.stringify(f)),
    starts: [...index.starts],
    ends: [...index.ends],
    tableOf: [...index.tableOf],
    typeOf: [...index.typeOf],
    types_: index.types,
    tableNames: index.tableNames,
    children: [...index.children].map(([k, v]) => [k, [...v]]),
    roots: [...index.roots],
    orders: [...index.order].map(([k, v]) => [k, [...v]]),
    missing: [...index.missing],
    images: [[...index.images.vertical], [...index.images.horizontal]],
    labels: index.raw.labels,
    numeric: [...index.raw.numeric].map(([k, f]) => [k, [...f.kinds], [...f.values], f.clean]),
    metaValues: index.raw.meta.values,
  };
}

const record = (id: string, label: string, extra: Partial<CatalogueRecord> = {}): CatalogueRecord =>
  ({
    id,
    table: 'ca_objects',
    preferred_label: label,
    type_id: { id: 1, name: 'documento' },
    access: 1,
    hasMedia: false,
    metadati: [{ fieldCode: 'descrizione', label: 'Descrizione', value: `Testo ${label}` }],
    filtri: [{ id: `f-${label}`, name: label, path: `/x/${label}`, type: 'luogo' }],
    parent_path: [],
    isChild: false,
    representations: [],
    ...extra,
  }) as unknown as CatalogueRecord;

describe('LocaleIndex built as records are read', () => {
  it('equals the index built from the stored records, for any catalogue', () => {
    fc.assert(
      fc.property(catalogueArb, (records) => {
        const streamed = new LocaleIndex('it', records);
        // A collector without a locale indexes nothing as read: the index decodes every record.
        const collector = new RecordCollector(new KeySpace());
        for (const r of records) collector.add(r);
        const decoded = new LocaleIndex('it', collector);
        expect(snapshot(streamed)).toEqual(snapshot(decoded));
      }),
      { numRuns: 150 },
    );
  });

  it('takes the later record of a key read twice (and indexes only it)', () => {
    const index = new LocaleIndex('it', [
      record('1', 'Lettera'),
      record('2', 'Ritratto', { parent: '1', parent_path: ['1'] }),
      record('1', 'Fotografia', { hasMedia: true }),
    ]);
    expect(index.size).toBe(2);
    expect(index.record(0).preferred_label).toBe('Fotografia');
    expect(index.termPostings.get('lettera')).toBeUndefined();
    expect([...index.termPostings.get('fotograf')!]).toEqual([0]);
    expect(index.filterPostings.get('f-Lettera')).toBeUndefined();
    expect(index.mediaSet.toArray()).toEqual([0]);
    expect([...index.children.get('ca_objects\u00001')!]).toEqual([1]);
  });

  it('holds an empty catalogue and a large one past the first growth', () => {
    expect(new LocaleIndex('it', []).size).toBe(0);
    const many = Array.from({ length: 5000 }, (_, i) =>
      record(String(i), `Documento ${i % 7}`, { data: { start: i, end: null }, ordine: 5000 - i }),
    );
    const index = new LocaleIndex('it', many);
    expect(index.size).toBe(5000);
    expect(index.starts[4999]).toBe(4999);
    expect(index.order.get('ordine')![0]).toBe(4999);
    expect(index.raw.numeric.get('data.start')!.values.length).toBe(5000);
    expect(index.tableSets.get('ca_objects')!.count()).toBe(5000);
  });
});
