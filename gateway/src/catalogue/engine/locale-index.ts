import type { CatalogueRecord, Filtro, Relation, Summary } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { type Analyzer, analyzerFor } from '../text/analyzer';
import { Bitset } from './bitset';
import { Interner, PostingsBuilder } from './postings';

export type SortKey = 'preferred_label' | 'data.start' | 'score' | 'ordine';
export const recordKey = (table: string, id: string) => `${table}\u0000${id}`;

/** Text a record is found by: label, type, metadata values, facet names. */
export function searchableText(r: CatalogueRecord): string {
  const parts: string[] = [r.preferred_label, r.type_id.name];
  for (const m of r.metadati) {
    if (m.value) parts.push(m.value);
    if (m.subelements)
      for (const s of m.subelements) if (s.value && s.fieldCode !== 'dates_value') parts.push(s.value);
  }
  for (const f of r.filtri) parts.push(f.name);
  return parts.join(' \n ');
}

/**
 * Everything one locale needs to answer fast: public records by doc number, the id map, sets per
 * table/type/media, posting lists per facet value, metadata value, ancestor and text term, the
 * children of each node in order, and the precomputed sort orders. Private records are never
 * indexed: only their keys are kept, so relations can tell a private side from a missing one.
 */
export class LocaleIndex {
  readonly docs: CatalogueRecord[] = [];
  readonly byKey = new Map<string, number>();
  readonly privateKeys = new Set<string>();
  readonly tableSets = new Map<string, Bitset>();
  readonly typeSets = new Map<number, Bitset>();
  mediaSet!: Bitset;
  filterPostings!: Map<string, Int32Array>;
  metaPostings!: Map<string, Int32Array>;
  ancestorPostings!: Map<string, Int32Array>;
  termPostings!: Map<string, Int32Array>;
  /** Canonical filtro per id, with a dense ordinal for facet counting. */
  readonly filters: Filtro[] = [];
  readonly filterOrdinal = new Map<string, number>();
  /** CSR layout: filters of doc d are filterOrdinals[filterStart[d] .. filterStart[d+1]). */
  filterStart!: Int32Array;
  filterOrdinals!: Int32Array;
  starts!: Float64Array;
  ends!: Float64Array;
  children = new Map<string, Int32Array>();
  roots!: Int32Array;
  /** order[key] lists docs ascending; rank[key][doc] is the doc's place in that list. */
  readonly order = new Map<SortKey, Int32Array>();
  readonly rank = new Map<SortKey, Int32Array>();
  /** Docs without a value for the key: they sit at the end of its order, and stay last when descending. */
  readonly missing = new Map<SortKey, number>();
  /** Every index term, sorted: prefix lookups find all stems a short query stem starts. */
  sortedTerms: string[] = [];
  readonly images: { vertical: Int32Array; horizontal: Int32Array };
  summaries: Summary[] = [];
  relations: Relation[] = [];
  relationsByKey = new Map<string, number[]>();
  readonly analyzer: Analyzer;

  constructor(
    readonly locale: Locale,
    records: Iterable<CatalogueRecord>,
  ) {
    this.analyzer = analyzerFor(locale);
    const interner = new Interner();
    for (const r of records) {
      const key = recordKey(r.table, r.id);
      if (r.access !== 1) {
        this.privateKeys.add(key);
        continue;
      }
      const existing = this.byKey.get(key);
      const compact = compactRecord(r, interner);
      if (existing !== undefined) this.docs[existing] = compact;
      else {
        this.byKey.set(key, this.docs.length);
        this.docs.push(compact);
      }
    }
    const n = this.docs.length;
    this.mediaSet = new Bitset(n);
    this.starts = new Float64Array(n).fill(Number.NaN);
    this.ends = new Float64Array(n).fill(Number.NaN);
    const filters = new PostingsBuilder();
    const meta = new PostingsBuilder();
    const ancestors = new PostingsBuilder();
    const terms = new PostingsBuilder();
    const childLists = new Map<string, number[]>();
    const rootList: number[] = [];
    const filterStart = new Int32Array(n + 1);
    const filterOrdinals: number[] = [];
    const vertical: number[] = [];
    const horizontal: number[] = [];

    this.docs.forEach((r, doc) => {
      setOf(this.tableSets, r.table, n).add(doc);
      setOf(this.typeSets, r.type_id.id, n).add(doc);
      if (r.hasMedia) this.mediaSet.add(doc);
      if (r.data?.start != null) this.starts[doc] = r.data.start;
      if (r.data?.end != null) this.ends[doc] = r.data.end;
      filterStart[doc] = filterOrdinals.length;
      for (const f of r.filtri) {
        filters.add(f.id, doc);
        let ordinal = this.filterOrdinal.get(f.id);
        if (ordinal === undefined) {
          ordinal = this.filters.length;
          this.filterOrdinal.set(f.id, ordinal);
          this.filters.push(f);
        }
        filterOrdinals.push(ordinal);
      }
      for (const m of r.metadati) {
        if (m.value) meta.add(`${m.fieldCode}\u0000${m.value.toLowerCase()}`, doc);
      }
      for (const a of r.parent_path) ancestors.add(a, doc);
      if (r.parent) {
        const parentKey = recordKey(r.table, r.parent);
        const list = childLists.get(parentKey);
        if (list) list.push(doc);
        else childLists.set(parentKey, [doc]);
      } else rootList.push(doc);
      for (const term of this.analyzer.terms(searchableText(r))) terms.add(term, doc);
      const size = r.primaryImg?.size;
      if (size && r.primaryImg?.url && size.width > 0)
        (size.height > size.width ? vertical : horizontal).push(doc);
    });
    filterStart[n] = filterOrdinals.length;
    this.filterStart = filterStart;
    this.filterOrdinals = Int32Array.from(filterOrdinals);
    this.filterPostings = filters.freeze();
    this.metaPostings = meta.freeze();
    this.ancestorPostings = ancestors.freeze();
    this.termPostings = terms.freeze();
    this.sortedTerms = [...this.termPostings.keys()].sort();
    this.images = { vertical: Int32Array.from(vertical), horizontal: Int32Array.from(horizontal) };
    this.buildSortOrders();
    const labelRank = this.rank.get('preferred_label')!;
    const byOrdine = (a: number, b: number) =>
      (this.docs[a]!.ordine ?? Number.MAX_SAFE_INTEGER) - (this.docs[b]!.ordine ?? Number.MAX_SAFE_INTEGER) ||
      labelRank[a]! - labelRank[b]!;
    for (const [key, list] of childLists) this.children.set(key, Int32Array.from(list.sort(byOrdine)));
    this.roots = Int32Array.from(rootList.sort((a, b) => labelRank[a]! - labelRank[b]!));
  }

