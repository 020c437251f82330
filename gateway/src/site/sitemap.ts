import { hasInstitutes, hasNews } from '@archive/contracts/access';
import type { DocumentCollection } from '@archive/contracts/documents';
import { isLocale, type Locale } from '@archive/contracts/locales';
import {
  buildUrl,
  kebabTitle,
  type PathRouteName,
  RECORD_TABLES,
  type RecordTable,
  type RouteMatch,
  safeRecordLink,
} from '@archive/contracts/routes';
import { alternateLinks } from '@archive/contracts/seo/links';
import { enabledLocales } from '@archive/contracts/site-options';
import type { CatalogueService } from '../catalogue/service';
import type { StoredDoc } from '../content/port';
import type { ContentService } from '../content/service';
import { type SitemapEntry, sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlXml } from './sitemap-xml';

/**
 * Sitemaps from the stores (issue 14): an index at /sitemap.xml naming one file per locale and kind
 * (records per table, news, institutes, paths, pages), each at most SITEMAP_URLS_PER_FILE URLs with
 * hreflang alternates. Nothing on a private site. Records are read in chunks (a sorted search page,
 * plus one lookup by ids per other locale for the alternates' titles), never all at once.
 */

/**
 * The protocol allows 50,000 URLs and 50 MB per file; with alternates in six locales an entry is
 * about 1 KB, so 10,000 keeps a file near 10 MB and its generation well under a second at 100k.
 */
export const SITEMAP_URLS_PER_FILE = 10_000;

const CONTENT_KINDS = ['pages', 'news', 'institutes', 'paths'] as const;
type ContentKind = (typeof CONTENT_KINDS)[number];
export type SitemapKind = ContentKind | RecordTable;

export interface SitemapFile {
  locale: Locale;
  kind: SitemapKind;
  /** 1-based. */
  page: number;
}

export interface SitemapDeps {
  catalogue: CatalogueService;
  content: ContentService;
}

export const sitemapPath = (f: SitemapFile) => `/sitemaps/${f.locale}-${f.kind}-${f.page}.xml`;

const KINDS: readonly string[] = [...CONTENT_KINDS, ...RECORD_TABLES];
export function parseSitemapName(name: string): SitemapFile | undefined {
  const m = /^([a-z]{2})-([a-z_]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!m || !isLocale(m[1]) || !KINDS.includes(m[2] ?? '')) return undefined;
  return { locale: m[1], kind: m[2] as SitemapKind, page: Number(m[3]) };
}

/** Routes listed in the pages file besides the documents: home, explore and the lists. */
const STATIC_ROUTES: readonly PathRouteName[] = [
  'home',
  'explore',
  'newsList',
  'institutesList',
  'pathsList',
];
const LIST_KIND: Partial<Record<PathRouteName, ContentKind>> = {
  newsList: 'news',
  institutesList: 'institutes',
};
const ITEM_ROUTE: Record<ContentKind, PathRouteName> = {
  pages: 'page',
  news: 'newsItem',
  institutes: 'institutesItem',
  paths: 'pathsItem',
};

interface Site {
  locales: Locale[];
  kinds: Set<SitemapKind>;
}

/** What the site options allow to list; undefined on a private site. */
async function siteOf(deps: SitemapDeps): Promise<Site | undefined> {
  const options = await deps.content.siteOptions();
  if (!options.public) return undefined;
  const kinds = new Set<SitemapKind>(['pages', 'paths', ...RECORD_TABLES]);
  if (hasNews(options.profile)) kinds.add('news');
  if (hasInstitutes(options.profile)) kinds.add('institutes');
  return { locales: enabledLocales(options), kinds };
}

/** Published documents of a collection in each locale (visitors see only those). */
async function publishedDocs(deps: SitemapDeps, collection: DocumentCollection, locales: readonly Locale[]) {
  const byLocale = new Map<Locale, StoredDoc[]>();
  for (const locale of locales) {
    const docs: StoredDoc[] = [];
    for (let skip = 0; ; skip += 1000) {
      const page = await deps.content.list(collection, locale, true, 1000, skip);
      docs.push(...page.data);
      if (page.data.length < 1000 || docs.length >= page.count) break;
    }
    byLocale.set(locale, docs);
  }
  return byLocale;
}

