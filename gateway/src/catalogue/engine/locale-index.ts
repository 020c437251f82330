import type { CatalogueRecord, Filtro, Relation, Summary } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type { SearchTerm } from '@archive/contracts/search-text';
import { mayHold, type Query, queryOf, snippetOf } from '../fulltext/find-in-pages';
import { type Analyzer, analyzerFor } from '../text/analyzer';
import { Bitset } from './bitset';
import { type FulltextTerms, FulltextTermsBuilder } from './fulltext-terms';
import { type PackedPostings, PostingsBuilder } from './postings';
import { RawFields } from './raw-fields';
import { type CodecDictionary, RecordBlob, type SharedBlob } from './record-codec';
import { RelationStore } from './relation-store';
import { type Vocabulary, VocabularyBuilder } from './vocabulary';

/** A search's words as its cards choose their page by them (LocaleIndex.cardWords). */
export interface CardWords {
  terms: readonly SearchTerm[];
  query: Query;
  /** Ids of the page terms the words' stems match; null when a phrase is among them. */
  wanted: Set<number> | null;
}

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
 * Record keys (table + id) shared by every locale: one map for all of them, each locale keeping only
 * a typed array from slot to its own doc number (a map per locale cost ~12 MB at 100k records).
 */
export class KeySpace {
  private readonly slots = new Map<string, number>();

  slot(key: string): number {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(key, slot);
    }
    return slot;
  }

  find(key: string): number | undefined {
    return this.slots.get(key);
  }
}

/**
 * Collects the public records of one locale as they are read (private ones leave only their key):
 * each record is encoded into the locale's blob at once, so a snapshot never sits parsed in memory.
 * A key seen twice keeps its doc number and takes the later record (as an upsert would).
 */
export class RecordCollector {
  readonly blob = new RecordBlob();
  readonly privateKeys = new Set<string>();
  docOfSlot = new Int32Array(1024).fill(-1);
  /**
   * Indexes each new record as it is read, from the parsed record (decoding every record again
   * cost ~10% of a load). Dropped when a key comes again: the index is then built from the blob.
   */
  indexer: DocIndexer | null;

  constructor(
    readonly keys: KeySpace,
    locale?: Locale,
  ) {
    this.indexer = locale ? new DocIndexer(analyzerFor(locale)) : null;
  }

  add(r: CatalogueRecord): void {
    const key = recordKey(r.table, r.id);
    if (r.access !== 1) {
      this.privateKeys.add(key);
      return;
    }
    const slot = this.keys.slot(key);
    if (slot >= this.docOfSlot.length) {
      const grown = new Int32Array(Math.max(this.docOfSlot.length * 2, slot + 1)).fill(-1);
      grown.set(this.docOfSlot);
      this.docOfSlot = grown;
    }
    const existing = this.docOfSlot[slot]!;
    if (existing >= 0) {
      this.blob.set(existing, r);
      this.indexer = null;
    } else {
      const doc = this.blob.size;
      this.docOfSlot[slot] = doc;
      this.indexer?.add(doc, r);
      this.blob.set(doc, r);
    }
  }
}

const nanFilled = (n: number) => new Float64Array(n).fill(Number.NaN);
function grown<T extends Float64Array | Int32Array | Uint8Array | Uint16Array>(
  a: T,
  capacity: number,
  fill = 0,
): T {
  const b = new (a.constructor as new (n: number) => T)(capacity);
  if (fill !== 0) b.fill(fill);
  b.set(a);
  return b;
}

/**
 * What indexing gathers doc by doc (docs come in order 0, 1, 2...), in storage that grows, so the
 * records can be indexed as they are read; LocaleIndex turns it into its final, exact-size form.
 */
export class DocIndexer {
  private capacity = 1024;
  count = 0;
  readonly raw = new RawFields(1024);
  starts = nanFilled(1024);
  ends = nanFilled(1024);
  ordine = new Float64Array(1024);
  score = new Float64Array(1024);
  tableOf = new Uint8Array(1024);
  typeOf = new Uint16Array(1024);
  media = new Uint8Array(1024);
  filterStart = new Int32Array(1025);
  filterOrdinals = new Int32Array(4096);
  filterCount = 0;
  readonly labels: string[] = [];
  readonly tableNames: string[] = [];
  private readonly tableOrdinal = new Map<string, number>();
  readonly types: { id: number; name: string }[] = [];
  private readonly typeOrdinal = new Map<number, number>();
  readonly filters: Filtro[] = [];
  readonly filterOrdinal = new Map<string, number>();
  readonly filterPostings = new PostingsBuilder();
  readonly meta = new PostingsBuilder();
  readonly ancestors = new PostingsBuilder();
  readonly terms = new PostingsBuilder();
  /** Terms of the pages' text (issue 23), kept apart from the title and metadata terms. */
  readonly fulltext = new FulltextTermsBuilder();
  readonly childLists = new Map<string, number[]>();
  readonly rootList: number[] = [];
  readonly vertical: number[] = [];
  readonly horizontal: number[] = [];
  /** Words and their record counts, for spelling corrections (vocabulary.ts). */
  readonly vocabulary: VocabularyBuilder;

