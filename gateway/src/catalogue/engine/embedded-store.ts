import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueRecord, Relation, Summary } from '@archive/contracts/catalogue';
import type { DateHistogram } from '@archive/contracts/catalogue-date-histogram';
import type { Locale } from '@archive/contracts/locales';
import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { Query } from 'mingo';
import { openUndoPart, undoableImportIds, undoImportFiles } from '../import-undo-files';
import type {
  CatalogueStore,
  CollectionKind,
  HierarchyNode,
  ImportBatch,
  MapPoint,
  RandomImagesRequest,
  RawFindRequest,
  RecordSelection,
  RecordWithContext,
  SearchPage,
  SearchRequest,
  SuggestAnswer,
  SuggestRequest,
  UndoImportResult,
} from '../port';
import { parseCollection } from '../port';
import { Random } from '../random';
import { checkPipelineCost } from '../raw/cost';
import {
  listSnapshots,
  NdjsonWriter,
  readGeneration,
  readNdjson,
  snapshotFile,
  writeGeneration,
  writeNdjson,
} from '../snapshot';
import { spellWords, type WordSpelling } from '../text/spelling';
import { AnswerCache } from './answer-cache';
import { Bitset } from './bitset';
import { collectGarbage } from './collect-garbage';
import { dateHistogramOf } from './date-histogram-of';
import { linearRegexes } from './linear-regex';
import { KeySpace, LocaleIndex, RecordCollector, recordKey } from './locale-index';
import { keyFunction, normaliseRecord, normaliseRelation } from './normalise';
import { planAggregate } from './raw-aggregate-plan';
import { narrowRaw } from './raw-candidates';
import { rawSortedPage } from './raw-order';
import { RAW_POOL_DEFAULTS, type RawPoolOptions, RawQueryPool, type RawSource } from './raw-pool';
import { jsonBlob } from './record-codec';
import { relevancePage } from './relevance-order';
import { facetsOf, mapPointsOf, pageOf, timelineOf } from './results';
import { selectDocs } from './select';
import { SuggestIndex } from './suggest-index';
import { wordHasHits } from './vocabulary';

/** How often a serving store looks at the generation file (a stat and a read of a few bytes). */
const WATCH_MS = 1000;

/**
 * The embedded catalogue store: snapshot files from DATA_DIR/catalogue loaded into per-locale
 * in-memory indexes (see locale-index.ts). Semantic queries run on bitsets and posting lists; the
 * seed's raw mongo/* calls run through mingo over the public records only.
 */
export class EmbeddedCatalogueStore implements CatalogueStore {
  readonly name = 'embedded';
  private readonly indexes = new Map<Locale, LocaleIndex>();
  /** A serial per index swapped in, for dataVersion(). */
  private readonly versions = new WeakMap<LocaleIndex, string>();
  private serial = 0;
  /** Site query / queryAlbero masks per index: a reloaded index starts with none. */
  private masks = new WeakMap<LocaleIndex, Map<string, Bitset>>();
  private loaded = false;
  private readonly pending = new Map<Locale, Promise<void>>();
  /** Each index's relations, read after its records are served (see build). */
  private readonly relationsLoaded = new WeakMap<LocaleIndex, Promise<void>>();
  /** Record keys shared by every locale (see KeySpace). */
  private keys = new KeySpace();
  /** The generation file's text when the last (re)load started, and the reload under way. */
  private generation = '';
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  private watcher: NodeJS.Timeout | null = null;
  private log: (msg: string, data: object) => void = () => {};

  /** Shared-memory sources handed to the raw-query workers, by index or summaries/relations array. */
  private readonly sources = new WeakMap<object, RawSource>();
  private readonly pool: RawQueryPool;

  /** The turn the last raw call's event-loop part was given (see rawTurn). */
  private lastRawTurn: Promise<void> = Promise.resolve();