const emptySelection = async (deps: SitemapDeps, locale: Locale, table: RecordTable) =>
  // The site's own query applies (a site showing part of a shared catalogue lists only that part).
  deps.catalogue.selection({ locale, text: '', tables: [table], filters: [], pins: [], excludeTypeIds: [] });

async function recordCount(deps: SitemapDeps, locale: Locale, table: RecordTable): Promise<number> {
  const selection = await emptySelection(deps, locale, table);
  const sort = { field: 'preferred_label', order: 'asc' } as const;
  const page = await deps.catalogue.store.search(locale, {
    ...selection,
    sort,
    limit: 0,
    skip: 0,
    facets: false,
    facetSize: 1,
  });
  return page.count;
}

const pagesFor = (count: number) => Math.ceil(count / SITEMAP_URLS_PER_FILE);
const newest = (docs: readonly StoredDoc[]) =>
  docs.reduce<string | undefined>((max, d) => (!max || d.updatedAt > max ? d.updatedAt : max), undefined);

/** The sitemap index, or undefined on a private site. */
export async function sitemapIndex(deps: SitemapDeps, origin: string): Promise<string | undefined> {
  const site = await siteOf(deps);
  if (!site) return undefined;
  const files: { loc: string; lastmod?: string | undefined }[] = [];
  const docs = new Map<ContentKind, Map<Locale, StoredDoc[]>>();
  for (const kind of CONTENT_KINDS)
    if (site.kinds.has(kind)) docs.set(kind, await publishedDocs(deps, kind, site.locales));
  for (const locale of site.locales) {
    for (const kind of CONTENT_KINDS) {
      const list = docs.get(kind)?.get(locale);
      if (!list) continue;
      // The pages file also lists home and the section lists, so it always exists.
      const count = list.length + (kind === 'pages' ? STATIC_ROUTES.length : 0);
      for (let page = 1; page <= pagesFor(count); page++)
        files.push({ loc: origin + sitemapPath({ locale, kind, page }), lastmod: newest(list) });
    }
    for (const table of RECORD_TABLES) {
      const count = await recordCount(deps, locale, table);
      for (let page = 1; page <= pagesFor(count); page++)
        files.push({ loc: origin + sitemapPath({ locale, kind: table, page }) });
    }
  }
  return sitemapIndexXml(files);
}

/**
 * One sitemap file as XML text chunks, or undefined when the site is private or the file does not
 * exist. Record files are read RECORD_CHUNK records at a time, and each chunk is sent before the
 * next is read: no file is ever whole in memory, and other requests get the event loop in between.
 */
export async function sitemapFile(
  deps: SitemapDeps,
  file: SitemapFile,
  origin: string,
): Promise<AsyncIterable<string> | undefined> {
  const site = await siteOf(deps);
  if (!site?.locales.includes(file.locale) || !site.kinds.has(file.kind)) return undefined;
  const start = (file.page - 1) * SITEMAP_URLS_PER_FILE;
  if (isContentKind(file.kind)) {
    const entries = (await contentEntries(deps, site, file.kind, file.locale, origin)).slice(
      start,
      start + SITEMAP_URLS_PER_FILE,
    );
    return entries.length ? chunksOf([entries]) : undefined;
  }
  const chunks = recordChunks(deps, site, file.kind, file.locale, start, origin);
  // Read the first chunk now: a file past the end must answer 404, not an empty urlset.
  const first = await chunks.next();
  if (first.done || !first.value.length) return undefined;
  return chunksOf(
    (async function* () {
      yield first.value;
      yield* chunks;
    })(),
  );
}

async function* chunksOf(entries: AsyncIterable<SitemapEntry[]> | Iterable<SitemapEntry[]>) {
  yield URLSET_OPEN;
  for await (const chunk of entries) yield chunk.map(urlXml).join('');
  yield URLSET_CLOSE;
}

/** Records read per store call: small enough that one chunk blocks the event loop briefly. */
const RECORD_CHUNK = 1000;

