import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { CATALOGUE_TABLES, type CatalogueTable } from '@archive/contracts/constants';
import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { isRecordTable, RECORD_ID_PATTERN, safeRecordLink, TABLE_SLUGS } from '@archive/contracts/routes';
import { absoluteUrl } from '@archive/contracts/seo/links';
import { enabledLocales } from '@archive/contracts/site-options';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-error';
import { publicOrigin } from '../site/public-origin';
import { searchServiceOf } from './content-search';
import { openToAll } from './image-routes';
import type { ImageRoots } from './image-source';
import {
  buildManifest,
  type LanguageMap,
  type LocalisedRecord,
  PRESENTATION_CONTEXT,
  PRESENTATION_TYPE,
} from './manifest';
import { manifestImages } from './record-images';

/** Manifests per collection page: small enough to answer quickly, few pages at 100k records. */
export const COLLECTION_PAGE_SIZE = 500;
// Records change with imports; a short shared cache spares the store and follows them.
const CACHE = 'public, max-age=300';

export const manifestPath = (table: string, id: string) => `/iiif/${table}/${id}/manifest`;
export const collectionPath = (table: string, page?: number) =>
  `/iiif/${table}/collection${page ? `/${page}` : ''}`;

const tableParam = z.enum(CATALOGUE_TABLES);
const idParam = z.string().max(120).regex(RECORD_ID_PATTERN, 'not a record id');

const thumbnailOf = (r: CatalogueRecord) =>
  r.primaryImg?.url.thumbnail ?? r.representations.find((x) => x.url.thumbnail)?.url.thumbnail;

export function presentationRoutes(root: FastifyInstance, roots: ImageRoots) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const store = () => root.catalogue.store;

  /** Enabled languages the store holds, the default first. */
  const siteLocales = async () => {
    const options = await root.content.siteOptions();
    const held = new Set(store().locales());
    const locales = enabledLocales(options).filter((l) => held.has(l));
    return {
      options,
      locales: [...locales].sort((a, b) => Number(b === DEFAULT_LOCALE) - Number(a === DEFAULT_LOCALE)),
    };
  };

  const tableLabel = (table: CatalogueTable, locales: readonly Locale[], title: string, suffix = '') => {
    const label: LanguageMap = {};
    for (const l of locales)
      label[l] = [`${title} · ${isRecordTable(table) ? TABLE_SLUGS[l][table] : table}${suffix}`];
    return label;
  };

  // GET /iiif/:table/:id/manifest – IIIF Presentation 3.0 manifest of a public record with images
  app.get(
    '/iiif/:table/:id/manifest',
    { schema: { params: z.object({ table: tableParam, id: idParam }) } },
    async (request, reply) => {
      const { table, id } = request.params;
      const origin = publicOrigin(request);
      if (!origin) throw notFound('No public URL for this host');
      const { options, locales } = await siteLocales();
      const records: LocalisedRecord[] = [];
      for (const locale of locales) {
        // Public records only: a private one answers null, exactly like a missing one.
        const found = await store().record(locale, table, id);
        if (!found) continue;
        const link = safeRecordLink(table, id, found.record.preferred_label, locale);
        records.push({
          locale,
          record: root.catalogue.view(found.record, locale),
          homepage: link ? absoluteUrl(link, origin) : undefined,
        });
      }
      const images = await manifestImages(records, roots, origin);
      if (!records.length || !images.length) throw notFound(`No public record with images ${table}/${id}`);
      const manifestId = origin + manifestPath(table, id);
      const manifest = buildManifest({
        id: manifestId,
        collection: origin + collectionPath(table),
        records,
        images,
        siteTitle: options.title || undefined,
        // Page text in some language: the manifest offers IIIF Content Search (content-search-route.ts).
        services: records.some((r) => r.record.fulltext?.length) ? [searchServiceOf(manifestId)] : [],
      });
      return openToAll(reply)
        .header('content-type', PRESENTATION_TYPE)
        .header('cache-control', CACHE)
        .send(manifest);
    },
  );

  /** One page of the table's public records with media, sorted by title. */
  const recordsPage = async (table: CatalogueTable, locale: Locale, page: number) => {
    const selection = await root.catalogue.selection({
      locale,
      text: '',
      tables: [table],
      filters: [],
      pins: [],
      excludeTypeIds: [],
    });
    return store().search(locale, {
      ...selection,
      hasMedia: true,
      sort: { field: 'preferred_label', order: 'asc' },
      limit: page ? COLLECTION_PAGE_SIZE : 0,
      skip: Math.max(0, page - 1) * COLLECTION_PAGE_SIZE,
      facets: false,
      facetSize: 1,
    });
  };

  const manifestRef = (origin: string, locale: Locale, r: CatalogueRecord) => {
    const thumbnail = thumbnailOf(r);
    return {
      id: origin + manifestPath(r.table, r.id),
      type: 'Manifest',
      label: { [locale]: [r.preferred_label] },
      ...(thumbnail
        ? { thumbnail: [{ id: absoluteUrl(thumbnail, origin), type: 'Image', format: 'image/jpeg' }] }
        : {}),
    };
  };

  // GET /iiif/:table/collection – the table's records with images: manifests, or pages of them
  // GET /iiif/:table/collection/:page – one page (COLLECTION_PAGE_SIZE manifests)
  const collection = async (table: CatalogueTable, page: number | undefined, origin: string) => {
    const { options, locales } = await siteLocales();
    const locale = locales[0] ?? DEFAULT_LOCALE;
    const title = options.title || 'IIIF';
    const { count } = await recordsPage(table, locale, 0);
    const pages = Math.ceil(count / COLLECTION_PAGE_SIZE);
    const base = { '@context': PRESENTATION_CONTEXT, type: 'Collection' };
    if (page === undefined && pages > 1)
      return {
        ...base,
        id: origin + collectionPath(table),
        label: tableLabel(table, locales, title),
        items: Array.from({ length: pages }, (_, n) => ({
          id: origin + collectionPath(table, n + 1),
          type: 'Collection',
          label: tableLabel(
            table,
            locales,
            title,
            ` ${n * COLLECTION_PAGE_SIZE + 1}–${Math.min(count, (n + 1) * COLLECTION_PAGE_SIZE)}`,
          ),
        })),
      };
    if (page !== undefined && page > Math.max(1, pages)) return undefined;
    const { data } = await recordsPage(table, locale, page ?? 1);
    return {
      ...base,
      id: origin + collectionPath(table, page),
      label: tableLabel(table, locales, title),
      ...(page ? { partOf: [{ id: origin + collectionPath(table), type: 'Collection' }] } : {}),
      items: data.map((r) => manifestRef(origin, locale, r)),
    };
  };

  app.get(
    '/iiif/:table/collection',
    { schema: { params: z.object({ table: tableParam }) } },
    async (request, reply) => {
      const origin = publicOrigin(request);
      if (!origin) throw notFound('No public URL for this host');
      const body = await collection(request.params.table, undefined, origin);
      return openToAll(reply)
        .header('content-type', PRESENTATION_TYPE)
        .header('cache-control', CACHE)
        .send(body);
    },
  );

  app.get(
    '/iiif/:table/collection/:page',
    {
      schema: {
        params: z.object({ table: tableParam, page: z.coerce.number().int().min(1).max(100_000) }),
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request);
      if (!origin) throw notFound('No public URL for this host');
      const body = await collection(request.params.table, request.params.page, origin);
      if (!body) throw notFound('No such collection page');
      return openToAll(reply)
        .header('content-type', PRESENTATION_TYPE)
        .header('cache-control', CACHE)
        .send(body);
    },
  );
}
