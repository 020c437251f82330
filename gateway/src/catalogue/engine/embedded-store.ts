import type { CatalogueRecord, Relation, Summary } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { DEFAULT_LOCALE } from '@archive/contracts/locales';
import { Aggregator, ProcessingMode, Query } from 'mingo';
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
} from '../port';
import { parseCollection } from '../port';
import { Random } from '../random';
import { listSnapshots, readNdjson, snapshotFile, writeNdjson } from '../snapshot';
import { Bitset } from './bitset';
import { collectGarbage } from './collect-garbage';
import { linearRegexes } from './linear-regex';
import { KeySpace, LocaleIndex, RecordCollector, recordKey } from './locale-index';
import { normaliseRecord, relationKey, summaryKey } from './normalise';
import { narrowRaw } from './raw-candidates';
import { facetsOf, mapPointsOf, pageOf, timelineOf } from './results';
import { selectDocs } from './select';

/**
 * The embedded catalogue store: snapshot files from DATA_DIR/catalogue loaded into per-locale
 * in-memory indexes (see locale-index.ts). Semantic queries run on bitsets and posting lists; the
 * seed's raw mongo/* calls run through mingo over the public records only.
 */
export class EmbeddedCatalogueStore implements CatalogueStore {
  readonly name = 'embedded';
  private readonly indexes = new Map<Locale, LocaleIndex>();
  private readonly masks = new Map<string, Bitset>();
  private loaded = false;
  private readonly pending = new Map<Locale, Promise<void>>();
  /** Record keys shared by every locale (see KeySpace). */
  private keys = new KeySpace();

  constructor(private readonly dir: string) {}

  /**
   * Reads the snapshots and builds one locale index at a time (a full GC between locales keeps the
   * peak memory near one locale's parsing garbage). With `background`, it resolves as soon as the
   * default locale is served and loads the others afterwards; a call for a locale still loading
   * waits for it.
   */
  async load(
    options: { background?: boolean; log?: (msg: string, data: object) => void } = {},
  ): Promise<void> {
    const files = await listSnapshots(this.dir);
    const locales = [...new Set(files.map((f) => f.locale))].sort((a, b) =>
      a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : 0,
    );
    this.masks.clear();
    this.keys = new KeySpace();
    let chain: Promise<void> = Promise.resolve();
    for (const locale of locales) {
      chain = chain.then(async () => {
        const started = performance.now();
        const index = await this.loadLocale(
          locale,
          files.filter((f) => f.locale === locale),
        );
        this.indexes.set(locale, index);
        this.pending.delete(locale);
        collectGarbage();
        options.log?.('catalogue locale loaded', {
          locale,
          public: index.size,
          relations: index.relations.length,
          ms: Math.round(performance.now() - started),
        });
      });
      this.pending.set(locale, chain);
    }
    const first = locales[0];
    if (options.background && first) {
      chain.catch((err) => options.log?.('catalogue locale failed to load', { err: String(err) }));
      await this.pending.get(first);
    } else await chain;
    this.loaded = true;
  }

  private async loadLocale(locale: Locale, files: { kind: string; file: string }[]): Promise<LocaleIndex> {
    // Records are encoded as they are read: a parsed snapshot never sits whole in memory.
    const data = new RecordCollector(this.keys);
    const summary: Summary[] = [];
    const relations: Relation[] = [];
    for (const { kind, file } of files) {
      await readNdjson(file, (line) => {
        // Snapshots are validated when imported or generated; a broken line is skipped, not fatal.
        try {
          const doc = JSON.parse(line);
          if (kind === 'data') {
            const record = normaliseRecord(doc);
            if (record) data.add(record);
          } else if (kind === 'summary') summary.push(doc);
          else relations.push(doc);
        } catch {}
      });
    }
    const index = new LocaleIndex(locale, data);
    index.setSummaries(summary);
    index.setRelations(relations);
    return index;
  }

