import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Bitset } from './bitset';
import { GramIndex } from './gram-index';

/**
 * What the seed's raw mongo/* calls filter and sort on, kept per doc so the common shapes are
 * answered from indexes with Mongo's (mingo's) own semantics instead of a mingo scan: labels with a
 * trigram index, distinct metadata values with their docs and a trigram index, the numeric fields
 * (ordine, score, data.start, data.end) with what kind of value each doc holds, and sort orders in
 * mingo's order (null and missing first, strings by UTF-16 code units, ties in doc order), built on
 * first use.
 */

/** How a doc holds a numeric field, as Mongo's comparisons see it. */
export const MISSING = 0;
export const NULL = 1;
export const NUMBER = 2;
export const OTHER = 3;

export class NumericField {
  kinds: Uint8Array;
  values: Float64Array;
  /** No doc holds anything but a number, null or nothing: comparisons are answered here. */
  clean = true;

  constructor(n: number) {
    this.kinds = new Uint8Array(n);
    this.values = new Float64Array(n);
  }

  /** Room for `capacity` docs (grow) or exactly that many (trim). */
  resize(capacity: number): void {
    const kinds = new Uint8Array(capacity);
    kinds.set(this.kinds.subarray(0, capacity));
    const values = new Float64Array(capacity);
    values.set(this.values.subarray(0, capacity));
    this.kinds = kinds;
    this.values = values;
  }

  set(doc: number, value: unknown, present: boolean): void {
    if (!present || value === undefined) return;
    if (value === null) this.kinds[doc] = NULL;
    else if (typeof value === 'number') {
      this.kinds[doc] = NUMBER;
      this.values[doc] = value;
    } else {
      this.kinds[doc] = OTHER;
      this.clean = false;
    }
  }
}

/** Distinct string values of a path (metadati.value) -> the docs holding them, plus their trigrams. */
export class ValueIndex {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  private pairs = new Int32Array(4096);
  private pairCount = 0;
  docStart!: Int32Array;
  docs!: Int32Array;
  grams!: GramIndex;
  /** Every value seen was a string (anything else and the path is left to mingo). */
  pure = true;

  add(doc: number, value: unknown): void {
    if (typeof value !== 'string') {
      if (value !== undefined) this.pure = false;
      return;
    }
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.push(value) - 1;
      this.ids.set(value, id);
    }
    if (this.pairCount * 2 + 2 > this.pairs.length) {
      const grown = new Int32Array(this.pairs.length * 2);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[this.pairCount * 2] = id;
    this.pairs[this.pairCount * 2 + 1] = doc;
    this.pairCount++;
  }

  finish(): void {
    const n = this.values.length;
    const start = new Int32Array(n + 1);
    for (let i = 0; i < this.pairCount; i++) start[this.pairs[i * 2]! + 1]!++;
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    const docs = new Int32Array(this.pairCount);
    for (let i = 0; i < this.pairCount; i++) docs[fill[this.pairs[i * 2]!]!++] = this.pairs[i * 2 + 1]!;
    this.docStart = start;
    this.docs = docs;
    this.pairs = new Int32Array(0);
    this.grams = GramIndex.build(n, (id) => this.values[id]);
  }

  id(value: string): number | undefined {
    return this.ids.get(value);
  }

  addDocs(id: number, set: Bitset): void {
    for (let i = this.docStart[id]!; i < this.docStart[id + 1]!; i++) set.add(this.docs[i]!);
  }
}

export type RawSortKey = 'preferred_label' | 'ordine' | 'score' | 'data.start' | 'data.end';
export const RAW_SORT_KEYS: ReadonlySet<string> = new Set<RawSortKey>([
  'preferred_label',
  'ordine',
  'score',
  'data.start',
  'data.end',
]);

/** Docs in mingo's ascending order; tie[doc] numbers the runs of equal values (for descending). */
export interface RawOrder {
  order: Int32Array;
  rank: Int32Array;
  tie: Int32Array;
}

export class RawFields {
  readonly labels: string[];
  private grams: GramIndex | null = null;
  private gramsBuilding: Promise<void> | null = null;

  /**
   * Trigrams of the labels (~2 s of work at 1M records). The store has them built in slices right
   * after the locale is served (buildLabelGrams), so neither ready nor other visitors wait for
   * them; until they are there this is null, and label regexes take the general path. Where
   * nobody started a build (tests, tools) the first use builds them at once.
   */
  get labelGrams(): GramIndex | null {
    if (!this.grams && !this.gramsBuilding)
      this.grams = GramIndex.build(this.size, (doc) => this.labels[doc]);
    return this.grams;
  }