  constructor(readonly analyzer: Analyzer) {
    this.vocabulary = new VocabularyBuilder(analyzer);
  }

  private grow(): void {
    const c = this.capacity * 2;
    this.starts = grown(this.starts, c, Number.NaN);
    this.ends = grown(this.ends, c, Number.NaN);
    this.ordine = grown(this.ordine, c);
    this.score = grown(this.score, c);
    this.tableOf = grown(this.tableOf, c);
    this.typeOf = grown(this.typeOf, c);
    this.media = grown(this.media, c);
    this.filterStart = grown(this.filterStart, c + 1);
    this.raw.grow(c);
    this.capacity = c;
  }

  add(doc: number, r: CatalogueRecord): void {
    if (doc !== this.count) throw new Error(`docs must be indexed in order: ${doc} after ${this.count - 1}`);
    if (doc >= this.capacity) this.grow();
    this.count++;
    this.raw.add(doc, r);
    let table = this.tableOrdinal.get(r.table);
    if (table === undefined) {
      table = this.tableNames.push(r.table) - 1;
      this.tableOrdinal.set(r.table, table);
    }
    this.tableOf[doc] = table;
    let type = this.typeOrdinal.get(r.type_id.id);
    if (type === undefined) {
      type = this.types.push({ id: r.type_id.id, name: r.type_id.name }) - 1;
      this.typeOrdinal.set(r.type_id.id, type);
    }
    this.typeOf[doc] = type;
    this.labels.push(r.preferred_label);
    this.ordine[doc] = r.ordine ?? Number.NaN;
    this.score[doc] = r.score ?? Number.NaN;
    if (r.hasMedia) this.media[doc] = 1;
    if (r.data?.start != null) this.starts[doc] = r.data.start;
    if (r.data?.end != null) this.ends[doc] = r.data.end;
    this.filterStart[doc] = this.filterCount;
    for (const f of r.filtri) {
      this.filterPostings.add(f.id, doc);
      let ordinal = this.filterOrdinal.get(f.id);
      if (ordinal === undefined) {
        ordinal = this.filters.length;
        this.filterOrdinal.set(f.id, ordinal);
        this.filters.push(f);
      }
      if (this.filterCount >= this.filterOrdinals.length)
        this.filterOrdinals = grown(this.filterOrdinals, this.filterOrdinals.length * 2);
      this.filterOrdinals[this.filterCount++] = ordinal;
    }
    for (const m of r.metadati) {
      if (m.value) this.meta.add(`${m.fieldCode}\u0000${m.value.toLowerCase()}`, doc);
    }
    for (const a of r.parent_path) this.ancestors.add(a, doc);
    if (r.parent) {
      const parentKey = recordKey(r.table, r.parent);
      const list = this.childLists.get(parentKey);
      if (list) list.push(doc);
      else this.childLists.set(parentKey, [doc]);
    } else this.rootList.push(doc);
    for (const term of this.analyzer.terms(searchableText(r))) this.terms.add(term, doc);
    this.fulltext.add(doc, r, this.analyzer);
    this.vocabulary.add(r);
    const size = r.primaryImg?.size;
    if (size && r.primaryImg?.url && size.width > 0)
      (size.height > size.width ? this.vertical : this.horizontal).push(doc);
  }
}

/**
 * Everything one locale needs to answer fast: public records by doc number (compact text, decoded
 * on demand), the id map, sets per table/type/media, posting lists per facet value, metadata value,
 * ancestor and text term, the children of each node in order, and the precomputed sort orders.
 * Private records are never indexed: only their keys are kept, so relations can tell a private side
 * from a missing one.
 */
