import type { CatalogueRecord, Filtro, Relation, Summary } from '@archive/contracts/catalogue';
import type { CatalogueFacets } from '@archive/contracts/catalogue-api';
import { LOCALES, type Locale } from '@archive/contracts/locales';
import { type Db, MongoClient } from 'mongodb';
import { buildDemoDataset, DEMO_LOCALES } from '../demo/generate';
import { writeDemoImages } from '../demo/images';
import { relationKey, summaryKey } from '../engine/normalise';
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
import { indexSpecs, publicPrefix, searchPipeline, selectionFilter } from './query-builder';

/** Server-side time limit of the callers' raw queries: PCRE on the server has no linear fallback. */
const RAW_MAX_MS = 5000;

type Doc = Record<string, unknown>;

/**
 * The catalogue port on MongoDB (official driver): collections data_/summary_/relations_{locale}
 * as in the seed. Every query goes through query-builder.ts, which starts from access 1; raw caller
 * pipelines run after a trusted public prefix.
 */
export class MongoCatalogueStore implements CatalogueStore {
  readonly name = 'mongodb';
  private open = true;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(uri: string, dbName: string): Promise<MongoCatalogueStore> {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
    await client.connect();
    const store = new MongoCatalogueStore(client, client.db(dbName));
    await store.ensureIndexes();
    return store;
  }