  ready(): boolean {
    return this.loaded;
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
  private mask(locale: Locale, index: LocaleIndex, filter: Record<string, unknown>): Bitset {
    const key = `${locale}\u0000${JSON.stringify(filter)}`;
    let mask = this.masks.get(key);
    if (!mask) {
      mask = new Bitset(index.size);
      for (const doc of this.matching(index, filter)) mask.add(doc);
      if (this.masks.size > 50) this.masks.clear();
      this.masks.set(key, mask);
    }
    return mask;
  }

  private async select(locale: Locale, selection: RecordSelection) {
    const index = await this.index(locale);
    const siteMask =
      selection.siteQuery && Object.keys(selection.siteQuery).length
        ? this.mask(locale, index, selection.siteQuery)
        : undefined;
    return { index, result: selectDocs(index, selection, siteMask) };
  }

  async search(locale: Locale, request: SearchRequest): Promise<SearchPage> {
    const { index, result } = await this.select(locale, request);
    const count = result.count();
    const page = pageOf(index, result, count, request.sort, request.skip, request.limit);
    return {
      data: page.map((doc) => index.record(doc)),
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
    const record = index.record(doc);
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
      roots = this.mask(locale, index, queryAlbero)
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
    for (const doc of docs) if (query.test(index.record(doc))) yield doc;
  }

  async rawFind(request: RawFindRequest) {
    const { kind, index } = await this.source(request.collection);
    const query = new Query(linearRegexes(request.query));
    const fields = request.fields as Record<string, 0 | 1> | undefined;
    if (kind !== 'data') {
      const docs = kind === 'summary' ? index.summaries : index.relations;
      const matches = query.find(docs as object[]).all();
      let cursor = query.find(matches as object[], fields);
      if (request.sort) cursor = cursor.sort(request.sort);
      const data = cursor.skip(request.skip).limit(request.limit).all() as Record<string, unknown>[];
      return { data, count: matches.length };
    }
    const matches = [...this.matching(index, request.query)];
    let page: number[];
    if (request.sort) page = sortedPage(index, matches, request.sort, request.skip, request.limit);
    else page = matches.slice(request.skip, request.skip + request.limit);
    const data = new Query({})
      .find(
        page.map((doc) => index.record(doc)),
        fields,
      )
      .all() as Record<string, unknown>[];
    return { data, count: matches.length };
  }

  async rawAggregate(collection: string, rawPipeline: Record<string, unknown>[], maxRows: number) {
    const { kind, index } = await this.source(collection);
    const pipeline = linearRegexes(rawPipeline);
    // Leading $match stages filter as the records stream by; later stages run on copies so $set and
    // friends can never change the stored records (or the parts decoded records share).
    let start = 0;
    while (start < pipeline.length && '$match' in pipeline[start]!) start++;
    const matches = pipeline.slice(0, start).map((stage) => stage.$match as Record<string, unknown>);
    const rest = [...pipeline.slice(start), { $limit: maxRows }];
    if (kind === 'data') {
      // Fresh records share nothing with the store, so the stages may change them without a clone;
      // they stream in, so a $group over everything never holds more than mingo itself does.
      const docs = this.matching(index, { $and: matches });
      const roots = rest[0] ? fieldsReplacedBy(rest[0]) : null;
      const input = (function* () {
        for (const doc of docs) {
          const record = index.record(doc, true) as unknown as Record<string, unknown>;
          if (!roots) yield record;
          else {
            // The stage keeps nothing but what it computes: hand it only the fields it reads
            // (mingo's $group holds every input document until the end).
            const slim: Record<string, unknown> = {};
            for (const root of roots) if (root in record) slim[root] = record[root];
            yield slim;
          }
        }
      })();
      return new Aggregator(rest, { processingMode: ProcessingMode.CLONE_OFF }).run(input);
    }
    const queries = matches.map((m) => new Query(m));
    const docs = (kind === 'summary' ? index.summaries : index.relations) as Record<string, unknown>[];
    const input = docs.filter((doc) => queries.every((q) => q.test(doc)));
    return new Aggregator(rest, { processingMode: ProcessingMode.CLONE_INPUT }).run(input);
  }

  async related(locale: Locale, table: string, id: string): Promise<Relation[]> {
    const index = await this.index(locale);
    if (index.get(table, id) === undefined) return [];
    return (index.relationsByKey.get(recordKey(table, id)) ?? []).map((i) => index.relations[i]!);
  }

  /** Merges the batch into its snapshot file by key and rebuilds that locale's index. */
  async upsert(batch: ImportBatch) {
    const file = snapshotFile(this.dir, batch.kind, batch.locale);
    const keyOf =
      batch.kind === 'data'
        ? (d: CatalogueRecord) => recordKey(d.table, d.id)
        : batch.kind === 'summary'
          ? (d: Summary) => summaryKey(d)
          : (d: Relation) => relationKey(d);
    const merged = new Map<string, unknown>();
    try {
      await readNdjson(file, (line) => {
        try {
          const doc = JSON.parse(line);
          merged.set((keyOf as (d: unknown) => string)(doc), doc);
        } catch {}
      });
    } catch {}
    let inserted = 0;
    let updated = 0;
    for (const doc of batch.docs) {
      const key = (keyOf as (d: unknown) => string)(doc);
      if (merged.has(key)) updated++;
      else inserted++;
      merged.set(key, doc);
    }
    await writeNdjson(file, merged.values());
    if (this.loaded) await this.load();
    // (a full reload: imports are rare and this keeps one code path for building indexes)
    return { inserted, updated };
  }

  async close(): Promise<void> {
    this.indexes.clear();
    this.loaded = false;
  }
}

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
    const record = index.record(doc) as unknown as Record<string, unknown>;
    const standIn: Record<string, unknown> = {};
    for (const root of roots) if (root in record) standIn[root] = record[root];
    docOf.set(standIn, doc);
    return standIn;
  });
  return (new Query({}).find(standIns).sort(sort).skip(skip).limit(limit).all() as object[]).map(
    (standIn) => docOf.get(standIn)!,
  );
}

/** Stages whose output holds only what their expressions compute from the input documents. */
const REPLACING_STAGES = new Set(['$group', '$count', '$sortByCount', '$bucket', '$bucketAuto']);

/**
 * The top-level fields a replacing stage reads ("$type_id.name" reads type_id), or null when the
 * stage is not one of those or may read the whole document ($$ROOT, $$CURRENT).
 */
export function fieldsReplacedBy(stage: Record<string, unknown>): string[] | null {
  const [name] = Object.keys(stage);
  if (!name || !REPLACING_STAGES.has(name)) return null;
  const roots = new Set<string>();
  let whole = false;
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('$$ROOT') || value.startsWith('$$CURRENT')) whole = true;
      else {
        const match = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(value);
        if (match) roots.add(match[1]!);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(stage[name]);
  return whole ? null : [...roots];
}