export class LocaleIndex {
  private readonly blob: RecordBlob;
  private readonly keys: KeySpace;
  private readonly docOfSlot: Int32Array;
  readonly privateKeys: Set<string>;
  readonly tableSets = new Map<string, Bitset>();
  readonly typeSets = new Map<number, Bitset>();
  readonly mediaSet: Bitset;
  filterPostings!: PackedPostings;
  metaPostings!: PackedPostings;
  ancestorPostings!: PackedPostings;
  termPostings!: PackedPostings;
  /** Terms of the records' page text (engine/fulltext-terms.ts). */
  fulltext!: FulltextTerms;
  /** Canonical filtro per id, with a dense ordinal for facet counting. */
  readonly filters: Filtro[];
  readonly filterOrdinal: Map<string, number>;
  /** CSR layout: filters of doc d are filterOrdinals[filterStart[d] .. filterStart[d+1]). */
  filterStart!: Int32Array;
  filterOrdinals!: Int32Array;
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  /** Table and record type of each doc, as ordinals into tableNames / types. */
  readonly tableOf: Uint8Array;
  readonly tableNames: string[];
  readonly typeOf: Uint16Array;
  readonly types: { id: number; name: string }[];
  children = new Map<string, Int32Array>();
  roots!: Int32Array;
  /** order[key] lists docs ascending; rank[key][doc] is the doc's place in that list. */
  readonly order = new Map<SortKey, Int32Array>();
  readonly rank = new Map<SortKey, Int32Array>();
  /** Docs without a value for the key: they sit at the end of its order, and stay last when descending. */
  readonly missing = new Map<SortKey, number>();
  /** Every index term, sorted: prefix lookups find all stems a short query stem starts. */
  sortedTerms: string[] = [];
  /** Folded words with their record counts: what spelling corrections are chosen from. */
  readonly vocabulary: Vocabulary;
  readonly images: { vertical: Int32Array; horizontal: Int32Array };
  summaries: Summary[] = [];
  /** Public relations, encoded (relation-store.ts); see addRelation / finishRelations. */
  relations = new RelationStore();
  readonly analyzer: Analyzer;
  /** Milliseconds each indexing step took (logged with the locale's load). */
  readonly timings: Record<string, number> = {};
  /** Labels, metadata values, numeric fields and mingo-order sorts for the raw mongo/* calls. */
  readonly raw: RawFields;

  constructor(
    readonly locale: Locale,
    source: RecordCollector | Iterable<CatalogueRecord>,
    keys: KeySpace = source instanceof RecordCollector ? source.keys : new KeySpace(),
  ) {
    this.analyzer = analyzerFor(locale);
    let collected: RecordCollector;
    if (source instanceof RecordCollector) collected = source;
    else {
      collected = new RecordCollector(keys, locale);
      for (const r of source) collected.add(r);
    }
    collected.blob.trim();
    this.blob = collected.blob;
    this.keys = collected.keys;
    this.docOfSlot = collected.docOfSlot;
    this.privateKeys = collected.privateKeys;
    const n = this.blob.size;
    let mark = performance.now();
    const phase = (name: string) => {
      const now = performance.now();
      this.timings[name] = Math.round(now - mark);
      mark = now;
    };
    let ix = collected.indexer;
    collected.indexer = null;
    if (!ix || ix.count !== n || ix.analyzer !== this.analyzer) {
      // Not indexed as read (a key came twice, or no locale was given): index from the records.
      ix = new DocIndexer(this.analyzer);
      for (let doc = 0; doc < n; doc++) ix.add(doc, this.record(doc));
    }
    phase('docs');
    this.raw = ix.raw;
    this.raw.trim(n);
    this.starts = ix.starts.slice(0, n);
    this.ends = ix.ends.slice(0, n);
    this.tableOf = ix.tableOf.slice(0, n);
    this.typeOf = ix.typeOf.slice(0, n);
    this.tableNames = ix.tableNames;
    this.types = ix.types;
    this.filters = ix.filters;
    this.filterOrdinal = ix.filterOrdinal;
    this.mediaSet = new Bitset(n);
    for (let doc = 0; doc < n; doc++) {
      setOf(this.tableSets, this.tableNames[this.tableOf[doc]!]!, n).add(doc);
      setOf(this.typeSets, this.types[this.typeOf[doc]!]!.id, n).add(doc);
      if (ix.media[doc]) this.mediaSet.add(doc);
    }
    ix.filterStart[n] = ix.filterCount;
    this.filterStart = ix.filterStart.slice(0, n + 1);
    this.filterOrdinals = ix.filterOrdinals.slice(0, ix.filterCount);
    this.filterPostings = ix.filterPostings.freeze();
    this.metaPostings = ix.meta.freeze();
    this.ancestorPostings = ix.ancestors.freeze();
    this.termPostings = ix.terms.freeze();
    this.sortedTerms = [...this.termPostings.keys()].sort();
    this.fulltext = ix.fulltext.freeze();
    this.vocabulary = ix.vocabulary.freeze();
    phase('postings');
    this.raw.finish();
    phase('raw');
    this.images = { vertical: Int32Array.from(ix.vertical), horizontal: Int32Array.from(ix.horizontal) };
    const ordine = ix.ordine;
    this.buildSortOrders(ix.labels, ordine.subarray(0, n), ix.score.subarray(0, n));
    const labelRank = this.rank.get('preferred_label')!;
    const ordineOf = (doc: number) => (Number.isNaN(ordine[doc]!) ? Number.MAX_SAFE_INTEGER : ordine[doc]!);
    const byOrdine = (a: number, b: number) => ordineOf(a) - ordineOf(b) || labelRank[a]! - labelRank[b]!;
    for (const [key, list] of ix.childLists) this.children.set(key, Int32Array.from(list.sort(byOrdine)));
    this.roots = Int32Array.from(ix.rootList.sort((a, b) => labelRank[a]! - labelRank[b]!));
    phase('orders');
  }

