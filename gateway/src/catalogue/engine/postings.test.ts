import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';
import { PackedPostings, PostingsBuilder } from './postings';

describe('PostingsBuilder / PackedPostings', () => {
  it('gives back every list exactly, keys unicode or empty, repeats of the last doc dropped', () => {
    const b = new PostingsBuilder();
    const lists: Record<string, number[]> = { '': [0], città: [0, 1, 2], '中文😀': [5, 127, 128, 16511] };
    const docs = [...new Set(Object.values(lists).flat())].sort((x, y) => x - y);
    for (const doc of docs)
      for (const [key, list] of Object.entries(lists))
        if (list.includes(doc)) {
          b.add(key, doc);
          b.add(key, doc);
        }
    const p = b.freeze();
    expect(p.size).toBe(3);
    for (const [key, list] of Object.entries(lists)) {
      expect([...p.get(key)!]).toEqual(list);
      expect(p.count(key)).toBe(list.length);
      expect(p.has(key)).toBe(true);
    }
    expect(p.get('missing')).toBeUndefined();
    expect(p.count('missing')).toBe(0);
    const set = new Bitset(20000);
    p.addTo('中文😀', set);
    p.addTo('missing', set);
    expect(set.toArray()).toEqual([5, 127, 128, 16511]);
  });

  it('holds nothing, and doc numbers up to 2^31 - 1', () => {
    expect(new PostingsBuilder().freeze().size).toBe(0);
    expect(PackedPostings.EMPTY.get('x')).toBeUndefined();
    const b = new PostingsBuilder();
    for (const doc of [0, 2 ** 21, 2 ** 28 - 1, 2 ** 28, 2 ** 31 - 1]) b.add('k', doc);
    expect([...b.freeze().get('k')!]).toEqual([0, 2 ** 21, 2 ** 28 - 1, 2 ** 28, 2 ** 31 - 1]);
  });

  it('refuses docs out of order (the indexer adds them ascending)', () => {
    const b = new PostingsBuilder();
    b.add('k', 5);
    expect(() => b.add('k', 4)).toThrow();
  });

  it('matches a map of arrays for any interleaving of keys (lists spanning many blocks)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('a', 'b', 'è', '', 'long key 𝄞'), fc.integer({ min: 0, max: 5000 })),
          {
            maxLength: 400,
          },
        ),
        (pairs) => {
          // Docs ascending, as the indexer sends them.
          const sorted = [...pairs].sort((x, y) => x[1] - y[1]);
          const expected = new Map<string, number[]>();
          const b = new PostingsBuilder();
          for (const [key, doc] of sorted) {
            b.add(key, doc);
            const list = expected.get(key) ?? [];
            if (list[list.length - 1] !== doc) list.push(doc);
            expected.set(key, list);
          }
          const p = b.freeze();
          expect(p.size).toBe(expected.size);
          expect(new Set(p.keys())).toEqual(new Set(expected.keys()));
          for (const [key, list] of expected) expect([...p.get(key)!]).toEqual(list);
        },
      ),
      { numRuns: 300 },
    );
  });
});