const isContentKind = (kind: SitemapKind): kind is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(kind);

const match = (route: PathRouteName, locale: Locale, params: Record<string, string> = {}): RouteMatch => ({
  route,
  locale,
  params,
  query: {},
});

async function contentEntries(
  deps: SitemapDeps,
  site: Site,
  kind: ContentKind,
  locale: Locale,
  origin: string,
): Promise<SitemapEntry[]> {
  const docs = await publishedDocs(deps, kind, site.locales);
  // A document's alternates are the locales it is published in.
  const localesOf = new Map<string, Locale[]>();
  for (const [l, list] of docs)
    for (const d of list) localesOf.set(d.name, [...(localesOf.get(d.name) ?? []), l]);
  const entries: SitemapEntry[] = [];
  if (kind === 'pages') {
    for (const route of STATIC_ROUTES) {
      const listKind = LIST_KIND[route];
      if (listKind && !site.kinds.has(listKind)) continue;
      const m = match(route, locale);
      entries.push({
        loc: origin + buildUrl(route, {}, locale),
        alternates: alternateLinks(m, site.locales, origin),
      });
    }
  }
  for (const doc of docs.get(locale) ?? []) {
    const m = match(ITEM_ROUTE[kind], locale, { slug: doc.name });
    entries.push({
      loc: origin + buildUrl(m.route as PathRouteName, m.params, locale),
      lastmod: doc.updatedAt,
      alternates: alternateLinks(m, localesOf.get(doc.name) ?? [locale], origin),
    });
  }
  return entries;
}

async function* recordChunks(
  deps: SitemapDeps,
  site: Site,
  table: RecordTable,
  locale: Locale,
  start: number,
  origin: string,
): AsyncGenerator<SitemapEntry[]> {
  const selection = await emptySelection(deps, locale, table);
  for (let skip = start; skip < start + SITEMAP_URLS_PER_FILE; skip += RECORD_CHUNK) {
    const { data } = await deps.catalogue.store.search(locale, {
      ...selection,
      sort: { field: 'preferred_label', order: 'asc' },
      limit: Math.min(RECORD_CHUNK, start + SITEMAP_URLS_PER_FILE - skip),
      skip,
      facets: false,
      facetSize: 1,
    });
    if (!data.length) return;
    yield await recordEntries(deps, site, table, locale, data, origin);
    if (data.length < RECORD_CHUNK) return;
    // Let waiting requests in: store calls of the embedded engine run on this thread.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function recordEntries(
  deps: SitemapDeps,
  site: Site,
  table: RecordTable,
  locale: Locale,
  data: readonly { id: string; preferred_label: string }[],
  origin: string,
): Promise<SitemapEntry[]> {
  // The same records' titles in the other locales, one query per locale: alternates name each
  // locale's canonical URL (a title-less link would answer 301).
  const ids = data.map((r) => r.id);
  const titles = new Map<string, Partial<Record<Locale, string>>>(
    data.map((r) => [r.id, { [locale]: kebabTitle(r.preferred_label) }]),
  );
  for (const other of site.locales) {
    if (other === locale) continue;
    const found = await deps.catalogue.store.rawFind({
      collection: `data_${other}`,
      query: { table, id: { $in: ids } },
      fields: { id: 1, preferred_label: 1 },
      limit: ids.length,
      skip: 0,
    });
    for (const r of found.data) {
      const slugs = titles.get(String(r.id));
      if (slugs && typeof r.preferred_label === 'string') slugs[other] = kebabTitle(r.preferred_label);
    }
  }
  const entries: SitemapEntry[] = [];
  for (const record of data) {
    const loc = safeRecordLink(table, record.id, record.preferred_label, locale);
    if (!loc) continue; // an id the route table cannot link (e.g. with a dash)
    const slugs = titles.get(record.id) ?? {};
    const m = match('record', locale, { table, id: record.id });
    entries.push({
      loc: origin + loc,
      alternates: alternateLinks(m, Object.keys(slugs) as Locale[], origin, slugs),
    });
  }
  return entries;
}
