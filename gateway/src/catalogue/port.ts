import type {
  CatalogueFacets,
  CatalogueRecord,
  FilterToken,
  Locale,
  PinRef,
  Relation,
  SearchTerm,
  Summary,
} from '@archive/contracts';
import type { DateHistogram } from '@archive/contracts/catalogue-date-histogram';
import type { WordSpelling } from './text/spelling';
import type { FacetSuggestion } from './text/suggest-rules';

/**
 * The catalogue port: what routes ask of a catalogue store. The embedded engine and the MongoDB
 * adapter both implement it and pass the same contract suite (test/catalogue/store-contract.ts).
 *
 * Every method returns public records only (access 1); stores enforce it themselves, so no route can
 * forget it.
 */

/** A parsed selection: what search, timeline and map share. */
export interface RecordSelection {
  terms: SearchTerm[];
  tables: readonly string[];
  tokens: FilterToken[];
  searchType: 'and' | 'or';
  pins: readonly PinRef[];
  excludeTypeIds: readonly number[];
  hasMedia?: boolean | undefined;
  /** The site option `query`, merged into every search (already whitelisted). */
  siteQuery?: Record<string, unknown> | undefined;
}

export type SortField = 'preferred_label' | 'data.start' | 'score' | 'ordine' | 'relevance';

export interface SearchRequest extends RecordSelection {
  sort: { field: SortField; order: 'asc' | 'desc' };
  limit: number;
  skip: number;
  facets: boolean;
  facetSize: number;
}

export interface SearchPage {
  data: CatalogueRecord[];
  count: number;
  facets?: CatalogueFacets;
}

export interface RecordWithContext {
  record: CatalogueRecord;
  parents: CatalogueRecord[];
  childrenCount: number;
}

export interface HierarchyNode {
  record: CatalogueRecord;
  childrenCount: number;
}

export interface MapPoint {
  id: string;
  name: string;
  path: string;
  cord: [number, number];
  count: number;
}

export interface RandomImagesRequest {
  count: number;
  orientation: 'any' | 'vertical' | 'horizontal';
  tables?: readonly string[] | undefined;
  seed?: number | undefined;
}

/** Suggestions while typing (issue 23): titles and facet values matching the typed text. */
export interface SuggestRequest {
  text: string;
  /** Tables whose titles are suggested (the search's tables). */
  tables: readonly string[];
  /** Most titles, and most facet values, answered. */
  limit: number;
}

export interface SuggestAnswer {
  /** Public records, titles starting with the text first, then in the search's label order. */
  titles: { table: CatalogueRecord['table']; id: string; label: string }[];
  /** Places, people, subjects and collections (text/suggest-rules.ts orders them). */
  facets: FacetSuggestion[];
  /**
   * Only what was cheap to answer (the embedded store's titles are still being indexed after a
   * load or an import): not to be remembered.
   */
  partial?: boolean;
}

export interface RawFindRequest {
  collection: string;
  query: Record<string, unknown>;
  sort?: Record<string, 1 | -1> | undefined;
  fields?: Record<string, 0 | 1> | undefined;
  limit: number;
  skip: number;
}

export type CollectionKind = 'data' | 'summary' | 'relations';

export interface ImportBatch {
  locale: Locale;
  kind: CollectionKind;
  docs: (CatalogueRecord | Summary | Relation)[];
  /** Issue 25: the import this write belongs to; stores that can undo keep what it replaces. */
  importId?: string | undefined;
}

/** Issue 25: what undoing an import did, or why it could not (import-undo.ts). */
export type UndoImportResult =
  | { ok: true; removed: number; restored: number }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'later'; records: number };

