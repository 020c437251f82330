/**
 * Trigram index over a list of strings (labels by doc, or distinct metadata values), the narrowing
 * step of substring and regex matches (as code-search engines and PostgreSQL's pg_trgm do): a regex
 * whose every match must contain "lettera" can only match strings holding the trigrams "let",
 * "ett", "tte", "ter", "era"; those posting lists are intersected and only the survivors are tested
 * with the regex itself. Text is folded per UTF-16 code unit by the regex engine's own case
 * canonicalisation, so a case-insensitive pattern and a case-sensitive one narrow alike and never
 * lose a match.
 */

/** ECMAScript's Canonicalize for non-unicode `i` regexes, per code unit (as the engine compares). */
const FOLD = (() => {
  const table = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) {
    const upper = String.fromCharCode(c).toUpperCase();
    const u = upper.length === 1 ? upper.charCodeAt(0) : c;
    // The spec keeps a non-ASCII character that would upper-case into ASCII (e.g. U+017F, long s).
    table[c] = c >= 128 && u < 128 ? c : u;
  }
  return table;
})();

export const foldUnit = (code: number) => FOLD[code]!;

/** Calls fn with each trigram key of the folded text (repeats included). */
function eachGram(text: string, fn: (gram: number) => void): void {
  if (text.length < 3) return;
  let a = FOLD[text.charCodeAt(0)]!;
  let b = FOLD[text.charCodeAt(1)]!;
  for (let i = 2; i < text.length; i++) {
    const c = FOLD[text.charCodeAt(i)]!;
    fn(a * 4294967296 + b * 65536 + c);
    a = b;
    b = c;
  }
}

export class GramIndex {
  /** Trigram -> its list: ids[starts[slot] .. starts[slot + 1]), ascending. */
  private constructor(
    private readonly slots: Map<number, number>,
    private readonly starts: Int32Array,
    private readonly ids: Int32Array,
  ) {}

  /**
   * Two passes over the strings (count, then fill) into one flat array: no per-trigram growable
   * lists, so building 100k labels takes ~3 M postings (12 MB) and little garbage.
   */
  static build(count: number, textOf: (id: number) => string | undefined): GramIndex {
    const slots = new Map<number, number>();
    let sizes: Int32Array = new Int32Array(4096);
    let last: Int32Array = new Int32Array(4096);
    for (let id = 0; id < count; id++) {
      const text = textOf(id);
      if (text === undefined) continue;
      eachGram(text, (gram) => {
        let slot = slots.get(gram);
        if (slot === undefined) {
          slot = slots.size;
          slots.set(gram, slot);
          if (slot >= sizes.length) {
            sizes = grow(sizes, 0);
            last = grow(last, -1);
          }
          last[slot] = -1;
        }
        if (last[slot] !== id) {
          last[slot] = id;
          sizes[slot]!++;
        }
      });
    }
    const starts = new Int32Array(slots.size + 1);
    for (let s = 0; s < slots.size; s++) starts[s + 1] = starts[s]! + sizes[s]!;
    const ids = new Int32Array(starts[slots.size]!);
    const fill = sizes.subarray(0, slots.size);
    fill.set(starts.subarray(0, slots.size));
    last.fill(-1);
    for (let id = 0; id < count; id++) {
      const text = textOf(id);
      if (text === undefined) continue;
      eachGram(text, (gram) => {
        const slot = slots.get(gram)!;
        if (last[slot] !== id) {
          last[slot] = id;
          ids[fill[slot]!++] = id;
        }
      });
    }
    return new GramIndex(slots, starts, ids);
  }

  /** Postings held (for figures). */
  get size(): number {
    return this.ids.length;
  }

  private list(gram: number): Int32Array {
    const slot = this.slots.get(gram);
    return slot === undefined ? EMPTY : this.ids.subarray(this.starts[slot]!, this.starts[slot + 1]!);
  }

  /**
   * Ids whose text may match: `branches` is an OR of ANDs of literals every match holds (see
   * regex-literals.ts). Null when some branch has no trigram to narrow by (every id may match).
   */
  candidates(branches: readonly (readonly string[])[]): Int32Array | null {
    let out: Int32Array | null = null;
    for (const literals of branches) {
      const grams = new Set<number>();
      for (const literal of literals) eachGram(literal, (g) => grams.add(g));
      if (!grams.size) return null;
      const lists = [...grams].map((g) => this.list(g)).sort((a, b) => a.length - b.length);
      let hit: Int32Array = lists[0]!;
      for (let i = 1; i < lists.length && hit.length; i++) hit = intersect(hit, lists[i]!);
      out = out ? union(out, hit) : hit;
    }
    return out ?? EMPTY;
  }
}

const EMPTY = new Int32Array(0);

function grow(a: Int32Array, fill: number): Int32Array {
  const b = new Int32Array(a.length * 2).fill(fill);
  b.set(a);
  return b;
}

/** Sorted intersection; gallops through the longer list when the shorter one is much shorter. */
export function intersect(small: Int32Array, large: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(small.length, large.length));
  let n = 0;
  let j = 0;
  const gallop = large.length > small.length * 8;
  for (let i = 0; i < small.length && j < large.length; i++) {
    const v = small[i]!;
    if (gallop) {
      let lo = j;
      let hi = large.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (large[mid]! < v) lo = mid + 1;
        else hi = mid;
      }
      j = lo;
    } else while (j < large.length && large[j]! < v) j++;
    if (j < large.length && large[j] === v) out[n++] = v;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const va = i < a.length ? a[i]! : Number.POSITIVE_INFINITY;
    const vb = j < b.length ? b[j]! : Number.POSITIVE_INFINITY;
    const v = Math.min(va, vb);
    if (va === v) i++;
    if (vb === v) j++;
    out[n++] = v;
  }
  return out.subarray(0, n);
}