  /** Answers of index-answered raw calls, per index (answer-cache.ts). */
  private readonly answers = new WeakMap<LocaleIndex, AnswerCache>();
  private readonly answerCacheSize: number;

  constructor(
    private readonly dir: string,
    options: { rawPool?: Partial<RawPoolOptions>; answerCache?: number; suggestWaitMs?: number } = {},
  ) {
    this.pool = new RawQueryPool({ ...RAW_POOL_DEFAULTS, ...options.rawPool });
    this.answerCacheSize = options.answerCache ?? ANSWER_CACHE_ENTRIES;
    this.suggestWaitMs = options.suggestWaitMs ?? SUGGEST_WAIT_MS;
  }

  /** How long a suggestion waits for a suggestion index still being built (suggest-index.ts). */
  private readonly suggestWaitMs: number;

  private answerCache(index: LocaleIndex): AnswerCache {
    let cache = this.answers.get(index);
    if (!cache) {
      cache = new AnswerCache(this.answerCacheSize);
      this.answers.set(index, cache);
    }
    return cache;
  }

  /**
   * Reads the snapshots and builds one locale index at a time (a full GC between locales keeps the
   * peak memory near one locale's parsing garbage). With `background`, it resolves as soon as the
   * default locale is served and loads the others afterwards; a call for a locale still loading
   * waits for it. Unless `watchMs` is 0 it then watches the generation file (see reload()).
   */
  async load(
    options: { background?: boolean; log?: (msg: string, data: object) => void; watchMs?: number } = {},
  ): Promise<void> {
    if (options.log) this.log = options.log;
    this.generation = await readGeneration(this.dir);
    const { chain } = await this.build(true);
    const first = this.pending.keys().next().value;
    if (options.background && first) {
      chain.catch((err) => this.log('catalogue locale failed to load', { err: String(err) }));
      await this.pending.get(first);
    } else await chain;
    this.loaded = true;
    this.watch(options.watchMs ?? WATCH_MS);
  }

  /**
   * Builds fresh indexes from the snapshots, default locale first, and swaps each one in when it is
   * complete: requests keep being answered by the previous index meanwhile (only a locale never
   * loaded before makes its callers wait). Returns the chain of locale builds.
   */
  private async build(first: boolean): Promise<{ chain: Promise<void> }> {
    const files = await listSnapshots(this.dir);
    const locales = [...new Set(files.map((f) => f.locale))].sort((a, b) =>
      a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : 0,
    );
    // One key space per generation: the indexes being replaced keep theirs until they are dropped.
    const keys = new KeySpace();
    if (first) this.keys = keys;
    let chain: Promise<void> = Promise.resolve();
    for (const locale of locales) {
      let swapped!: () => void;
      let failed!: (err: unknown) => void;
      // Settles when this locale's records are served (its relations may still be loading).
      const served = new Promise<void>((resolve, reject) => {
        swapped = resolve;
        failed = reject;
      });
      served.catch(() => {});
      chain = chain.then(async () => {
        try {
          const started = performance.now();
          const localeFiles = files.filter((f) => f.locale === locale);
          const index = await this.loadRecords(locale, localeFiles, keys);
          // After the records are served (in slices of their own, so the calls waiting for the
          // swap below go first): the label trigrams (label regexes take the general path until
          // then) and the relations (calls on them wait: relationsOf).
          const relations = index.raw.buildLabelGrams().then(() => this.loadRelations(index, localeFiles));
          relations.catch(() => {});
          this.relationsLoaded.set(index, relations);
          this.indexes.set(locale, index);
          this.versions.set(index, String(++this.serial));
          this.pending.delete(locale);
          swapped();
          this.log(first ? 'catalogue locale loaded' : 'catalogue locale reloaded', {
            locale,
            public: index.size,
            ms: Math.round(performance.now() - started),
            steps: index.timings,
          });
          await relations;
          collectGarbage();
          this.log(first ? 'catalogue relations loaded' : 'catalogue relations reloaded', {
            locale,
            relations: index.relations.size,
            ms: Math.round(performance.now() - started),
          });
          // Then the suggestion index of this data version, in the background: the first visitor
          // typing after a start or an import does not pay for it (a request may start it sooner).
          const suggestStarted = performance.now();
          SuggestIndex.prepare(index).then(
            () =>
              this.log('catalogue suggestions ready', {
                locale,
                ms: Math.round(performance.now() - suggestStarted),
              }),
            (err) => this.log('catalogue suggestions failed', { locale, err: String(err) }),
          );
        } catch (err) {
          failed(err);
          throw err;
        }
      });
      if (first || !this.indexes.has(locale)) this.pending.set(locale, served);
    }
    if (!first)
      chain = chain.then(() => {
        this.keys = keys;
        // A locale whose snapshots are gone answers empty results, as one never imported does.
        for (const locale of [...this.indexes.keys()])
          if (!locales.includes(locale)) this.indexes.delete(locale);
      });
    // Wrapped: an async function returning the promise itself would make callers wait for it all.
    return { chain };
  }