  async ensureIndexes(locales: readonly Locale[] = LOCALES): Promise<void> {
    for (const locale of locales) {
      for (const spec of indexSpecs(locale))
        await this.db.collection(spec.collection).createIndex(spec.key, spec.options);
    }
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.collection('data_it').estimatedDocumentCount()) === 0;
  }

  async seedDemo(records: number, mediaDir: string): Promise<void> {
    const dataset = buildDemoDataset(records);
    for (const locale of DEMO_LOCALES) {
      await this.upsert({ locale, kind: 'data', docs: dataset.data[locale] });
      await this.upsert({ locale, kind: 'summary', docs: dataset.summary[locale] });
      await this.upsert({ locale, kind: 'relations', docs: dataset.relations[locale] });
    }
    await writeDemoImages(mediaDir);
  }

  ready(): boolean {
    return this.open;
  }

  locales(): Locale[] {
    return [...LOCALES];
  }

  private data(locale: Locale) {
    return this.db.collection<Doc>(`data_${locale}`);
  }

  async search(locale: Locale, request: SearchRequest): Promise<SearchPage> {
    const [out] = await this.data(locale)
      .aggregate(searchPipeline(request), { collation: { locale: 'it' } })
      .toArray();
    const result = (out ?? {}) as Record<string, Doc[]>;
    const count = (result.count?.[0]?.n as number | undefined) ?? 0;
    return {
      data: (result.data ?? []) as unknown as CatalogueRecord[],
      count,
      ...(request.facets ? { facets: facetsFrom(result, request.facetSize, locale) } : {}),
    };
  }

  async record(locale: Locale, table: string, id: string): Promise<RecordWithContext | null> {
    const record = (await this.data(locale).findOne(
      { access: 1, table, id },
      { projection: { _id: 0 } },
    )) as CatalogueRecord | null;
    if (!record) return null;
    const path = record.parent_path ?? [];
    const found = (await this.data(locale)
      .find({ access: 1, table, id: { $in: path } }, { projection: { _id: 0 } })
      .toArray()) as unknown as CatalogueRecord[];
    const parents = path.flatMap((p) => found.filter((f) => f.id === p));
    const childrenCount = await this.data(locale).countDocuments({ access: 1, table, parent: id });
    return { record, parents, childrenCount };
  }

  private async withChildCounts(locale: Locale, records: CatalogueRecord[]): Promise<HierarchyNode[]> {
    if (!records.length) return [];
    const counts = await this.data(locale)
      .aggregate([
        { $match: { access: 1, parent: { $in: records.map((r) => r.id) } } },
        { $group: { _id: { t: '$table', p: '$parent' }, n: { $sum: 1 } } },
      ])
      .toArray();
    const byKey = new Map(counts.map((c) => [`${c._id.t}\u0000${c._id.p}`, c.n as number]));
    return records.map((record) => ({
      record,
      childrenCount: byKey.get(`${record.table}\u0000${record.id}`) ?? 0,
    }));
  }

  async children(locale: Locale, table: string, id: string, limit: number, skip: number) {
    const filter = { access: 1, table, parent: id };
    const [records, count] = await Promise.all([
      this.data(locale)
        .find(filter, { projection: { _id: 0 }, collation: { locale: 'it' } })
        .sort({ ordine: 1, preferred_label: 1 })
        .skip(skip)
        .limit(limit)
        .toArray(),
      this.data(locale).countDocuments(filter),
    ]);
    return { data: await this.withChildCounts(locale, records as unknown as CatalogueRecord[]), count };
  }

  async tree(locale: Locale, queryAlbero: Record<string, unknown> | undefined, limit: number, skip: number) {
    const filter = {
      $and: [
        { access: 1 },
        queryAlbero && Object.keys(queryAlbero).length ? queryAlbero : { table: 'ca_objects', parent: null },
      ],
    };
    const [records, count] = await Promise.all([
      this.data(locale)
        .find(filter, { projection: { _id: 0 }, collation: { locale: 'it' } })
        .sort({ preferred_label: 1 })
        .skip(skip)
        .limit(limit)
        .toArray(),
      this.data(locale).countDocuments(filter),
    ]);
    return { data: await this.withChildCounts(locale, records as unknown as CatalogueRecord[]), count };
  }

  async randomImages(locale: Locale, request: RandomImagesRequest): Promise<CatalogueRecord[]> {
    const orientation =
      request.orientation === 'vertical'
        ? [{ $match: { $expr: { $gt: ['$primaryImg.size.height', '$primaryImg.size.width'] } } }]
        : request.orientation === 'horizontal'
          ? [{ $match: { $expr: { $lte: ['$primaryImg.size.height', '$primaryImg.size.width'] } } }]
          : [];
    const docs = await this.data(locale)
      .aggregate([
        {
          $match: {
            access: 1,
            'primaryImg.size.width': { $gt: 0 },
            ...(request.tables ? { table: { $in: [...request.tables] } } : {}),
          },
        },
        ...orientation,
        { $sample: { size: request.count } },
        { $project: { _id: 0 } },
      ])
      .toArray();
    return docs as unknown as CatalogueRecord[];
  }

  async timeline(locale: Locale, selection: RecordSelection, from?: number, to?: number) {
    const counts = new Map<number, number>();
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const cursor = this.data(locale).find(selectionFilter(selection), { projection: { _id: 0, data: 1 } });
    for await (const doc of cursor) {
      const data = (doc as { data?: { start?: number | null; end?: number | null } }).data;
      if (data?.start == null) continue;
      let first = new Date(data.start * 1000).getUTCFullYear();
      let last = new Date(Math.max(data.start, data.end ?? data.start) * 1000).getUTCFullYear();
      if (from !== undefined) first = Math.max(first, from);
      if (to !== undefined) last = Math.min(last, to);
      for (let y = first; y <= last; y++) counts.set(y, (counts.get(y) ?? 0) + 1);
      if (first <= last) {
        min = Math.min(min, first);
        max = Math.max(max, last);
      }
    }
    const start = from ?? min;
    const end = to ?? max;
    if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
    return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => ({
      year: start + i,
      count: counts.get(start + i) ?? 0,
    }));
  }

  async mapPoints(locale: Locale, selection: RecordSelection): Promise<MapPoint[]> {
    const rows = await this.data(locale)
      .aggregate([
        { $match: selectionFilter(selection) },
        { $unwind: '$filtri' },
        { $match: { 'filtri.path': { $regex: '^/place/' }, 'filtri.cord.1': { $exists: true } } },
        { $group: { _id: '$filtri.id', filtro: { $first: '$filtri' }, count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
      ])
      .toArray();
    return rows.map((r) => {
      const f = r.filtro as Filtro;
      return {
        id: f.id,
        name: f.name,
        path: f.path,
        cord: f.cord as [number, number],
        count: r.count as number,
      };
    });
  }

  async summaries(locale: Locale, table?: string): Promise<Summary[]> {
    return (await this.db
      .collection(`summary_${locale}`)
      .find(table ? { table } : {}, { projection: { _id: 0 } })
      .toArray()) as unknown as Summary[];
  }

  async rawFind(request: RawFindRequest) {
    const parsed = parseCollection(request.collection)!;
    const projection = request.fields ? [{ $project: request.fields }] : [];
    const [out] = await this.db
      .collection(request.collection)
      .aggregate(
        [
          ...publicPrefix(parsed.kind, parsed.locale),
          { $match: request.query },
          {
            $facet: {
              data: [
                ...(request.sort ? [{ $sort: request.sort }] : []),
                { $skip: request.skip },
                { $limit: Math.max(1, request.limit) },
                ...projection,
              ],
              count: [{ $count: 'n' }],
            },
          },
        ],
        { maxTimeMS: RAW_MAX_MS },
      )
      .toArray();
    const data = request.limit === 0 ? [] : ((out?.data ?? []) as Record<string, unknown>[]);
    return { data, count: (out?.count?.[0]?.n as number | undefined) ?? 0 };
  }

  async rawAggregate(collection: string, pipeline: Record<string, unknown>[], maxRows: number) {
    const parsed = parseCollection(collection)!;
    return this.db
      .collection(collection)
      .aggregate([...publicPrefix(parsed.kind, parsed.locale), ...pipeline, { $limit: maxRows }], {
        maxTimeMS: RAW_MAX_MS,
      })
      .toArray();
  }

  async related(locale: Locale, table: string, id: string): Promise<Relation[]> {
    return (await this.db
      .collection(`relations_${locale}`)
      .aggregate([...publicPrefix('relations', locale), { $match: { table, id } }])
      .toArray()) as unknown as Relation[];
  }

  async upsert(batch: ImportBatch) {
    const collection = this.db.collection(`${batch.kind}_${batch.locale}`);
    const filterOf = (doc: Doc): Doc => {
      if (batch.kind === 'data') return { table: doc.table, id: doc.id };
      if (batch.kind === 'summary') return { table: doc.table, type: doc.type };
      return {
        table: doc.table,
        id: doc.id,
        rel_table: doc.rel_table,
        rel_id: doc.rel_id,
        rel_name: doc.rel_name,
      };
    };
    let inserted = 0;
    let updated = 0;
    for (let i = 0; i < batch.docs.length; i += 1000) {
      const slice = batch.docs.slice(i, i + 1000) as unknown as Doc[];
      const result = await collection.bulkWrite(
        slice.map((doc) => ({ replaceOne: { filter: filterOf(doc), replacement: doc, upsert: true } })),
      );
      inserted += result.upsertedCount;
      updated += result.matchedCount;
    }
    return { inserted, updated };
  }

  async close(): Promise<void> {
    this.open = false;
    await this.client.close();
  }
}

/** Same facet shape as the embedded engine. */
function facetsFrom(result: Record<string, Doc[]>, facetSize: number, locale: Locale): CatalogueFacets {
  const groups = new Map<
    string,
    { type: string; pathRoot: string; values: { id: string; name: string; path: string; count: number }[] }
  >();
  for (const row of result.filters ?? []) {
    const f = row.filtro as Filtro;
    const pathRoot = `/${f.path.split('/')[1] ?? ''}`;
    const key = `${f.type}\u0000${pathRoot}`;
    let group = groups.get(key);
    if (!group) {
      group = { type: f.type, pathRoot, values: [] };
      groups.set(key, group);
    }
    group.values.push({ id: f.id, name: f.name, path: f.path, count: row.count as number });
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const dates = result.dates?.[0];
  return {
    groups: [...groups.values()]
      .map((g) => ({
        type: g.type,
        pathRoot: g.pathRoot,
        total: g.values.length,
        values: g.values
          .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name))
          .slice(0, facetSize),
      }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    tables: (result.tables ?? []).map((t) => ({ table: t._id, count: t.count })) as CatalogueFacets['tables'],
    types: (result.types ?? [])
      .map((t) => ({ id: t._id as number, name: t.name as string, count: t.count as number }))
      .sort((a, b) => b.count - a.count),
    dateRange: {
      from: (dates?.from as number | undefined) ?? null,
      to: (dates?.to as number | undefined) ?? null,
    },
  };
}

export { relationKey, summaryKey };