  /**
   * The record of a doc, decoded from its compact text (a few microseconds). Its repeated parts
   * (type, facets, images) are shared with other records unless `fresh`: do not change them.
   */
  /** The records' shared memory and dictionary, for the raw-query worker (raw-pool.ts). */
  sharedRecords(): { blob: SharedBlob; dictionary: CodecDictionary } {
    return { blob: this.blob.shared(), dictionary: this.blob.codec.dictionary() };
  }

  record(doc: number, fresh = false): CatalogueRecord {
    return this.blob.get<CatalogueRecord>(doc, fresh);
  }

  /**
   * The record without its page text, as the raw calls see it (they neither filter on nor answer
   * `fulltext`, raw/without-page-text.ts) and as the raw worker's shared blob holds it: a scan of
   * documents does not decode their pages.
   */
  rawRecord(doc: number): CatalogueRecord {
    return this.blob.getWithoutPages<CatalogueRecord>(doc);
  }

  /**
   * What a search's cards need to choose their page (see `card`), worked out once for the search:
   * the snippet's words, and the page terms they match (null: a phrase, matched on the text itself).
   */
  cardWords(terms: readonly SearchTerm[]): CardWords | null {
    if (!terms.length) return null;
    const query = queryOf(terms, this.analyzer);
    return { terms, query, wanted: query.phrases.length ? null : this.fulltext.pages.matching(query.stems) };
  }

  /**
   * A search card's record (port.ts `search`), its pages without word boxes: with words, only the
   * page its snippet comes from (snippetOf takes the first page where the words appear), or the
   * first page when none holds them (the transcription flag); without words, every page.
   */
  card(doc: number, words: CardWords | null): CatalogueRecord {
    return this.blob.getWith<CatalogueRecord>(doc, (count, page) => {
      if (!words) return Array.from({ length: count }, (_, i) => page(i));
      const { terms, query, wanted } = words;
      if (wanted) {
        // The page's terms hold a word: snippetOf finds it there unless its quick look (mayHold)
        // passes over the page, then it reads on. Pages without the words are not even decoded.
        const pages = this.fulltext.pages;
        for (let i = pages.nextPage(doc, 0, wanted); i >= 0; i = pages.nextPage(doc, i + 1, wanted)) {
          const read = page(i);
          if (mayHold(read, query)) return [read];
        }
      } else
        for (let i = 0; i < count; i++) {
          const read = page(i);
          if (snippetOf([read], terms, this.analyzer)) return [read];
        }
      return [page(0)];
    });
  }

  /** Bytes of record text held (for the README figures and the bench). */
  get recordBytes(): number {
    return this.blob.byteLength;
  }

  tableOfDoc(doc: number): string {
    return this.tableNames[this.tableOf[doc]!]!;
  }

  private buildSortOrders(labels: string[], ordine: Float64Array, score: Float64Array): void {
    const n = labels.length;
    const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });
    // Collator.compare is slow; sort by a cheap folded key first and let the collator settle ties
    // and near-ties only where the keys differ in accents or case.
    const missing = new Map<SortKey, number>();
    const numeric = (key: SortKey, source: Float64Array) => {
      const values = new Float64Array(n);
      let absent = 0;
      source.forEach((v, i) => {
        const none = Number.isNaN(v);
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
      ['data.start', numeric('data.start', this.starts)],
      ['score', numeric('score', score)],
      ['ordine', numeric('ordine', ordine)],
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
    this.relations = new RelationStore();
    for (const rel of relations) this.addRelation(rel);
    this.finishRelations();
  }

  /**
   * Adds one relation as it is read (after the records: a private side must be known), dropping
   * it unless both sides are public; finishRelations() ends the list.
   */
  addRelation(rel: Relation): void {
    if (rel.access !== 1 || rel.rel_access !== 1) return;
    const a = recordKey(rel.table, rel.id);
    const b = recordKey(rel.rel_table, rel.rel_id);
    if (this.privateKeys.has(a) || this.privateKeys.has(b)) return;
    this.relations.add(rel, this.docOfKey(a) ?? -1);
  }

  finishRelations(): void {
    this.relations.finish(this.size);
  }

  get size(): number {
    return this.blob.size;
  }

  get(table: string, id: string): number | undefined {
    return this.docOfKey(recordKey(table, id));
  }

  docOfKey(key: string): number | undefined {
    const slot = this.keys.find(key);
    if (slot === undefined || slot >= this.docOfSlot.length) return undefined;
    const doc = this.docOfSlot[slot]!;
    return doc >= 0 ? doc : undefined;
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