export interface CatalogueStore {
  readonly name: string;
  /** True once the indexes (or connection) are ready to answer. */
  ready(): boolean;
  locales(): Locale[];
  /**
   * The records of a search page, like the nodes of `children` and `tree`, carry their pages' text
   * (`fulltext`, for a card's flag and snippet) but may leave out the word boxes, which only the
   * viewer draws: `record` answers a record whole (the PostgreSQL store keeps boxes apart). With
   * words, a search's record may carry only the pages its card needs: at least one, among them the
   * page `snippetOf` takes the snippet for `request.terms` from, so that the card shows the snippet
   * all the pages give (PostgreSQL reads that page alone, postgres/card-pages.ts).
   */
  search(locale: Locale, request: SearchRequest): Promise<SearchPage>;
  record(locale: Locale, table: string, id: string): Promise<RecordWithContext | null>;
  children(
    locale: Locale,
    table: string,
    id: string,
    limit: number,
    skip: number,
  ): Promise<{ data: HierarchyNode[]; count: number }>;
  /** Roots of the tree: records matching queryAlbero (whitelisted), default top-level ca_objects. */
  tree(
    locale: Locale,
    queryAlbero: Record<string, unknown> | undefined,
    limit: number,
    skip: number,
  ): Promise<{ data: HierarchyNode[]; count: number }>;
  randomImages(locale: Locale, request: RandomImagesRequest): Promise<CatalogueRecord[]>;
  timeline(
    locale: Locale,
    selection: RecordSelection,
    from?: number,
    to?: number,
  ): Promise<{ year: number; count: number }[]>;
  mapPoints(locale: Locale, selection: RecordSelection): Promise<MapPoint[]>;
  summaries(locale: Locale, table?: string): Promise<Summary[]>;
  /** Seed mongo/search: query already checked by the whitelist guard. */
  rawFind(request: RawFindRequest): Promise<{ data: Record<string, unknown>[]; count: number }>;
  /** Seed mongo/aggregate: pipeline already checked by the whitelist guard. */
  rawAggregate(collection: string, pipeline: Record<string, unknown>[], maxRows: number): Promise<unknown[]>;
  /**
   * An opaque text that changes whenever the locale's public records may have changed (the embedded
   * store swapped in a freshly built index); undefined when the store cannot tell (MongoDB: writes
   * show at once). The OAI-PMH datestamp ledger rescans when it changes (oai/ledger.ts).
   */
  dataVersion?(locale: Locale): string | undefined;
  /**
   * Issue 23: for each query word, whether it finds public records and, when it finds none, the
   * nearest words of the locale's vocabulary (text/spelling.ts ranks them alike for every store).
   */
  spell?(locale: Locale, words: string[]): Promise<WordSpelling[]>;
  /** Issue 23: the selection's results by date, in bars of the scale their dates span (date-histogram.ts). */
  dateHistogram?(locale: Locale, selection: RecordSelection): Promise<DateHistogram>;
  /** Issue 23: titles and facet values for the text typed so far (public records only). */
  suggest?(locale: Locale, request: SuggestRequest): Promise<SuggestAnswer>;
  /** Relations of a record, both directions, only where both sides are public. */
  related(locale: Locale, table: string, id: string): Promise<Relation[]>;
  /** Upsert by id (records by table+id, summaries by table+type, relations by both ends+name). */
  upsert(batch: ImportBatch): Promise<{ inserted: number; updated: number }>;
  /**
   * Stores kept as snapshot files (embedded) merge a file of canonical docs, one JSON a line, by the
   * same keys as upsert, without holding the docs: an import streams into it.
   */
  mergeFile?(
    target: { kind: CollectionKind; locale: Locale; importId?: string | undefined },
    file: string,
  ): Promise<{ inserted: number; updated: number }>;
  /**
   * Called once after an import's last upsert: tells every gateway sharing the store that it changed
   * (embedded: writes the generation file they watch). MongoDB needs nothing: queries see writes.
   */
  publish?(): Promise<void>;
  /**
   * Issue 25: undoes one import: removes what it inserted and puts back what it replaced, unless a
   * later import touched the same records ('later'); 'unknown' when nothing of it is kept (the
   * newest IMPORTS_UNDOABLE imports of the last UNDO_KEEP_DAYS days are, import-undo.ts). Published
   * like an import. MongoDB has none: the route answers that this store cannot undo.
   */
  undoImport?(importId: string): Promise<UndoImportResult>;
  /**
   * Issue 25: the ids of the imports whose journal is still kept (the ones undoImport would not
   * answer 'unknown'), so Settings offers "Annulla" only where it can work.
   */
  undoableImports?(): Promise<string[]>;
  close(): Promise<void>;
}

export const parseCollection = (collection: string): { kind: CollectionKind; locale: Locale } | null => {
  const match = /^(data|summary|relations)_(it|en|fr|de|es|hr)$/.exec(collection);
  return match ? { kind: match[1] as CollectionKind, locale: match[2] as Locale } : null;
};

/**
 * The port's asynchronous calls on data (ready, locales, dataVersion and close are state): what the
 * IPC host forwards (ipc/frames.ts) and what the metrics time (metrics/timed-store.ts).
 */
export const CATALOGUE_CALLS = [
  'search',
  'record',
  'children',
  'tree',
  'randomImages',
  'timeline',
  'mapPoints',
  'summaries',
  'rawFind',
  'rawAggregate',
  'related',
  'spell',
  'dateHistogram',
  'suggest',
  'upsert',
  'mergeFile',
  'publish',
  'undoImport',
  'undoableImports',
] as const satisfies readonly (keyof CatalogueStore)[];
