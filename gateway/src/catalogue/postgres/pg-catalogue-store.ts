import type { CatalogueRecord, Filtro, Relation, Summary } from '@archive/contracts/catalogue';
import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import type { DateHistogram } from '@archive/contracts/catalogue-date-histogram';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { HttpError } from '../../lib/http-error';
import { inTransaction, isPgConflict, isPgTimeout, isPgUnavailable, openPgPool } from '../../lib/pg-pool';
import { buildDemoDataset, DEMO_LOCALES } from '../demo/generate';
import { writeDemoImages } from '../demo/images';
import type {
  CatalogueStore,
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
import type { WordSpelling } from '../text/spelling';
import { CardPageCache, cardWords, withCardPages } from './card-pages';
import { dateHistogramPg } from './date-histogram-sql';
import { FinishingCounts, type Read } from './finishing-counts';
import { ImportBatches } from './import-batches';
import { type CatalogueMigration, migrateCatalogue } from './migrations';
import { type PageTextRow, RECORD_COLUMNS, recordOf } from './page-text-apart';
import {
  drawRandomImages,
  IMAGE_KEYS_MAX,
  IMAGE_SEQS_MAX,
  type ImagePool,
  readImagePool,
} from './random-images';
import { rawAggregatePg, rawFindPg } from './raw-query';
import {
  cardsInOrder,
  type LabelCursors,
  type PageReader,
  relevancePage,
  sortedPage,
  type Wheres,
} from './result-pages';
import { type FilterFirst, facetsFrom, mapPointsFrom, type ResultCounts, timelineFrom } from './result-sql';
import { selectionCountsSql } from './search-table-sql';
import {
  type KeyList,
  keysIn,
  type SelectionTable,
  SqlParams,
  selectionWhere,
  wordQueries,
} from './selection-sql';
import { rebuildFacetValues, refreshFacetValues, SUGGEST_MIGRATION, suggestPg } from './suggest-sql';
import { rebuildTitleWords, TITLE_WORDS_VACUUM_SQL } from './suggest-title-words-sql';
import {
  frequentWordsSql,
  HEAD_KEYS,
  HEAD_MIN_RESULTS,
  HEADS_MAX,
  headKey,
  headSql,
  headWord,
  headWorthIt,
  nextChunk,
  PREFILL_ORDER,
  singleWord,
  type TermHead,
} from './term-heads';
import { timedRead } from './timed-read';
import { LONG_QUERY_MS, rebuildVocabulary, spellPg } from './vocabulary-sql';

export interface PgCatalogueOptions {
  url: string;
  /** A streaming replica for reads (see ReadRouter); writes and read-your-writes use `url`. */
  readUrl?: string | undefined;
  poolMax?: number;
  statementTimeoutMs?: number;
  log?: (msg: string, data: object) => void;
  /** How often the generations (dataVersion) and the server's health are read; 0 = never. */
  pollMs?: number;
  /** Counts and facets of selections remembered per locale and generation (0 = none). */
  countsCache?: number;
  /** How long the start waits for a database that cannot be reached yet (30 s). */
  startWaitMs?: number;
  /**
   * The schema to apply (default: every migration). Benches and upgrade tests give an older list to
   * stand for a previous gateway's database.
   */
  migrations?: readonly CatalogueMigration[];
  /**
   * How many images a locale may have for their keys, then their places alone, to be held for
   * random draws (IMAGE_KEYS_MAX, IMAGE_SEQS_MAX); tests lower them to walk every path.
   */
  imagesHeld?: { keys: number; places: number };
  /**
   * Term heads (term-heads.ts): places kept a head (HEAD_KEYS), the fewest results read through
   * one (HEAD_MIN_RESULTS; tests lower both to walk every path, Infinity turns heads off), and how
   * many of each locale's most frequent words get theirs in the background when its generation
   * changes (0, the default here; the gateway's CATALOGUE_TERM_HEADS). `always`: through a head
   * whenever one can answer, however many of its records that checks (tests).
   */
  termHeads?: { keys?: number; minResults?: number; prefill?: number; always?: boolean };
}

/** Seeding the demo dataset: one gateway at a time (the others wait, then find it seeded). */
const SEED_LOCK = 7_402_116_245_771_002;

type Canonical = {
  generation: string;
  tables: Map<string, number>;
  types: Map<number, { name: string; first: number }>;
  filters: Map<string, Filtro>;
  keys: Map<string, KeyList>;
  /** Counts and facets of recent selections: the front ends repeat the same ones page after page. */
  counts: Map<string, ResultCounts | number>;
  /** Counts being computed, shared by the requests asking for the same one meanwhile. */
  pending: Map<string, Promise<ResultCounts | number>>;
  images: ImagePool | null;
  /** Where the last page by label of a selection ended (result-pages.ts labelPage). */
  cursors: LabelCursors;
  /** Frequent words' first matches per order (term-heads.ts), shared by requests meanwhile. */
  heads: Map<string, Promise<TermHead>>;
  /** Pages result cards showed (card-pages.ts). */
  cardPages: CardPageCache;
};
/** How long a prefill may take to read one head (term-heads.ts): it answers no request. */
const PREFILL_READ_MS = 60_000;
/** Where a selection's counts and facets are remembered in the generation's cache. */
const countsKey = (where: string, params: unknown[]) => `c\u0000${where}\u0000${JSON.stringify(params)}`;

/**
 * The catalogue port on PostgreSQL (issue 27): every record as jsonb beside the columns our own
 * queries need (row-shape.ts), searched with the same analyzer, orders and rules as the embedded
 * engine (selection-sql.ts, result-sql.ts). Public rule: every query here reads `access = 1`; the
 * raw mongo/* calls go through the translator (raw-query.ts), which applies it itself.
 */
export class PgCatalogueStore implements CatalogueStore {
  readonly name = 'postgres';
  private healthy = true;
  private closed = false;
  private readonly generations = new Map<Locale, string>();
  private readonly canonical = new Map<Locale, Canonical>();
  /** Locales written since the last publish(). */
  private readonly dirty = new Set<Locale>();
  private poller: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private readonly log: (msg: string, data: object) => void;
  /** Counts and facets remembered per generation, finished past their request (finishing-counts.ts). */
  private readonly finishingCounts: FinishingCounts;
  /** Import batches and undos (import-batches.ts). */
  private readonly batches: ImportBatches;
  /** The primary's WAL position after this gateway's last write, until the replica replays it. */
  private unreplayed: string | null = null;
  private replicaHealthy = true;

  private readonly imagesHeld: { keys: number; places: number };
  private readonly heads: { keys: number; minResults: number; prefill: number; always: boolean };
  /** Facets by facet size, of counts remembered for a generation (gone with them). */
  private readonly facetsShaped = new WeakMap<ResultCounts, Map<number, CatalogueFacets>>();
  /** Pages served from a term head, and heads read (tests check the heads were used). */
  readonly headStats = { pages: 0, reads: 0, prefilled: 0, countsPrefilled: 0 };
  /** The search pages' view of this store (result-pages.ts). */
  private readonly pages: PageReader = {
    query: (sql, params, name) => this.query(sql, params, name),
    countOnly: (locale, where, params) => this.countOnly(locale, where, params),
    publicSize: (locale) => this.publicSize(locale),
    cursors: (locale) => this.cache(locale).cursors,
    cardPages: (locale) => this.cache(locale).cardPages,
  };
  /** The generation each locale's heads were last prefilled for, and the prefill under way. */
  private readonly prefilledFor = new Map<Locale, string>();
  private prefilling: Promise<void> | null = null;
  /**
   * The last one-word search with facets of each locale, its word aside (tables, types left out,
   * media): the prefill counts the frequent words in it too, as the site's search box asks them.
   */
  private readonly usualShapes = new Map<Locale, SearchRequest>();

  private constructor(
    readonly pool: pg.Pool,
    private readonly readPool: pg.Pool | null,
    options: PgCatalogueOptions,
  ) {
    this.log = options.log ?? (() => {});
    this.imagesHeld = options.imagesHeld ?? { keys: IMAGE_KEYS_MAX, places: IMAGE_SEQS_MAX };
    this.heads = {
      keys: options.termHeads?.keys ?? HEAD_KEYS,
      minResults: options.termHeads?.minResults ?? HEAD_MIN_RESULTS,
      prefill: options.termHeads?.prefill ?? 0,
      always: options.termHeads?.always ?? false,
    };
    this.batches = new ImportBatches(pool);
    this.finishingCounts = new FinishingCounts(
      () => this.reader(),
      (sql, params) => this.query(sql, params),
      options.statementTimeoutMs ?? 5000,
      options.countsCache ?? 256,
    );
  }

  /** Opens the pool(s), applies the migrations and reads the generations: ready when it resolves. */
  static async open(options: PgCatalogueOptions): Promise<PgCatalogueStore> {
    const log = options.log ?? (() => {});
    const poolOptions = {
      max: options.poolMax ?? 10,
      statementTimeoutMs: options.statementTimeoutMs ?? 5000,
    };
    const pool = openPgPool(options.url, { ...poolOptions, applicationName: 'oa-catalogue' }, (err) =>
      log('catalogue database connection error', { err: String(err) }),
    );
    const readPool = options.readUrl
      ? openPgPool(options.readUrl, { ...poolOptions, applicationName: 'oa-catalogue-read' }, (err) =>
          log('catalogue replica connection error', { err: String(err) }),
        )
      : null;
    try {
      // A database still starting (machines booting together) is waited for, as the content
      // store does; anything else, or still nothing after the wait, stops the start.
      const giveUp = Date.now() + (options.startWaitMs ?? 30_000);
      let applied: number[] | undefined;
      while (!applied) {
        try {
          applied = await migrateCatalogue(pool, options.migrations);
        } catch (err) {
          if (!isPgUnavailable(err) || Date.now() > giveUp) throw err;
          log('catalogue database not reachable yet: waiting', { err: String(err) });
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      if (applied.length) log('catalogue migrations applied', { applied });
      // A database written before suggestions existed: its facet values are counted once now
      // (names are folded here, so no migration can fill them).
      if (applied.includes(SUGGEST_MIGRATION.version)) await refreshFacetValues(pool);
    } catch (err) {
      await pool.end().catch(() => {});
      await readPool?.end().catch(() => {});
      throw err;
    }
    const store = new PgCatalogueStore(pool, readPool, options);
    await store.refresh();
    store.watch(options.pollMs ?? 500);
    return store;
  }

  /**
   * Reads every locale's generation where reads go (with a replica: there, so a version changes
   * only once the records it stands for can be read); a failure marks the store unavailable
   * until one succeeds.
   */
  private refresh(): Promise<void> {
    if (this.polling) return this.polling;
    this.polling = (async () => {
      try {
        await this.checkReplica();
        const rows = (
          await this.reader().query<{ locale: Locale; generation: string }>(
            'SELECT locale, generation::text AS generation FROM catalogue_generation',
          )
        ).rows;
        for (const row of rows) this.generations.set(row.locale, row.generation);
        if (!this.healthy) this.log('catalogue database reachable again', {});
        this.healthy = true;
        this.prefillHeads();
      } catch (err) {
        if (this.healthy) this.log('catalogue database unavailable', { err: String(err) });
        this.healthy = false;
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }

  /**
   * Reads, one at a time in the background, the heads of the most frequent words of each locale
   * whose generation changed since (term-heads.ts): the first search of a common word after an
   * import then pages from its head instead of sorting its matches. Stops at a newer generation
   * (the next poll starts again for it) and at close().
   */
  private prefillHeads(): void {
    if (this.heads.prefill <= 0 || this.closed || this.prefilling) return;
    const due = [...this.generations].filter(([locale, g]) => this.prefilledFor.get(locale) !== g);
    if (!due.length) return;
    this.prefilling = (async () => {
      for (const [locale, generation] of due) {
        if (this.closed) return;
        this.prefilledFor.set(locale, generation);
        try {
          const rows = await this.query<{ word: string }>(frequentWordsSql, [locale, this.heads.prefill * 4]);
          const words = new Map<string, string>();
          for (const { word } of rows) {
            const [query] = wordQueries(locale, word, false);
            if (query && !words.has(query) && words.size < this.heads.prefill) words.set(query, word);
          }
          for (const [query, word] of words) {
            if (this.closed || this.generations.get(locale) !== generation) break;
            // A word in most records sorts most of the locale: longer than a request may take.
            const read = await this.termHead(locale, query, PREFILL_ORDER, PREFILL_READ_MS).then(
              () => true,
              (err) => this.log('term head not prefilled', { locale, word, err: String(err) }),
            );
            if (!read) continue;
            this.headStats.prefilled++;
            const shape = this.usualShapes.get(locale);
            if (!shape) continue;
            const where = await this.wheres(locale, { ...shape, terms: [{ text: word, phrase: false }] });
            // One too slow for a request goes on in the background (finishing-counts.ts): not lost.
            if (
              await this.counts(locale, where.search, where.params).then(
                () => true,
                () => false,
              )
            )
              this.headStats.countsPrefilled++;
          }
        } catch (err) {
          // Only a head a search then reads itself: nothing is lost.
          if (!this.closed) this.log('term heads not prefilled', { locale, err: String(err) });
        }
      }
    })().finally(() => {
      this.prefilling = null;
    });
  }

  /**
   * Polls the generations (one tiny query, unref'd timer): an import through another gateway or
   * the command line shows in dataVersion within a poll, and health follows the server.
   */
  private watch(ms: number): void {
    if (ms <= 0 || this.poller) return;
    this.poller = setInterval(() => void this.refresh(), ms);
    this.poller.unref();
  }

  ready(): boolean {
    return this.healthy && !this.closed;
  }

  dataVersion(locale: Locale): string | undefined {
    return this.generations.get(locale) ?? '0';
  }

  locales(): Locale[] {
    return LOCALES.filter((l) => this.generations.has(l)).sort((a, b) =>
      a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : 0,
    );
  }

  /** The pool reads go to: the replica when there is one. */
  private reader(): pg.Pool {
    return this.readPool && this.unreplayed === null && this.replicaHealthy ? this.readPool : this.pool;
  }

  /** Where reads go now (logged by operators' probes and checked by the replica test). */
  readTarget(): 'primary' | 'replica' {
    return this.reader() === this.pool ? 'primary' : 'replica';
  }

  /**
   * Read-your-writes with a replica: after this gateway writes, the primary's WAL position is kept
   * and reads go to the primary until the replica has replayed past it (checked by the poll).
   */
  private async noteWrite(): Promise<void> {
    if (!this.readPool) return;
    const { rows } = await this.pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    this.unreplayed = rows[0]!.lsn;
  }

  /** Whether the replica has replayed this gateway's last write; a replica failing is left aside. */
  private async checkReplica(): Promise<void> {
    if (!this.readPool) return;
    const waiting = this.unreplayed;
    try {
      const { rows } = await this.readPool.query<{ caught: boolean | null }>(
        'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught',
        [waiting ?? '0/0'],
      );
      if (!this.replicaHealthy) this.log('catalogue replica reachable again', {});
      this.replicaHealthy = true;
      // Only the write it was checked for: a newer one keeps waiting for its own.
      if (waiting !== null && rows[0]?.caught && this.unreplayed === waiting) this.unreplayed = null;
    } catch (err) {
      if (this.replicaHealthy)
        this.log('catalogue replica unavailable: reading the primary', { err: String(err) });
      this.replicaHealthy = false;
    }
  }

  /**
   * Runs a query, turning the database's failures into answers a caller understands: unreachable
   * -> 503 (and health says so until a poll succeeds), cancelled by statement_timeout -> 503 for our
   * own queries, 400 for the callers' raw ones (change the query), never a 500.
   */
  private async guard<T>(work: () => Promise<T>, raw = false): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      // The server's statement_timeout, or the driver's own limit 2 s later when the server's
      // cancel did not come (seen on a statement waiting for a table lock).
      if (isPgTimeout(err) || /Query read timeout/.test((err as Error)?.message ?? ''))
        throw raw
          ? new HttpError(400, 'The query took too long and was stopped: narrow it down', 'QUERY_TIMEOUT')
          : new HttpError(503, 'The catalogue is busy: try again in a few seconds', 'CATALOGUE_TIMEOUT');
      // A write still broken out of deadlocks after its retries (retryOnConflict): busy, not broken.
      if (isPgConflict(err))
        throw new HttpError(503, 'The catalogue is busy: try again in a few seconds', 'CATALOGUE_TIMEOUT');
      if (isPgUnavailable(err)) {
        this.healthy = false;
        throw new HttpError(503, 'The catalogue is unavailable: try again shortly', 'CATALOGUE_UNAVAILABLE');
      }
      throw err;
    }
  }

  /**
   * A read where reads go. `name` makes it a prepared statement each connection parses and plans
   * once (only for fixed SQL texts: the calls made for every record page).
   */
  private async query<R extends pg.QueryResultRow>(
    sql: string,
    params: unknown[],
    name?: string,
  ): Promise<R[]> {
    return (
      await this.reader().query<R>(name ? { name, text: sql, values: params } : { text: sql, values: params })
    ).rows;
  }

  /** What one locale's generation has cached: first-seen orders, canonical facet values, key lists. */
  private cache(locale: Locale): Canonical {
    const generation = this.generations.get(locale) ?? '0';
    let c = this.canonical.get(locale);
    if (!c || c.generation !== generation) {
      c = {
        generation,
        tables: new Map(),
        types: new Map(),
        filters: new Map(),
        keys: new Map(),
        counts: new Map(),
        pending: new Map(),
        images: null,
        cursors: new Map(),
        heads: new Map(),
        cardPages: new CardPageCache(),
      };
      this.canonical.set(locale, c);
    }
    return c;
  }

  /** Records a (whitelisted) site query or queryAlbero matches, found by the raw translator. */
  private async keysOf(locale: Locale, filter: Record<string, unknown>): Promise<KeyList> {
    const cache = this.cache(locale);
    const key = JSON.stringify(filter);
    const cached = cache.keys.get(key);
    if (cached) return cached;
    const found = await rawFindPg(this.reader(), {
      collection: `data_${locale}`,
      query: filter,
      fields: { table: 1, id: 1 },
      limit: Number.MAX_SAFE_INTEGER,
      skip: 0,
    });
    const keys = {
      tables: found.data.map((d) => String(d.table)),
      ids: found.data.map((d) => String(d.id)),
    };
    if (cache.keys.size > 50) cache.keys.clear();
    cache.keys.set(key, keys);
    return keys;
  }

  private async where(
    locale: Locale,
    selection: RecordSelection,
    p: SqlParams,
    from: SelectionTable = 'data',
  ): Promise<string> {
    const site =
      selection.siteQuery && Object.keys(selection.siteQuery).length
        ? await this.keysOf(locale, selection.siteQuery)
        : undefined;
    return selectionWhere(locale, selection, p, site, from);
  }

  /** A selection over catalogue_data and over catalogue_search, with their one list of values. */
  private async wheres(locale: Locale, selection: RecordSelection): Promise<Wheres> {
    const p = new SqlParams();
    const data = await this.where(locale, selection, p);
    const search = await this.where(locale, selection, new SqlParams(), 'search');
    return { data, search, params: p.values };
  }

  search(locale: Locale, request: SearchRequest): Promise<SearchPage> {
    return this.guard(async () => {
      const where = await this.wheres(locale, request);
      const params = where.params;
      // The count first (remembered): it decides how the page is read (page()). Counts and facets
      // read the narrow table only (search-table-sql.ts).
      if (request.facets && !request.tokens.length && !request.pins.length && singleWord(locale, request))
        this.usualShapes.set(locale, { ...request, terms: [], skip: 0 });
      const counts = request.facets ? await this.counts(locale, where.search, params) : null;
      // Without facets, the count of the same selection's remembered facets serves too.
      const known = counts ?? this.cache(locale).counts.get(countsKey(where.search, params));
      const count =
        typeof known === 'object' && known ? known.count : await this.countOnly(locale, where.search, params);
      // Relevance needs words; without any it is the default title order (issue 23).
      const relevance = request.sort.field === 'relevance';
      const sorted: SearchRequest =
        relevance && !request.terms.length
          ? { ...request, sort: { field: 'preferred_label', order: 'asc' } }
          : request;
      const cards =
        request.limit > 0 && request.skip < count
          ? relevance && request.terms.length
            ? await relevancePage(this.pages, locale, where, params, request)
            : ((await this.headPage(locale, where, sorted, count)) ??
              (await sortedPage(this.pages, locale, where, params, sorted, count)))
          : [];
      // The cards' page text: with words, the page each card's snippet is on (card-pages.ts).
      const data = await withCardPages(
        this.pages.query,
        locale,
        cards,
        request.terms,
        this.cache(locale).cardPages,
      );
      if (!counts) return { data, count };
      // The facets of remembered counts, shaped once: sorting thousands of values (a common word's
      // places) by count and name took most of a repeated search's time once its page was cheap.
      const shaped = this.facetsShaped.get(counts) ?? new Map<number, CatalogueFacets>();
      this.facetsShaped.set(counts, shaped);
      let facets = shaped.get(request.facetSize);
      if (!facets) {
        const canonical = await this.filtersFirst(locale, counts.filters);
        facets = facetsFrom(locale, counts, canonical, request.facetSize);
        shaped.set(request.facetSize, facets);
      }
      return { data, count, facets };
    });
  }

  /**
   * A page read through the head of a word every result holds (term-heads.ts), or undefined when
   * the head cannot answer it (then page() reads it). The head's records are checked against the
   * whole selection in its order, a few at a time, until the page is full.
   */
  private async headPage(
    locale: Locale,
    wheres: Wheres,
    request: SearchRequest,
    count: number,
  ): Promise<CatalogueRecord[] | undefined> {
    if (count < this.heads.minResults || request.skip + request.limit > this.heads.keys) return undefined;
    const word = headWord(locale, request);
    if (!word) return undefined;
    // A head is read here for a search of that word alone: with filters or more words the result
    // may keep few of a very common word's records, and sorting all of those (once a generation)
    // would cost more than the page. Such searches use a head already there (prefilled).
    // Nor for a word in over a quarter of the records: its head sorts most of the locale (seconds
    // at 1M), and a walk down the order meets its records soon enough; a prefilled one still serves.
    const alone =
      !request.tokens.length &&
      !request.pins.length &&
      singleWord(locale, request) &&
      (this.heads.always || count * 4 < (await this.publicSize(locale)));
    // A head that could not be read (a word in most records, past the timeout) leaves the page as before.
    const head = await (alone
      ? this.termHead(locale, word, request.sort)
      : this.cache(locale).heads.get(headKey(word, request.sort))
    )?.catch(() => undefined);
    if (!head) return undefined;
    if (!this.heads.always && !headWorthIt(head, count, request.skip, request.limit)) return undefined;
    const wanted = request.skip + request.limit;
    // The head's records all hold its word (title, metadata or page text): when that word is the
    // whole text of the search, they are checked against the rest of the selection only. Testing
    // the word again read each document's page-text terms (a TOASTed tsvector of thousands of
    // words) for every record of the page that had page text.
    const unquotedWord =
      request.terms.length === 1 && !request.terms[0]!.phrase && singleWord(locale, request);
    const check = unquotedWord ? await this.wheres(locale, { ...request, terms: [] }) : wheres;
    const n = check.params.length;
    const found: string[] = [];
    for (let at = 0; at < head.keys.length && found.length < wanted; ) {
      const chunk = head.keys.slice(at, at + nextChunk(head, count, wanted, found.length));
      at += chunk.length;
      const kept = new Set(
        (
          await this.query<{ seq: string }>(
            `SELECT d.seq::text AS seq FROM catalogue_data d WHERE ${check.data} AND d.seq = ANY($${n + 1}::bigint[])`,
            [...check.params, chunk],
          )
        ).map((r) => r.seq),
      );
      for (const seq of chunk) if (kept.has(seq)) found.push(seq);
    }
    // Fewer than the page: exact only when the head holds every match of the word.
    if (found.length < wanted && head.keys.length < head.total) return undefined;
    this.headStats.pages++;
    return cardsInOrder(
      this.pages,
      locale,
      found.slice(request.skip, wanted),
      cardWords(locale, request.terms),
    );
  }

  /** A word's head in an order, remembered for the generation it was read in (term-heads.ts). */
  private termHead(
    locale: Locale,
    word: string,
    sort: SearchRequest['sort'],
    timeoutMs?: number,
  ): Promise<TermHead> {
    // Taken before the read: a head finished after a publish lands in the old generation's cache.
    const heads = this.cache(locale).heads;
    const key = headKey(word, sort);
    let head = heads.get(key);
    if (!head) {
      this.headStats.reads++;
      const values = [locale, word, this.heads.keys];
      head = (
        timeoutMs
          ? this.longRead<{ seq: string; total: string }>(headSql(sort), values, timeoutMs)
          : this.query<{ seq: string; total: string }>(headSql(sort), values)
      ).then((rows) => ({ keys: rows.map((r) => r.seq), total: Number(rows[0]?.total ?? 0) }));
      if (heads.size >= HEADS_MAX) heads.clear();
      heads.set(key, head);
      // A failed read (timeout, lost connection) is not remembered: the next search tries again.
      head.catch(() => heads.get(key) === head && heads.delete(key));
    }
    return head;
  }

  /** A read allowed `ms` instead of the pool's statement timeout (background work, no request). */
  private longRead<R extends pg.QueryResultRow>(sql: string, params: unknown[], ms: number): Promise<R[]> {
    return timedRead<R>(this.reader(), sql, params, ms);
  }

  /** Public records of a locale (remembered for the generation). */
  private publicSize(locale: Locale): Promise<number> {
    return this.countOnly(locale, 'd.locale = $1 AND d.access = 1', [locale]);
  }

  /** A remembered answer of this generation, or computed and remembered (finishing-counts.ts). */
  private remember<T extends ResultCounts | number>(
    locale: Locale,
    key: string,
    compute: (read: Read) => Promise<T>,
  ): Promise<T> {
    return this.finishingCounts.remember(this.cache(locale), key, compute);
  }

  private countOnly(locale: Locale, where: string, params: unknown[]): Promise<number> {
    return this.remember(locale, `n\u0000${where}\u0000${JSON.stringify(params)}`, async (read) =>
      Number(
        (await read<{ n: string }>(`SELECT count(*) AS n FROM catalogue_search d WHERE ${where}`, params))[0]
          ?.n ?? 0,
      ),
    );
  }

  /** Count, date range and the counts per table, type and facet value of a selection. */
  private counts(locale: Locale, where: string, params: unknown[]): Promise<ResultCounts> {
    return this.remember(locale, countsKey(where, params), (read) =>
      this.countsNow(locale, where, params, read),
    );
  }

  private async countsNow(
    locale: Locale,
    where: string,
    params: unknown[],
    read: Read,
  ): Promise<ResultCounts> {
    const [row] = await read<{
      count: number;
      date_from: number | null;
      date_to: number | null;
      tables: { tbl: string; n: number }[];
      types: { id: number; n: number }[];
      filters: { id: string; n: number; first: string }[];
    }>(selectionCountsSql(where), params);
    const c = this.cache(locale);
    const missingTables = row!.tables.filter((t) => !c.tables.has(t.tbl)).map((t) => t.tbl);
    if (missingTables.length) {
      const rows = await this.query<{ tbl: string; first: string }>(
        `SELECT t AS tbl, (SELECT min(seq) FROM catalogue_data d WHERE d.locale = $1 AND d.access = 1 AND d.tbl = t) AS first
         FROM unnest($2::text[]) t`,
        [locale, missingTables],
      );
      for (const r of rows) c.tables.set(r.tbl, Number(r.first));
    }
    const missingTypes = row!.types.filter((t) => !c.types.has(t.id)).map((t) => t.id);
    if (missingTypes.length) {
      const rows = await this.query<{ id: number; first: string; name: string }>(
        `SELECT t AS id, x.seq AS first, x.name FROM unnest($2::int[]) t,
           LATERAL (SELECT d.seq, d.doc->'type_id'->>'name' AS name FROM catalogue_data d
                    WHERE d.locale = $1 AND d.access = 1 AND d.type_id = t ORDER BY d.seq LIMIT 1) x`,
        [locale, missingTypes],
      );
      for (const r of rows) c.types.set(r.id, { name: r.name, first: Number(r.first) });
    }
    return {
      count: row!.count,
      dateFrom: row!.date_from,
      dateTo: row!.date_to,
      tables: row!.tables.map((t) => ({ ...t, first: c.tables.get(t.tbl) ?? 0 })),
      types: row!.types.map((t) => ({
        id: t.id,
        n: t.n,
        name: c.types.get(t.id)?.name ?? '',
        first: c.types.get(t.id)?.first ?? 0,
      })),
      filters: row!.filters,
    };
  }

  /**
   * Each counted facet value with its name, path and type (as the first record of the result
   * holding it has them, kept for the generation) and its place among the others: the first
   * record of the result holding it. The embedded engine takes both from the first record of the
   * whole locale; the two agree unless one id carries different names in different records or
   * two values' first holders come in another order within the result than in the locale.
   * Asking the whole locale cost a lookup per value (seconds at 100k records).
   */
  private async filtersFirst(
    locale: Locale,
    counted: { id: string; first: string }[],
  ): Promise<Map<string, FilterFirst>> {
    const c = this.cache(locale);
    const missing = counted.filter((f) => !c.filters.has(f.id));
    for (let i = 0; i < missing.length; i += 2000) {
      const slice = missing.slice(i, i + 2000);
      const rows = await this.query<{ id: string; filtro: Filtro | null }>(
        `SELECT x.id, (SELECT e FROM jsonb_array_elements(d.doc->'filtri') e WHERE e->>'id' = x.id LIMIT 1) AS filtro
         FROM unnest($2::text[], $3::bigint[]) x(id, seq)
         JOIN catalogue_data d ON d.locale = $1 AND d.access = 1 AND d.seq = x.seq`,
        [locale, slice.map((f) => f.id), slice.map((f) => f.first)],
      );
      for (const r of rows) if (r.filtro) c.filters.set(r.id, r.filtro);
    }
    const out = new Map<string, FilterFirst>();
    for (const f of counted) {
      const filtro = c.filters.get(f.id);
      if (filtro) out.set(f.id, { filtro, first: Number(f.first) });
    }
    return out;
  }

  record(locale: Locale, table: string, id: string): Promise<RecordWithContext | null> {
    return this.guard(async () => {
      const [row] = await this.query<
        PageTextRow & { parents: { id: string; doc: CatalogueRecord }[]; children: number }
      >(
        `SELECT ${RECORD_COLUMNS},
           (SELECT coalesce(json_agg(json_build_object('id', p.id, 'doc', p.doc)), '[]') FROM catalogue_data p
             WHERE p.locale = d.locale AND p.tbl = d.tbl AND p.id = ANY(d.parent_path) AND p.access = 1) AS parents,
           (SELECT count(*)::int FROM catalogue_data c
             WHERE c.locale = d.locale AND c.tbl = d.tbl AND c.parent = d.id AND c.access = 1) AS children
         FROM catalogue_data d WHERE d.locale = $1 AND d.tbl = $2 AND d.id = $3 AND d.access = 1`,
        [locale, table, id],
        'oa-catalogue-record',
      );
      if (!row) return null;
      const byId = new Map(row.parents.map((p) => [p.id, p.doc]));
      // In path order; a private ancestor is left out of the chain, the public rest still shown.
      const parents = row.doc.parent_path.flatMap((a) => (byId.has(String(a)) ? [byId.get(String(a))!] : []));
      return { record: recordOf(row), parents, childrenCount: row.children };
    });
  }

  /** Nodes with their public children's count, in the given order. */
  private async nodes(sql: string, params: unknown[]): Promise<HierarchyNode[]> {
    const rows = await this.query<PageTextRow & { children: number }>(
      `SELECT x.doc, x.fulltext_pages, (SELECT count(*)::int FROM catalogue_data c
          WHERE c.locale = x.locale AND c.tbl = x.tbl AND c.parent = x.id AND c.access = 1) AS children
       FROM (${sql}) x`,
      params,
    );
    return rows.map((r) => ({ record: recordOf(r), childrenCount: r.children }));
  }

  children(locale: Locale, table: string, id: string, limit: number, skip: number) {
    return this.guard(async () => {
      const where = 'd.locale = $1 AND d.tbl = $2 AND d.parent = $3 AND d.access = 1';
      const [data, count] = await Promise.all([
        this.nodes(
          `SELECT d.locale, d.tbl, d.id, d.doc, d.fulltext_pages FROM catalogue_data d WHERE ${where}
           ORDER BY d.ordine NULLS LAST, d.label, d.seq LIMIT $4 OFFSET $5`,
          [locale, table, id, limit, skip],
        ),
        this.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalogue_data d WHERE ${where}`, [
          locale,
          table,
          id,
        ]),
      ]);
      return { data, count: count[0]?.n ?? 0 };
    });
  }

  tree(locale: Locale, queryAlbero: Record<string, unknown> | undefined, limit: number, skip: number) {
    return this.guard(async () => {
      const p = new SqlParams();
      let where = `d.locale = ${p.add(locale)} AND d.access = 1`;
      if (queryAlbero && Object.keys(queryAlbero).length)
        where += ` AND ${keysIn(p, await this.keysOf(locale, queryAlbero))}`;
      else where += " AND d.tbl = 'ca_objects' AND d.parent IS NULL";
      const countParams = [...p.values];
      const [data, count] = await Promise.all([
        this.nodes(
          `SELECT d.locale, d.tbl, d.id, d.doc, d.fulltext_pages FROM catalogue_data d WHERE ${where}
           ORDER BY d.label, d.seq LIMIT ${p.add(limit)} OFFSET ${p.add(skip)}`,
          p.values,
        ),
        this.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM catalogue_data d WHERE ${where}`,
          countParams,
        ),
      ]);
      return { data, count: count[0]?.n ?? 0 };
    });
  }

  /** The embedded store's draw, from the locale's image pool this generation (random-images.ts). */
  randomImages(locale: Locale, request: RandomImagesRequest): Promise<CatalogueRecord[]> {
    return this.guard(async () => {
      const c = this.cache(locale);
      c.images ??= await readImagePool(this.query.bind(this), locale, this.imagesHeld);
      return drawRandomImages(this.query.bind(this), locale, c.images, request);
    });
  }

  timeline(locale: Locale, selection: RecordSelection, from?: number, to?: number) {
    return this.guard(async () => {
      const p = new SqlParams();
      const where = await this.where(locale, selection, p, 'search');
      const spans = await this.query<{ first: number; last: number; n: number }>(
        `SELECT d.year_first AS first, d.year_last AS last, count(*)::int AS n FROM catalogue_search d
         WHERE ${where} AND d.year_first IS NOT NULL GROUP BY 1, 2`,
        p.values,
      );
      return timelineFrom(spans, from, to);
    });
  }

  mapPoints(locale: Locale, selection: RecordSelection): Promise<MapPoint[]> {
    return this.guard(async () => {
      const p = new SqlParams();
      const where = await this.where(locale, selection, p, 'search');
      const filters = await this.query<{ id: string; n: number; first: string }>(
        `SELECT f AS id, count(*)::int AS n, min(d.seq)::text AS first
         FROM catalogue_search d, unnest(d.filter_ids) f WHERE ${where} GROUP BY f`,
        p.values,
      );
      const canonical = await this.filtersFirst(locale, filters);
      return mapPointsFrom(filters, canonical);
    });
  }

  summaries(locale: Locale, table?: string): Promise<Summary[]> {
    return this.guard(async () => {
      const rows = await this.query<{ doc: Summary }>(
        `SELECT doc FROM catalogue_summary WHERE locale = $1 AND ($2::text IS NULL OR tbl = $2) ORDER BY seq`,
        [locale, table ?? null],
      );
      return rows.map((r) => r.doc);
    });
  }

  rawFind(request: RawFindRequest) {
    return this.guard(() => rawFindPg(this.reader(), request), true);
  }

  rawAggregate(collection: string, pipeline: Record<string, unknown>[], maxRows: number) {
    return this.guard(() => rawAggregatePg(this.reader(), collection, pipeline, maxRows), true);
  }

  related(locale: Locale, table: string, id: string): Promise<Relation[]> {
    return this.guard(async () => {
      const rows = await this.query<{ doc: Relation }>(
        `SELECT r.doc FROM catalogue_relations r
         WHERE r.locale = $1 AND r.tbl = $2 AND r.id = $3 AND r.public
           AND EXISTS (SELECT 1 FROM catalogue_data d WHERE d.locale = $1 AND d.tbl = $2 AND d.id = $3 AND d.access = 1)
           AND NOT EXISTS (SELECT 1 FROM catalogue_data d
                           WHERE d.locale = $1 AND d.tbl = r.rel_tbl AND d.id = r.rel_id AND d.access IS DISTINCT FROM 1)
         ORDER BY r.seq`,
        [locale, table, id],
        'oa-catalogue-related',
      );
      return rows.map((r) => r.doc);
    });
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.pool.query('SELECT 1 FROM catalogue_data LIMIT 1');
    return rows.rowCount === 0;
  }

  /**
   * Seeds the demo dataset into an empty database (first start), under a lock so two gateways
   * starting together seed it once; the demo images go to this gateway's media folder either way.
   */
  async seedDemo(records: number, mediaDir: string): Promise<boolean> {
    const client = await this.pool.connect();
    let seeded = false;
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
      try {
        if (await this.isEmpty()) {
          const dataset = buildDemoDataset(records);
          for (const locale of DEMO_LOCALES) {
            await this.upsert({ locale, kind: 'data', docs: dataset.data[locale] });
            await this.upsert({ locale, kind: 'summary', docs: dataset.summary[locale] });
            await this.upsert({ locale, kind: 'relations', docs: dataset.relations[locale] });
          }
          await this.publish();
          seeded = true;
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]);
      }
    } finally {
      client.release();
    }
    await writeDemoImages(mediaDir);
    return seeded;
  }

  /**
   * Upserts by key (import-batches.ts: one transaction a batch, written again whole after a
   * deadlock); the locale is published by the next publish().
   */
  async upsert(batch: ImportBatch): Promise<{ inserted: number; updated: number }> {
    const { inserted, updated, wrote } = await this.guard(() => this.batches.write(batch));
    if (wrote) {
      this.dirty.add(batch.locale);
      await this.noteWrite();
    }
    return { inserted, updated };
  }

  /** Issue 25: the imports an undo can still find. */
  undoableImports(): Promise<string[]> {
    return this.guard(() => this.batches.undoable());
  }

  /** Issue 25: undoes an import in one transaction, then publishes the locales it changed. */
  async undoImport(importId: string): Promise<UndoImportResult> {
    const { result, locales } = await this.guard(() => this.batches.undo(importId));
    if (result.ok) {
      for (const locale of locales) this.dirty.add(locale);
      await this.noteWrite();
      await this.publish();
    }
    return result;
  }

  /**
   * Bumps the generation of every locale written since the last publish (all when none), after
   * refreshing the planner's statistics: a first import of 100k records would otherwise be planned
   * as the empty tables it replaced until autovacuum gets round to them.
   */
  async publish(): Promise<void> {
    const locales = this.dirty.size ? [...this.dirty] : [...this.generations.keys()];
    this.dirty.clear();
    // ANALYZE samples a fixed number of rows, but on a cold large table that may outlast a
    // request's timeout: no statement timeout in this transaction.
    await this.guard(() =>
      inTransaction(
        this.pool,
        async (client) => {
          // The words an import left in the GIN pending lists (upsert()) go into the indexes now:
          // a search would otherwise read the whole list on every query until autovacuum runs.
          // Both also outlast the pool's client-side read limit (statement timeout + 2 s) on a busy
          // machine at 100k records: the limit is lifted as statement_timeout is above.
          await client.query({
            text: `SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
           WHERE a.amname = 'gin' AND i.indrelid IN ('catalogue_data'::regclass, 'catalogue_search'::regclass)`,
            query_timeout: LONG_QUERY_MS,
          } as pg.QueryConfig);
          await client.query({
            text: 'ANALYZE catalogue_data, catalogue_search, catalogue_summary, catalogue_relations, catalogue_pages',
            query_timeout: LONG_QUERY_MS,
          } as pg.QueryConfig);
          // The words spelling corrections come from, recounted for what this import changed.
          await rebuildVocabulary(client, locales);
          await rebuildFacetValues(client, locales);
          await rebuildTitleWords(client, locales);
        },
        { statementTimeoutMs: 0 },
      ),
    );
    await this.guard(async () => {
      const client = await this.pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query({ text: TITLE_WORDS_VACUUM_SQL, query_timeout: LONG_QUERY_MS } as pg.QueryConfig);
        await client.query('RESET statement_timeout');
      } finally {
        client.release();
      }
    });
    await this.guard(() =>
      this.pool.query(
        `INSERT INTO catalogue_generation (locale, generation) SELECT unnest($1::text[]), 1
         ON CONFLICT (locale) DO UPDATE SET generation = catalogue_generation.generation + 1`,
        [locales],
      ),
    );
    await this.noteWrite();
    await this.refresh();
  }

  dateHistogram(locale: Locale, selection: RecordSelection): Promise<DateHistogram> {
    return this.guard(async () => {
      const p = new SqlParams();
      const where = await this.where(locale, selection, p, 'search');
      return dateHistogramPg((sql, params) => this.query(sql, params), where, [...p.values]);
    });
  }

  suggest(locale: Locale, request: SuggestRequest): Promise<SuggestAnswer> {
    return this.guard(() => suggestPg((sql, params) => this.query(sql, params), locale, request));
  }

  spell(locale: Locale, words: string[]): Promise<WordSpelling[]> {
    return this.guard(() => spellPg((sql, params) => this.query(sql, params), locale, words));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    await this.polling;
    await this.prefilling;
    await this.pool.end();
    await this.readPool?.end();
  }
}
