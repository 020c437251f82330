import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstNotBefore,
  prefixRange,
  STEM_FAMILY_MAX,
  sortedStemFamily,
  stemFamilyRange,
} from './sorted-range';

const sortedWords = fc
  .array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'è', ' ', 'z'), maxLength: 6 }), { maxLength: 60 })
  .map((words) => [...new Set(words)].sort());
const prefix = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'è', ' ', 'z'), maxLength: 4 });

/** What the searches must give, read the slow way: every place whose string starts with the prefix. */
const startingWith = (words: string[], p: string) => words.flatMap((w, i) => (w.startsWith(p) ? [i] : []));
const places = ([from, to]: [number, number]) => Array.from({ length: to - from }, (_, k) => from + k);

describe('sorted ranges', () => {
  it('firstNotBefore finds where a true-then-false predicate turns', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (n, turn) => {
        const at = Math.min(turn, n);
        expect(firstNotBefore(n, (i) => i < at)).toBe(at);
      }),
    );
  });

  it('prefixRange gives exactly the strings the prefix starts, at most max of them', () => {
    fc.assert(
      fc.property(sortedWords, prefix, fc.integer({ min: 1, max: 5 }), (words, p, max) => {
        const at = (i: number) => words[i]!;
        const all = startingWith(words, p);
        expect(places(prefixRange(words.length, at, p))).toEqual(all);
        expect(places(prefixRange(words.length, at, p, max))).toEqual(all.slice(0, max));
      }),
      { numRuns: 500 },
    );
  });

  it('a stem stands for itself when short, for its family of longer stems from four letters', () => {
    const terms = ['lett', 'letter', 'lettera', 'lettur', 'lib', 'libr', 'libro'];
    const family = (stem: string) => places(sortedStemFamily(terms, stem)).map((i) => terms[i]);
    expect(family('lett')).toEqual(['lett', 'letter', 'lettera', 'lettur']);
    expect(family('lib')).toEqual(['lib']);
    expect(family('li')).toEqual([]);
    expect(family('libr')).toEqual(['libr', 'libro']);
    expect(family('lettere')).toEqual([]);
  });

  it('a common stem takes at most STEM_FAMILY_MAX terms, unless told otherwise', () => {
    const terms = Array.from({ length: 450 }, (_, i) => `casa${String(i).padStart(3, '0')}`);
    expect(places(sortedStemFamily(terms, 'casa'))).toHaveLength(STEM_FAMILY_MAX);
    const all = stemFamilyRange(terms.length, (i) => terms[i]!, 'casa', Number.POSITIVE_INFINITY);
    expect(places(all)).toHaveLength(450);
  });
});
