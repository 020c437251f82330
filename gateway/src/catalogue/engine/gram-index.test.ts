import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldUnit, GramIndex, readPacked, writeVarint } from './gram-index';

/** Folded per UTF-16 code unit, as the index folds. */
const foldUnits = (text: string) => {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(foldUnit(text.charCodeAt(i)));
  return out;
};
const gramsOf = (text: string) => {
  const f = foldUnits(text);
  const out: string[] = [];
  for (let i = 0; i + 3 <= f.length; i++) out.push(f.slice(i, i + 3));
  return out;
};

describe('packed posting lists (gap varints)', () => {
  const pack = (ids: number[]) => {
    const bytes = new Uint8Array(ids.length * 5);
    let at = 0;
    let prev = -1;
    for (const id of ids) {
      at = writeVarint(bytes, at, id - prev);
      prev = id;
    }
    return { bytes: bytes.subarray(0, at), length: at };
  };

  it('round-trips empty lists, id 0, and ids up to 2^31 - 1', () => {
    for (const ids of [
      [],
      [0],
      [0, 1, 2],
      [127, 128, 16383, 16384, 2097151, 2097152],
      [2 ** 31 - 2, 2 ** 31 - 1],
    ]) {
      const { bytes } = pack(ids);
      expect([...readPacked(bytes, 0, ids.length)]).toEqual(ids);
    }
    // A gap under 128 takes one byte.
    expect(pack([0, 5, 100, 227]).length).toBe(4);
    expect(pack([2 ** 31 - 1]).length).toBe(5);
  });

  it('round-trips any ascending list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 200 }), (raw) => {
        const ids = [...raw].sort((a, b) => a - b);
        expect([...readPacked(pack(ids).bytes, 0, ids.length)]).toEqual(ids);
      }),
    );
  });
});

describe('GramIndex (packed) narrows exactly by trigrams', () => {
  // Texts from a small alphabet (so trigrams repeat), with accents, case, astral characters.
  const textArb = fc.oneof(
    fc.stringMatching(/^[aAbBàÀ ]{0,12}$/),
    fc
      .array(fc.constantFrom('a', 'B', 'ß', 'İ', 'ſ', 'é', 'É', '😀', '中', ' '), { maxLength: 10 })
      .map((a) => a.join('')),
  );
  it('gives the ids holding every trigram of a branch, for each branch (union)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(textArb, { nil: undefined }), { maxLength: 60 }),
        fc.array(fc.array(textArb, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }),
        (texts, branches) => {
          const index = GramIndex.build(texts.length, (i) => texts[i]);
          const got = index.candidates(branches);
          const branchGrams = branches.map((literals) => new Set(literals.flatMap(gramsOf)));
          if (branchGrams.some((g) => g.size === 0)) {
            expect(got).toBeNull();
            return;
          }
          const expected: number[] = [];
          texts.forEach((text, id) => {
            if (text === undefined) return;
            const held = new Set(gramsOf(text));
            if (branchGrams.some((grams) => [...grams].every((g) => held.has(g)))) expected.push(id);
          });
          expect([...got!]).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('holds an empty catalogue and large doc numbers', () => {
    expect([...GramIndex.build(0, () => 'abc').candidates([['abc']])!]).toEqual([]);
    const n = 300_000;
    const index = GramIndex.build(n, (i) =>
      i === 0 || i === 1000 || i === n - 1 ? 'Città' : i % 2 ? 'xyz' : undefined,
    );
    expect([...index.candidates([['CITTÀ']])!]).toEqual([0, 1000, n - 1]);
    expect(index.list(0).length).toBe(0);
    // 'Città' has 3 trigrams; 'xyz' one, on the odd docs but the last.
    expect(index.size).toBe(3 * 3 + (n / 2 - 1));
  });
});

describe('built in slices', () => {
  it('gives the same lists as the one-piece build, and yields to the event loop between slices', async () => {
    const texts = Array.from(
      { length: 2_500 },
      (_, i) => `Lettera ${i} da Roma ${i % 7 ? 'ponte' : 'città'}`,
    );
    const whole = GramIndex.build(texts.length, (id) => texts[id]);
    // Another task on the event loop, one step a turn: it runs between the slices.
    let turns = 0;
    let done = false;
    const other = (async () => {
      while (!done) {
        turns++;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    })();
    const sliced = await GramIndex.buildInSlices(texts.length, (id) => texts[id], 100);
    done = true;
    await other;
    for (const branch of [[['lettera']], [['roma', 'ponte']], [['città'], ['12']], [['zzz']]])
      expect(sliced.candidates(branch)).toEqual(whole.candidates(branch));
    expect(sliced.byteLength).toBe(whole.byteLength);
    // 2 passes of 25 slices each, the other task stepping between them.
    expect(turns).toBeGreaterThanOrEqual(40);
  });
});