  /**
   * Rebuilds every locale from the snapshots as they are now, off the request path. Calls made
   * while a reload runs are folded into one more reload after it, so the last import always wins.
   */
  async reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          this.generation = await readGeneration(this.dir);
          await (await this.build(false)).chain;
        } while (this.reloadAgain);
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  /**
   * Polls the generation file (a stat and a tiny read) and reloads when another process - the
   * import command, another gateway's settings upload - published new snapshots. Polling, not
   * fs.watch: it behaves the same on every file system, network shares and containers included.
   */
  private watch(intervalMs: number): void {
    if (this.watcher || intervalMs <= 0) return;
    this.watcher = setInterval(() => {
      if (this.reloading) return;
      readGeneration(this.dir)
        .then((generation) => {
          if (generation === this.generation || this.reloading) return;
          this.log('catalogue snapshots changed: reloading', { generation });
          return this.reload();
        })
        .catch((err) => this.log('catalogue reload failed', { err: String(err) }));
    }, intervalMs);
    this.watcher.unref();
  }

  /**
   * Announces the snapshots written by upsert(): the generation file for the other gateways, and a
   * reload now when this store is serving (an import run from Settings answers after it shows).
   */
  async publish(): Promise<void> {
    await writeGeneration(this.dir);
    if (this.loaded) await this.reload();
  }

  /**
   * A locale's records (encoded as they are read: a parsed snapshot never sits whole in memory)
   * and summaries, indexed. Its relations come after (loadRelations).
   */
  private async loadRecords(
    locale: Locale,
    files: { kind: string; file: string }[],
    keys: KeySpace,
  ): Promise<LocaleIndex> {
    const started = performance.now();
    const data = new RecordCollector(keys, locale);
    const summary: Summary[] = [];
    for (const { kind, file } of files) {
      if (kind === 'relations') continue;
      await readNdjson(file, (line) => {
        // Snapshots are validated when imported or generated; a broken line is skipped, not fatal.
        try {
          const doc = JSON.parse(line);
          if (kind === 'summary') summary.push(doc);
          else {
            const record = normaliseRecord(doc);
            if (record) data.add(record);
          }
        } catch {}
      });
    }
    const read = Math.round(performance.now() - started);
    const index = new LocaleIndex(locale, data);
    index.timings.read = read;
    index.setSummaries(summary);
    return index;
  }

  /** A locale's relations, encoded as they are read (they need the private keys: after the records). */
  private async loadRelations(index: LocaleIndex, files: { kind: string; file: string }[]): Promise<void> {
    for (const { kind, file } of files) {
      if (kind !== 'relations') continue;
      await readNdjson(file, (line) => {
        try {
          const relation = normaliseRelation(JSON.parse(line));
          if (relation) index.addRelation(relation);
        } catch {}
      });
    }
    index.finishRelations();
  }

  /** The relations of an index, once they are loaded. */
  private async relationsOf(index: LocaleIndex): Promise<LocaleIndex['relations']> {
    await this.relationsLoaded.get(index);
    return index.relations;
  }

  ready(): boolean {
    return this.loaded;
  }

  /** Raw-query jobs running or waiting in the worker-thread pool (metrics). */
  rawPoolJobs(): number {
    return this.pool.load;
  }

  dataVersion(locale: Locale): string | undefined {
    const index = this.indexes.get(locale);
    return index && this.versions.get(index);
  }

  locales(): Locale[] {
    return [...new Set([...this.indexes.keys(), ...this.pending.keys()])];
  }

  private async index(locale: Locale): Promise<LocaleIndex> {
    const pending = this.pending.get(locale);
    if (pending) await pending;
    let index = this.indexes.get(locale);
    if (!index) {
      // A locale with no snapshot answers empty results rather than failing.
      index = new LocaleIndex(locale, [], this.keys);
      this.indexes.set(locale, index);
    }
    return index;
  }

  /** Docs matching a (whitelisted) filter, cached: the site query and queryAlbero rarely change. */
  private mask(index: LocaleIndex, filter: Record<string, unknown>): Bitset {
    const key = JSON.stringify(filter);
    let masks = this.masks.get(index);
    if (!masks) {
      masks = new Map();
      this.masks.set(index, masks);
    }
    let mask = masks.get(key);
    if (!mask) {
      mask = new Bitset(index.size);
      for (const doc of this.matching(index, filter)) mask.add(doc);
      if (masks.size > 50) masks.clear();
      masks.set(key, mask);
    }
    return mask;
  }

  private async select(locale: Locale, selection: RecordSelection) {
    const index = await this.index(locale);
    const siteMask =
      selection.siteQuery && Object.keys(selection.siteQuery).length
        ? this.mask(index, selection.siteQuery)
        : undefined;
    return { index, result: selectDocs(index, selection, siteMask) };
  }

  async search(locale: Locale, request: SearchRequest): Promise<SearchPage> {
    const { index, result } = await this.select(locale, request);
    const count = result.count();
    // Relevance needs words; without any it is the default title order (issue 23).
    const page =
      request.sort.field === 'relevance'
        ? request.terms.length
          ? relevancePage(index, result, request.terms, request.skip, request.limit)
          : pageOf(
              index,
              result,
              count,
              { field: 'preferred_label', order: 'asc' },
              request.skip,
              request.limit,
            )
        : pageOf(index, result, count, request.sort, request.skip, request.limit);
    const words = index.cardWords(request.terms);
    return {
      data: page.map((doc) => index.card(doc, words)),
      count,
      ...(request.facets ? { facets: facetsOf(index, result, request.facetSize) } : {}),
    };
  }

  async record(locale: Locale, table: string, id: string): Promise<RecordWithContext | null> {
    const index = await this.index(locale);
    const doc = index.get(table, id);
    if (doc === undefined) return null;
    const record = index.record(doc);
    const parents: CatalogueRecord[] = [];
    for (const ancestor of record.parent_path) {
      const a = index.get(record.table, ancestor);
      // A private ancestor is left out of the chain; the public rest is still shown.
      if (a !== undefined) parents.push(index.record(a));
    }
    return { record, parents, childrenCount: index.children.get(recordKey(table, id))?.length ?? 0 };
  }

  private node(index: LocaleIndex, doc: number): HierarchyNode {
    // As a search card without words: its pages without their word boxes (the port's `children`).
    const record = index.card(doc, null);
    return { record, childrenCount: index.children.get(recordKey(record.table, record.id))?.length ?? 0 };
  }

  async children(locale: Locale, table: string, id: string, limit: number, skip: number) {
    const index = await this.index(locale);
    const list = index.children.get(recordKey(table, id)) ?? new Int32Array(0);
    return {
      data: [...list.subarray(skip, skip + limit)].map((doc) => this.node(index, doc)),
      count: list.length,
    };
  }

  async tree(locale: Locale, queryAlbero: Record<string, unknown> | undefined, limit: number, skip: number) {
    const index = await this.index(locale);
    let roots: ArrayLike<number>;
    if (queryAlbero && Object.keys(queryAlbero).length) {
      const rank = index.rank.get('preferred_label')!;
      roots = this.mask(index, queryAlbero)
        .toArray()
        .sort((a, b) => rank[a]! - rank[b]!);
    } else {
      const objects = index.tableSets.get('ca_objects');
      roots = [...index.roots].filter((doc) => objects?.has(doc));
    }
    const page = Array.from(roots).slice(skip, skip + limit);
    return { data: page.map((doc) => this.node(index, doc)), count: roots.length };
  }

  async randomImages(locale: Locale, request: RandomImagesRequest): Promise<CatalogueRecord[]> {
    const index = await this.index(locale);
    const pools =
      request.orientation === 'vertical'
        ? [index.images.vertical]
        : request.orientation === 'horizontal'
          ? [index.images.horizontal]
          : [index.images.vertical, index.images.horizontal];
    const total = pools.reduce((sum, p) => sum + p.length, 0);
    const tables = request.tables ? new Set(request.tables) : null;
    const random = request.seed !== undefined ? new Random(request.seed) : null;
    const next = () => (random ? random.float() : Math.random());
    const picked = new Set<number>();
    // Rejection sampling: cheap while the pool is much larger than the count, bounded otherwise.
    for (
      let attempts = 0;
      picked.size < request.count && attempts < request.count * 50 && total > 0;
      attempts++
    ) {
      let i = Math.floor(next() * total);
      let doc = -1;
      for (const pool of pools) {
        if (i < pool.length) {
          doc = pool[i]!;
          break;
        }
        i -= pool.length;
      }
      if (doc < 0 || picked.has(doc)) continue;
      if (tables && !tables.has(index.tableOfDoc(doc))) continue;
      picked.add(doc);
    }
    return [...picked].map((doc) => index.record(doc));
  }

  async timeline(locale: Locale, selection: RecordSelection, from?: number, to?: number) {
    const { index, result } = await this.select(locale, selection);
    return timelineOf(index, result, from, to);
  }

  async spell(locale: Locale, words: string[]): Promise<WordSpelling[]> {
    const index = await this.index(locale);
    return spellWords(
      words,
      index.analyzer,
      async (word) => wordHasHits(index, word),
      async (candidates) => index.vocabulary.lookup(candidates),
    );
  }

  async dateHistogram(locale: Locale, selection: RecordSelection): Promise<DateHistogram> {
    const { index, result } = await this.select(locale, selection);
    return dateHistogramOf(index, result);
  }

  async suggest(locale: Locale, request: SuggestRequest): Promise<SuggestAnswer> {
    const index = await this.index(locale);
    // Built in the background after each load; a request meanwhile waits a moment at most and
    // then gets the facet values alone rather than seconds of indexing on its turn.
    const ready = await SuggestIndex.within(index, this.suggestWaitMs);
    return ready ? ready.suggest(request) : SuggestIndex.cheap(index, request);
  }

  async mapPoints(locale: Locale, selection: RecordSelection): Promise<MapPoint[]> {
    const { index, result } = await this.select(locale, selection);
    return mapPointsOf(index, result);
  }

  async summaries(locale: Locale, table?: string): Promise<Summary[]> {
    const all = (await this.index(locale)).summaries;
    return table ? all.filter((s) => s.table === table) : all;
  }

  private async source(collection: string) {
    const parsed = parseCollection(collection);
    if (!parsed) throw new Error(`unknown collection ${collection}`);
    return { kind: parsed.kind, index: await this.index(parsed.locale) };
  }

  /**
   * Docs a raw data filter can match, narrowed by the indexes (raw-candidates.ts), then tested by
   * mingo unless the indexes answered the whole filter. Records are decoded one at a time and only
   * doc numbers are kept: a scan never holds every record.
   */
  private *matching(index: LocaleIndex, filter: Record<string, unknown>): Generator<number> {
    const { set, exact } = narrowRaw(index, filter);
    const docs = set ? set.toArray() : allDocs(index.size);
    if (exact) {
      yield* docs;
      return;
    }
    const query = new Query(linearRegexes(filter));
    for (const doc of docs) if (query.test(index.rawRecord(doc))) yield doc;
  }

  /** The records of a locale in shared memory, for the raw-query workers (one id per index). */
  private dataSource(index: LocaleIndex): RawSource {
    let source = this.sources.get(index);
    if (!source) {
      source = { id: nextSourceId++, ...index.sharedRecords() };
      this.sources.set(index, source);
    }
    return source;
  }

  /**
   * Summaries as JSON lines in shared memory (built on the first raw call on them), or the
   * relations' own encoded buffer and dictionary (relation-store.ts).
   */
  private otherSource(kind: 'summary' | 'relations', index: LocaleIndex): RawSource {
    const owner: object = kind === 'summary' ? index.summaries : index.relations;
    let source = this.sources.get(owner);
    if (!source) {
      const { blob } = index.relations;
      source =
        kind === 'summary'
          ? { id: nextSourceId++, blob: jsonBlob(index.summaries), dictionary: null }
          : { id: nextSourceId++, blob: blob.shared(), dictionary: blob.codec.dictionary() };
      this.sources.set(owner, source);
    }
    return source;
  }

  /**
   * mongo/search. A data filter the indexes answer whole, unsorted or on a small set, is answered
   * here (only the page is decoded, in microseconds); anything that must test, decode or sort many
   * records runs in a raw-query worker (raw-pool.ts) so it never holds the event loop.
   */
  /**
   * Waits for a loop turn of this raw call's own. The part of a raw call that runs on the event loop
   * (narrowing by the indexes, planning an aggregate, a sorted page walk: up to a few ms each) would
   * otherwise run back to back for every call that arrived together, 16 hostile calls in one go,
   * while the record and summaries calls of the pages being drawn (in a cluster: the workers' calls
   * this primary answers) wait behind all of them. One raw call per turn lets the calls that came
   * meanwhile be read and answered in between; the raw calls' own throughput is the same.
   */
  private rawTurn(): Promise<void> {
    const turn = this.lastRawTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.lastRawTurn = turn;
    return turn;
  }

  async rawFind(request: RawFindRequest) {
    const { kind, index } = await this.source(request.collection);
    const fields = request.fields as Record<string, 0 | 1> | undefined;
    const job = {
      op: 'find' as const,
      query: request.query,
      sort: request.sort,
      fields,
      skip: request.skip,
      limit: request.limit,
    };
    if (kind !== 'data') {
      if (kind === 'relations') await this.relationsOf(index);
      const value = await this.pool.run(this.otherSource(kind, index), {
        ...job,
        candidates: null,
        exact: false,
      });
      return value as { data: Record<string, unknown>[]; count: number };
    }
    const cache = this.answerCache(index);
    const key = `find\u0000${JSON.stringify([request.query, request.sort, fields, request.skip, request.limit])}`;
    const cached = cache.get<{ data: Record<string, unknown>[]; count: number }>(key);
    if (cached) return cached;
    await this.rawTurn();
    const { set, exact } = narrowRaw(index, request.query);
    const count = set ? set.count() : index.size;
    // Exact sets sorted by a prepared order (label, ordine, score, dates) or unsorted: a page walk.
    const ordered = exact
      ? rawSortedPage(index.raw, set, count, request.sort, request.skip, request.limit)
      : null;
    if (ordered) {
      const data = new Query({}).find(
        ordered.map((doc) => index.rawRecord(doc)),
        fields,
      );
      const answer = { data: data.all() as Record<string, unknown>[], count };
      if (request.limit <= CACHED_PAGE_MAX) cache.set(key, answer);
      return answer;
    }
    if (exact && (!request.sort || count <= SORT_HERE_MAX)) {
      const matches = set ? set.toArray() : [...allDocs(index.size)];
      const page = request.sort
        ? sortedPage(index, matches, request.sort, request.skip, request.limit)
        : matches.slice(request.skip, request.skip + request.limit);
      const data = new Query({}).find(
        page.map((doc) => index.rawRecord(doc)),
        fields,
      );
      return { data: data.all() as Record<string, unknown>[], count: matches.length };
    }
    const candidates = set ? Int32Array.from(set.toArray()) : null;
    const value = await this.pool.run(this.dataSource(index), { ...job, candidates, exact });
    return value as { data: Record<string, unknown>[]; count: number };
  }

  /**
   * mongo/aggregate, always in a raw-query worker: the leading $match stages are narrowed here with
   * the indexes, the candidate doc numbers go to the worker, which tests, decodes and runs the rest
   * on records read from shared memory. A pipeline estimated too costly for its input is refused
   * before it is queued (raw/cost.ts).
   */
  async rawAggregate(collection: string, pipeline: Record<string, unknown>[], maxRows: number) {
    const { kind, index } = await this.source(collection);
    let start = 0;
    while (start < pipeline.length && '$match' in pipeline[start]!) start++;
    const matches = pipeline.slice(0, start).map((stage) => stage.$match as Record<string, unknown>);
    const stages = pipeline.slice(start);
    if (kind !== 'data') {
      if (kind === 'relations') await this.relationsOf(index);
      const source = this.otherSource(kind, index);
      checkPipelineCost(stages, source.blob.count);
      const job = { op: 'aggregate' as const, candidates: null, exact: false, matches, stages, maxRows };
      return (await this.pool.run(source, job)) as unknown[];
    }
    // Counts, groups and facets of them from the bitsets (raw-aggregate-plan.ts), on the event loop.
    const cache = this.answerCache(index);
    const key = `aggregate\u0000${maxRows}\u0000${JSON.stringify(pipeline)}`;
    const cached = cache.get<unknown[]>(key);
    if (cached) return cached;
    await this.rawTurn();
    const planned = planAggregate(index, pipeline, maxRows, this.pool.options.budget.maxAnswerChars);
    if (planned) {
      if (planned.length <= CACHED_PAGE_MAX * 20) cache.set(key, planned);
      return planned;
    }
    const { set, exact } = narrowRaw(index, { $and: matches });
    checkPipelineCost(stages, set ? set.count() : index.size);
    const candidates = set ? Int32Array.from(set.toArray()) : null;
    const job = { op: 'aggregate' as const, candidates, exact, matches, stages, maxRows };
    return (await this.pool.run(this.dataSource(index), job)) as unknown[];
  }

  async related(locale: Locale, table: string, id: string): Promise<Relation[]> {
    const index = await this.index(locale);
    const relations = await this.relationsOf(index);
    const doc = index.get(table, id);
    return doc === undefined ? [] : relations.of(doc);
  }

  /** Merges the batch into its snapshot by key (see mergeFile). */
  async upsert(batch: ImportBatch) {
    const scratch = join(
      tmpdir(),
      `oa-upsert-${process.pid}-${Math.random().toString(36).slice(2, 10)}.ndjson`,
    );
    try {
      await writeNdjson(scratch, batch.docs);
      return await this.mergeFile(batch, scratch);
    } finally {
      await rm(scratch, { force: true });
    }
  }

  /**
   * Merges a file of canonical docs into the snapshot by key, streaming: only the keys of the new
   * file are held (at 100k records a locale, holding the docs cost more than the indexes). Records
   * already there keep their place unless the file replaces them; replaced and new ones follow, the
   * last line of a key winning. Nothing is served from it until publish(): an import of several
   * files rebuilds the indexes once, here and in every gateway on the same DATA_DIR.
   */
  async mergeFile(
    target: { kind: CollectionKind; locale: Locale; importId?: string | undefined },
    file: string,
  ) {
    const keyOf = keyFunction(target.kind);
    // Issue 25: what an import replaces is kept so that it can be undone (import-undo-files.ts).
    const undo = await openUndoPart(this.dir, target.importId, target);
    const lastLineOf = new Map<string, number>();
    await readNdjson(file, (line, n) => {
      try {
        lastLineOf.set(keyOf(JSON.parse(line)), n);
      } catch {}
    });
    const snapshot = snapshotFile(this.dir, target.kind, target.locale);
    const out = await NdjsonWriter.open(snapshot);
    let updated = 0;
    try {
      await readNdjson(snapshot, (line) => {
        let key: string;
        try {
          key = keyOf(JSON.parse(line));
        } catch {
          return out.write(line);
        }
        if (!lastLineOf.has(key)) return out.write(line);
        updated++;
        if (undo) return undo.replaced(key, line);
      }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      const winners = new Set(lastLineOf.values());
      await readNdjson(file, (line, n) => (winners.has(n) ? out.write(line) : undefined));
      await undo?.insertedAmong(lastLineOf.keys());
      await out.commit();
      await undo?.commit();
    } catch (err) {
      await out.abort();
      await undo?.abort();
      throw err;
    }
    return { inserted: lastLineOf.size - updated, updated };
  }

  /** Issue 25: undoes an import in the snapshots, then serves the result like an import's end. */
  async undoImport(importId: string): Promise<UndoImportResult> {
    const result = await undoImportFiles(this.dir, importId);
    if (result.ok) await this.publish();
    return result;
  }

  undoableImports(): Promise<string[]> {
    return undoableImportIds(this.dir);
  }

  async close(): Promise<void> {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
    await this.reloading?.catch(() => {});
    this.indexes.clear();
    this.loaded = false;
  }
}