  /** Starts (once) the sliced build of the label trigrams; resolves when they are in use. */
  buildLabelGrams(): Promise<void> {
    if (this.grams) return Promise.resolve();
    this.gramsBuilding ??= GramIndex.buildInSlices(this.size, (doc) => this.labels[doc]).then((grams) => {
      this.grams = grams;
    });
    return this.gramsBuilding;
  }
  readonly numeric: Map<string, NumericField>;
  readonly meta = new ValueIndex();
  /** Each type id always carries the same name (then a $group on type_id.name reads the type ordinals). */
  readonly typeNames = new Map<number, string>();
  typeNamesConsistent = true;
  /** Every record's hasMedia is true or false (then `hasMedia` filters read the index's media set). */
  mediaFlagsBoolean = true;
  private readonly orders = new Map<RawSortKey, RawOrder | null>();

  /** Docs held; grows while records are indexed as read (grow), exact after trim. */
  size: number;

  constructor(size: number) {
    this.size = size;
    this.labels = new Array(size);
    this.numeric = new Map(
      ['ordine', 'score', 'data.start', 'data.end'].map((k) => [k, new NumericField(size)]),
    );
  }

  add(doc: number, r: CatalogueRecord): void {
    this.labels[doc] = r.preferred_label;
    const name = this.typeNames.get(r.type_id.id);
    if (name === undefined) this.typeNames.set(r.type_id.id, r.type_id.name);
    else if (name !== r.type_id.name) this.typeNamesConsistent = false;
    if (typeof r.type_id.name !== 'string') this.typeNamesConsistent = false;
    if (typeof r.hasMedia !== 'boolean') this.mediaFlagsBoolean = false;
    const raw = r as unknown as Record<string, unknown>;
    this.numeric.get('ordine')!.set(doc, raw.ordine, 'ordine' in raw);
    this.numeric.get('score')!.set(doc, raw.score, 'score' in raw);
    const data = raw.data;
    if (Array.isArray(data)) {
      // Mongo paths reach into arrays: leave such records' dates to mingo.
      this.numeric.get('data.start')!.set(doc, data, true);
      this.numeric.get('data.end')!.set(doc, data, true);
    } else if (data && typeof data === 'object') {
      const d = data as Record<string, unknown>;
      this.numeric.get('data.start')!.set(doc, d.start, 'start' in d);
      this.numeric.get('data.end')!.set(doc, d.end, 'end' in d);
    }
    if (!Array.isArray(raw.metadati)) this.meta.pure = false;
    else
      for (const m of raw.metadati as unknown[]) {
        if (m && typeof m === 'object' && !Array.isArray(m))
          this.meta.add(doc, (m as { value?: unknown }).value);
        else this.meta.pure = false;
      }
  }

  grow(capacity: number): void {
    for (const field of this.numeric.values()) field.resize(capacity);
    this.size = capacity;
  }

  /** Ends growing: exactly n docs. */
  trim(n: number): void {
    for (const field of this.numeric.values()) field.resize(n);
    this.labels.length = n;
    this.size = n;
  }

  finish(): void {
    this.meta.finish();
  }

  /** The sort order of a key in mingo's order, or null when the field holds other kinds of value. */
  order(key: RawSortKey): RawOrder | null {
    let order = this.orders.get(key);
    if (order === undefined) {
      order = this.buildOrder(key);
      this.orders.set(key, order);
    }
    return order;
  }

  private buildOrder(key: RawSortKey): RawOrder | null {
    const n = this.size;
    const docs = Int32Array.from({ length: n }, (_, i) => i);
    let same: (a: number, b: number) => boolean;
    if (key === 'preferred_label') {
      const labels = this.labels;
      docs.sort((a, b) => (labels[a]! < labels[b]! ? -1 : labels[a]! > labels[b]! ? 1 : a - b));
      same = (a, b) => labels[a] === labels[b];
    } else {
      const field = this.numeric.get(key)!;
      if (!field.clean) return null;
      const { kinds, values } = field;
      // null and missing sort first and compare equal (mingo groups them as one key).
      const valued = (d: number) => kinds[d] === NUMBER;
      docs.sort((a, b) => {
        const va = valued(a);
        const vb = valued(b);
        if (va !== vb) return va ? 1 : -1;
        if (!va || values[a] === values[b]) return a - b;
        return values[a]! < values[b]! ? -1 : 1;
      });
      same = (a, b) => valued(a) === valued(b) && (!valued(a) || values[a] === values[b]);
    }
    const rank = new Int32Array(n);
    const tie = new Int32Array(n);
    let run = 0;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      if (i > 0 && !same(docs[i - 1]!, doc)) run++;
      rank[doc] = i;
      tie[doc] = run;
    }
    return { order: docs, rank, tie };
  }
}