  private buildSortOrders(): void {
    const n = this.docs.length;
    const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });
    // Collator.compare is slow; sort by a cheap folded key first and let the collator settle ties
    // and near-ties only where the keys differ in accents or case.
    const labels = this.docs.map((d) => d.preferred_label);
    const missing = new Map<SortKey, number>();
    const numeric = (key: SortKey, get: (r: CatalogueRecord) => number | null | undefined) => {
      const values = new Float64Array(n);
      let absent = 0;
      this.docs.forEach((d, i) => {
        const v = get(d);
        const none = v == null || Number.isNaN(v);
        if (none) absent++;
        values[i] = none ? Number.POSITIVE_INFINITY : v;
      });
      missing.set(key, absent);
      return (a: number, b: number) => {
        const va = values[a]!;
        const vb = values[b]!;
        return va === vb ? a - b : va < vb ? -1 : 1;
      };
    };
    const comparators: [SortKey, (a: number, b: number) => number][] = [
      ['preferred_label', (a, b) => collator.compare(labels[a]!, labels[b]!) || a - b],
      ['data.start', numeric('data.start', (r) => r.data?.start)],
      ['score', numeric('score', (r) => r.score)],
      ['ordine', numeric('ordine', (r) => r.ordine)],
    ];
    for (const [key, compare] of comparators) {
      const order = Int32Array.from({ length: n }, (_, i) => i).sort(compare);
      const rank = new Int32Array(n);
      order.forEach((doc, i) => {
        rank[doc] = i;
      });
      this.order.set(key, order);
      this.missing.set(key, missing.get(key) ?? 0);
      this.rank.set(key, rank);
    }
  }

  setSummaries(summaries: Summary[]): void {
    this.summaries = summaries;
  }

  /** Keeps relations whose both sides are public (flag and, when the record is known, the record). */
  setRelations(relations: Iterable<Relation>): void {
    this.relations = [];
    this.relationsByKey = new Map();
    for (const rel of relations) {
      if (rel.access !== 1 || rel.rel_access !== 1) continue;
      const a = recordKey(rel.table, rel.id);
      const b = recordKey(rel.rel_table, rel.rel_id);
      if (this.privateKeys.has(a) || this.privateKeys.has(b)) continue;
      const index = this.relations.push(rel) - 1;
      const list = this.relationsByKey.get(a);
      if (list) list.push(index);
      else this.relationsByKey.set(a, [index]);
    }
  }

  get size(): number {
    return this.docs.length;
  }

  get(table: string, id: string): number | undefined {
    return this.byKey.get(recordKey(table, id));
  }
}

function setOf<K>(map: Map<K, Bitset>, key: K, size: number): Bitset {
  let set = map.get(key);
  if (!set) {
    set = new Bitset(size);
    map.set(key, set);
  }
  return set;
}

/** Shares repeated parts between records (facets, type refs, labels): a large saving at 100k records. */
function compactRecord(r: CatalogueRecord, interner: Interner): CatalogueRecord {
  r.type_id = interner.object(r.type_id);
  r.filtri = r.filtri.map((f) => interner.object(f));
  for (const m of r.metadati) {
    m.fieldCode = interner.string(m.fieldCode);
    m.label = interner.string(m.label);
    if (m.subelements) {
      for (const s of m.subelements) {
        s.fieldCode = interner.string(s.fieldCode);
        if (s.label) s.label = interner.string(s.label);
        if (s.value) s.value = interner.string(s.value);
      }
    }
  }
  if (r.representations.length) r.representations = r.representations.map((x) => interner.object(x));
  if (r.primaryImg) r.primaryImg = interner.object(r.primaryImg);
  return r;
}