let nextSourceId = 1;
/**
 * Most a suggestion waits for its index (a catalogue of a few thousand records is indexed within
 * it; 100k records take a second or two, answered with facet values alone meanwhile).
 */
const SUGGEST_WAIT_MS = 150;
/** Index-answered raw answers kept per locale index (0 = none). */
const ANSWER_CACHE_ENTRIES = 256;
/** Largest page (records) kept in the answer cache: ~256 x 50 records stays near 30 MB at most. */
const CACHED_PAGE_MAX = 50;
/** Past this many matches a sorted raw search is sorted in a worker (decoding each costs ~5 us). */
const SORT_HERE_MAX = 2000;

function* allDocs(n: number): Generator<number> {
  for (let doc = 0; doc < n; doc++) yield doc;
}

/**
 * A sorted page of matched docs: mingo sorts light stand-ins holding only the top-level fields the
 * sort names (Mongo order rules), and only the page is decoded again in full.
 */
function sortedPage(
  index: LocaleIndex,
  matches: number[],
  sort: Record<string, 1 | -1>,
  skip: number,
  limit: number,
): number[] {
  const roots = [...new Set(Object.keys(sort).map((path) => path.split('.')[0]!))];
  const docOf = new Map<object, number>();
  const standIns = matches.map((doc) => {
    const record = index.rawRecord(doc) as unknown as Record<string, unknown>;
    const standIn: Record<string, unknown> = {};
    for (const root of roots) if (root in record) standIn[root] = record[root];
    docOf.set(standIn, doc);
    return standIn;
  });
  return (new Query({}).find(standIns).sort(sort).skip(skip).limit(limit).all() as object[]).map(
    (standIn) => docOf.get(standIn)!,
  );
}

// Kept importable from here (tests and older callers); it lives with the worker's evaluation now.
export { fieldsReplacedBy } from './raw-evaluate';
