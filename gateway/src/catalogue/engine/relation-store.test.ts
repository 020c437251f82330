import type { CatalogueRecord, Relation } from '@archive/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { LocaleIndex } from './locale-index';
import { RecordCodec, SharedBlobReader } from './record-codec';
import { RelationStore } from './relation-store';
import { testRecord, testRelation } from './test-records';

const relation = testRelation;

const record = (id: string, access = 1, table = 'ca_objects'): CatalogueRecord =>
  testRecord(id, {
    table: table as CatalogueRecord['table'],
    access,
    preferred_label: `R ${id}`,
    type_id: { id: 1, name: 't' },
  });

describe('RelationStore', () => {
  it('gives back each relation exactly (keys, order, unicode, extra fields, large ids)', () => {
    const store = new RelationStore();
    const relations = [
      relation('1', '2'),
      relation('9007199254740993', '18446744073709551615'),
      relation('3', '4', { note: null, weight: 0.5, tags: ['a', 'b'], nested: { x: 1 } }),
      { ...relation('5', '6'), type: undefined } as unknown as Relation,
      relation('7', '8', { rel_name: 'ü'.repeat(1000), type: 17 }),
    ];
    relations.forEach((r, i) => {
      store.add(r, i);
    });
    store.finish(relations.length);
    relations.forEach((r, i) => {
      expect(JSON.stringify(store.get(i))).toBe(JSON.stringify(r));
      expect(store.of(i).map((x) => JSON.stringify(x))).toEqual([JSON.stringify(r)]);
    });
    expect(store.all().length).toBe(relations.length);
  });

  it('is empty before and after finishing with nothing, and for docs out of range', () => {
    const store = new RelationStore();
    expect(store.of(0)).toEqual([]);
    store.finish(0);
    expect(store.size).toBe(0);
    expect(store.of(0)).toEqual([]);
    expect(store.of(-1)).toEqual([]);
    expect(store.blob.shared().count).toBe(0);
  });

  it('lists the relations of a doc in the order added; docs -1 are kept but listed under none', () => {
    const store = new RelationStore();
    store.add(relation('a', '1'), 2);
    store.add(relation('b', '2'), -1);
    store.add(relation('c', '3'), 0);
    store.add(relation('d', '4'), 2);
    store.finish(3);
    expect(store.of(2).map((r) => r.id)).toEqual(['a', 'd']);
    expect(store.of(0).map((r) => r.id)).toEqual(['c']);
    expect(store.of(1)).toEqual([]);
    expect(store.all().map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is read by the raw worker from shared memory with its dictionary, fresh copies', () => {
    const store = new RelationStore();
    for (let i = 0; i < 50; i++) store.add(relation(String(i), String(i + 1)), -1);
    store.finish(0);
    const reader = new SharedBlobReader(store.blob.shared(), RecordCodec.from(store.blob.codec.dictionary()));
    expect(reader.size).toBe(50);
    expect(reader.get(49)).toEqual(relation('49', '50'));
  });

  it('takes far fewer bytes than the relations as JSON', () => {
    const store = new RelationStore();
    let json = 0;
    for (let i = 0; i < 1000; i++) {
      const r = relation(String(10000 + i), String(20000 + i));
      json += JSON.stringify(r).length;
      store.add(r, -1);
    }
    store.finish(0);
    expect(store.blob.byteLength).toBeLessThan(json * 0.6);
  });
});

describe('LocaleIndex relations', () => {
  it('keeps only relations whose both sides are public, listed by the doc of their first side', () => {
    const index = new LocaleIndex('it', [
      record('1'),
      record('2'),
      record('3', 0),
      record('10', 1, 'ca_entities'),
    ]);
    index.setRelations([
      relation('1', '10'),
      relation('2', '10'),
      relation('1', '11'),
      relation('3', '10'), // private first side
      relation('1', '10', { rel_access: 0 }),
      { ...relation('10', '1'), table: 'ca_entities', rel_table: 'ca_objects' } as Relation,
      relation('99', '10'), // unknown first side: kept for raw calls, listed under no doc
    ]);
    expect(index.relations.size).toBe(5);
    expect(index.relations.of(index.get('ca_objects', '1')!).map((r) => r.rel_id)).toEqual(['10', '11']);
    expect(index.relations.of(index.get('ca_entities', '10')!).map((r) => r.rel_id)).toEqual(['1']);
    expect(index.relations.all().map((r) => r.id)).toEqual(['1', '2', '1', '10', '99']);
  });
});
