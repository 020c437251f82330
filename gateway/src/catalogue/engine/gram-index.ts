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

/** Bytes of a gap as an unsigned LEB128 varint. */
const varintLength = (v: number) =>
  v < 0x80 ? 1 : v < 0x4000 ? 2 : v < 0x200000 ? 3 : v < 0x10000000 ? 4 : 5;

/**
 * Writes ascending ids as gaps (the first as id + 1), each an unsigned LEB128 varint, at `at`;
 * returns the offset after the last byte. Posting lists of doc numbers mostly have gaps under 128,
 * so they take ~1 byte a posting instead of 4.
 */
export function writeVarint(bytes: Uint8Array, at: number, gap: number): number {
  let v = gap;
  while (v >= 0x80) {
    bytes[at++] = (v & 0x7f) | 0x80;
    v = Math.floor(v / 128);
  }
  bytes[at++] = v;
  return at;
}

/**
 * Reads a packed list (writeVarint's gaps) id by id: `next()` decodes the following gap and
 * returns the id it leads to. One decoder for every packed list (trigrams, postings).
 */
export class PackedReader {
  private prev = -1;

  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  next(): number {
    const bytes = this.bytes;
    let b = bytes[this.at++]!;
    let gap = b & 0x7f;
    let shift = 128;
    while (b & 0x80) {
      b = bytes[this.at++]!;
      gap += (b & 0x7f) * shift;
      shift *= 128;
    }
    this.prev += gap;
    return this.prev;
  }
}

/** Decodes `count` gap-encoded ids from bytes[from..] into a fresh array. */
export function readPacked(bytes: Uint8Array, from: number, count: number): Int32Array {
  const out = new Int32Array(count);
  const reader = new PackedReader(bytes, from);
  for (let i = 0; i < count; i++) out[i] = reader.next();
  return out;
}

/** Ids of `sorted` also in the packed list bytes[from..] of `count` ids (one pass over the bytes). */
function intersectPacked(sorted: Int32Array, bytes: Uint8Array, from: number, count: number): Int32Array {
  const out = new Int32Array(sorted.length);
  const reader = new PackedReader(bytes, from);
  let n = 0;
  let i = 0;
  for (let k = 0; k < count && i < sorted.length; k++) {
    const id = reader.next();
    while (i < sorted.length && sorted[i]! < id) i++;
    if (i < sorted.length && sorted[i] === id) out[n++] = sorted[i++]!;
  }
  return out.subarray(0, n);
}

export class GramIndex {
  /**
   * Trigram -> its slot; the slot's ids (ascending, gap-varint packed) are the bytes from
   * starts[slot] to starts[slot + 1], counts[slot] of them.
   */
  private constructor(
    private readonly slots: Map<number, number>,
    private readonly starts: Uint32Array,
    private readonly counts: Int32Array,
    private readonly bytes: Uint8Array,
  ) {}

  /**
   * Two passes over the strings (count lists and their packed bytes, then fill) into one flat
   * byte array: no per-trigram growable lists and little garbage. At 100k labels ~3 M postings take
   * ~4 MB packed (12 MB as 32-bit ids).
   */
  static build(count: number, textOf: (id: number) => string | undefined): GramIndex {
    const steps = GramIndex.steps(count, textOf, Number.POSITIVE_INFINITY);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The same build in slices of `idsPerSlice` strings, each in a turn of the event loop of its own:
   * ~2 s of work at 1M labels that never holds other requests for more than a few milliseconds.
   */
  static async buildInSlices(
    count: number,
    textOf: (id: number) => string | undefined,
    idsPerSlice = 20_000,
  ): Promise<GramIndex> {
    const steps = GramIndex.steps(count, textOf, idsPerSlice);
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** The build, pausing (yield) after every `idsPerSlice` strings of each pass. */
  private static *steps(
    count: number,
    textOf: (id: number) => string | undefined,
    idsPerSlice: number,
  ): Generator<void, GramIndex> {
    const slots = new Map<number, number>();
    let sizes: Int32Array = new Int32Array(4096);
    let lengths: Int32Array = new Int32Array(4096);
    let last: Int32Array = new Int32Array(4096);
    for (let id = 0; id < count; id++) {
      if (id > 0 && id % idsPerSlice === 0) yield;
      const text = textOf(id);
      if (text === undefined) continue;
      eachGram(text, (gram) => {
        let slot = slots.get(gram);
        if (slot === undefined) {
          slot = slots.size;
          slots.set(gram, slot);
          if (slot >= sizes.length) {
            sizes = grow(sizes, 0);
            lengths = grow(lengths, 0);
            last = grow(last, -1);
          }
          last[slot] = -1;
        }
        const previous = last[slot]!;
        if (previous !== id) {
          lengths[slot]! += varintLength(id - previous);
          last[slot] = id;
          sizes[slot]!++;
        }
      });
    }
    const n = slots.size;
    const starts = new Uint32Array(n + 1);
    for (let s = 0; s < n; s++) starts[s + 1] = starts[s]! + lengths[s]!;
    const bytes = new Uint8Array(starts[n]!);
    const fill = new Float64Array(starts.subarray(0, n));
    last.fill(-1);
    for (let id = 0; id < count; id++) {
      if (id > 0 && id % idsPerSlice === 0) yield;
      const text = textOf(id);
      if (text === undefined) continue;
      eachGram(text, (gram) => {
        const slot = slots.get(gram)!;
        const previous = last[slot]!;
        if (previous !== id) {
          last[slot] = id;
          fill[slot] = writeVarint(bytes, fill[slot]!, id - previous);
        }
      });
    }
    return new GramIndex(slots, starts, sizes.slice(0, n), bytes);
  }

  /** Postings held (for figures). */
  get size(): number {
    let total = 0;
    for (const c of this.counts) total += c;
    return total;
  }

  /** Bytes the packed postings take (for figures). */
  get byteLength(): number {
    return this.bytes.length;
  }

  /** The ids of a trigram, decoded (ascending). */
  list(gram: number): Int32Array {
    const slot = this.slots.get(gram);
    return slot === undefined ? EMPTY : readPacked(this.bytes, this.starts[slot]!, this.counts[slot]!);
  }

  /**
   * Ids whose text may match: `branches` is an OR of ANDs of literals every match holds (see
   * regex-literals.ts). Null when some branch has no trigram to narrow by (every id may match).
   * The shortest list is decoded, the others are intersected with it in one pass over their bytes.
   */
  candidates(branches: readonly (readonly string[])[]): Int32Array | null {
    let out: Int32Array | null = null;
    for (const literals of branches) {
      const grams = new Set<number>();
      for (const literal of literals) eachGram(literal, (g) => grams.add(g));
      if (!grams.size) return null;
      const slots: number[] = [];
      let missing = false;
      for (const g of grams) {
        const slot = this.slots.get(g);
        if (slot === undefined) missing = true;
        else slots.push(slot);
      }
      let hit: Int32Array = EMPTY;
      if (!missing) {
        slots.sort((a, b) => this.counts[a]! - this.counts[b]!);
        const first = slots[0]!;
        hit = readPacked(this.bytes, this.starts[first]!, this.counts[first]!);
        for (let i = 1; i < slots.length && hit.length; i++) {
          const slot = slots[i]!;
          hit = intersectPacked(hit, this.bytes, this.starts[slot]!, this.counts[slot]!);
        }
      }
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
