import { z } from 'zod';
import {
  catalogueRecordViewSchema,
  catalogueTableSchema,
  coordSchema,
  recordCardSchema,
  relationSchema,
  summarySchema,
} from './catalogue';
import { dateHistogramResponseSchema } from './catalogue-date-histogram';
import { SEARCH_DEFAULTS, SEARCH_SORT_FIELDS, SHUFFLE_DEFAULT_COUNT } from './constants';
import { ENDPOINTS } from './endpoints';
import { serializedFilterTokenSchema } from './filters-schema';
import { defineCall, withLocale } from './http';
import { LOCALES } from './locales';
import { searchCorrectionSchema } from './search-correction';
import { SEARCH_TEXT_MAX_LENGTH } from './search-text';

// The in-document search of the viewer (issue 23) is a catalogue call too.
export { fulltextSearchCall } from './fulltext';

/**
 * The catalogue calls: the seed's three raw `mongo/*` calls (paths and shapes kept, spec section 7)
 * and our own contract-defined endpoints under /api/public/catalogue/*. Every body carries locale.
 */

/** Caps the gateway enforces on every list; larger values are refused with 400. */
export const CATALOGUE_LIMITS = {
  /** Largest page of the raw mongo/search and of the semantic search. */
  maxLimit: 200,
  /** Deepest offset: deep paging past this is refused (use filters instead). */
  maxSkip: 100_000,
  /** Most rows an aggregate pipeline may return. */
  maxAggregateRows: 1000,
  /** Longest $regex pattern accepted in raw queries. */
  maxRegexLength: 100,
  /** Most filter tokens in one search. */
  maxFilters: 50,
  /** Most children in one page of the hierarchy. */
  maxChildrenPage: 200,
  /** Most random images in one shuffle. */
  maxRandomImages: 24,
} as const;

const collectionPattern = new RegExp(`^(data|summary|relations)_(${LOCALES.join('|')})$`);
export const catalogueCollectionSchema = z
  .string()
  .regex(collectionPattern, 'table must be data_{locale}, summary_{locale} or relations_{locale}')
  .describe('Collection name: data_{locale}, summary_{locale} or relations_{locale}');

const limit = (fallback: number, max: number) =>
  z.number().int().min(0).max(max, `limit may be at most ${max}`).default(fallback);
const skip = z
  .number()
  .int()
  .min(0)
  .max(CATALOGUE_LIMITS.maxSkip, `skip may be at most ${CATALOGUE_LIMITS.maxSkip}`)
  .default(0);

const rawQuery = z
  .record(z.string(), z.unknown())
  .describe('Mongo filter; only whitelisted fields and operators are accepted (see gateway README)');
const looseRow = z.record(z.string(), z.unknown());

// ---------------------------------------------------------------------------------------------
// Seed calls

export const mongoSearchBodySchema = withLocale({
  table: catalogueCollectionSchema,
  query: rawQuery.default({}),
  limit: limit(SEARCH_DEFAULTS.limit, CATALOGUE_LIMITS.maxLimit),
  skip,
  sort: z
    .record(z.string(), z.union([z.literal(1), z.literal(-1)]))
    .optional()
    .describe('e.g. {preferred_label: 1}'),
  fields: z
    .record(z.string(), z.union([z.literal(0), z.literal(1)]))
    .optional()
    .describe('Projection: {field: 1} to keep only those, {field: 0} to drop'),
});
export type MongoSearchBody = z.input<typeof mongoSearchBodySchema>;
export const mongoSearchResponseSchema = z.object({ data: z.array(looseRow), count: z.number().int() });

export const mongoSearchCall = defineCall({
  ...ENDPOINTS.mongoSearchCall,
  summary: 'Raw find over a catalogue collection (public records only, whitelisted query)',
  body: mongoSearchBodySchema,
  response: mongoSearchResponseSchema,
});

export const mongoAggregateBodySchema = withLocale({
  table: catalogueCollectionSchema,
  query: z
    .array(z.record(z.string(), z.unknown()))
    .max(30)
    .describe('Aggregation pipeline; whitelisted stages only'),
});
export const mongoAggregateResponseSchema = z.object({ data: z.array(z.unknown()) });
export const mongoAggregateCall = defineCall({
  ...ENDPOINTS.mongoAggregateCall,
  summary: 'Aggregation pipeline over a catalogue collection (public records only)',
  body: mongoAggregateBodySchema,
  response: mongoAggregateResponseSchema,
});

export const relatedParamsSchema = z.object({
  collection: z
    .string()
    .regex(new RegExp(`^relations_(${LOCALES.join('|')})$`), 'collection must be relations_{locale}'),
  table: catalogueTableSchema,
  id: z.string().min(1).max(120),
});
// The seed sends no body here; a missing (null) body counts as {}.
export const relatedBodySchema = z.preprocess((v) => v ?? {}, withLocale({}));
export const relatedResponseSchema = z.object({ data: z.array(relationSchema) });
export const mongoRelatedCall = defineCall({
  ...ENDPOINTS.mongoRelatedCall,
  summary: 'Relations of a record, both directions; only when both sides are public',
  body: relatedBodySchema,
  response: relatedResponseSchema,
});

// ---------------------------------------------------------------------------------------------
// Our own endpoints

/** What selects records: shared by search, timeline and map. */
export const catalogueQueryShape = {
  text: z.string().max(SEARCH_TEXT_MAX_LENGTH).default('').describe('Words; "quoted parts" are phrases'),
  tables: z
    .array(catalogueTableSchema)
    .max(6)
    .optional()
    .describe(
      "Tables to search; omitted: the catalogue system's (CATALOGUE_SYSTEM: ca_objects, ca_entities, ca_occurrences for collectiveaccess, objects for pimcore)",
    ),
  filters: z
    .array(serializedFilterTokenSchema)
    .max(CATALOGUE_LIMITS.maxFilters)
    .default([])
    .describe('Serialised filter tokens'),
  searchType: z
    .enum(['and', 'or'])
    .optional()
    .describe(
      'and: every word and token must match; or: any word, any token (date tokens always restrict). Default: site option customjs.searchType, else and',
    ),
  pins: z
    .array(z.object({ id: z.string().max(120), table: z.string().max(60) }))
    .max(1000)
    .default([])
    .describe("The visitor's pins: marks results pinned and serves the pin token"),
  excludeTypeIds: z
    .array(z.number().int())
    .max(50)
    .default([...SEARCH_DEFAULTS.excludedTypeIds]),
  hasMedia: z.boolean().optional().describe('Only records with media'),
};

export { SEARCH_SORT_FIELDS };
export const searchSortSchema = z
  .object({ field: z.enum(SEARCH_SORT_FIELDS), order: z.enum(['asc', 'desc']).default('asc') })
  .default({ field: 'preferred_label', order: 'asc' });

export const catalogueSearchBodySchema = withLocale({
  ...catalogueQueryShape,
  sort: searchSortSchema,
  limit: limit(SEARCH_DEFAULTS.limit, CATALOGUE_LIMITS.maxLimit),
  skip,
  facets: z.boolean().default(true).describe('Also count facets over the whole result'),
  facetSize: z.number().int().min(1).max(500).default(50).describe('Values per facet group'),
});
export type CatalogueSearchBody = z.input<typeof catalogueSearchBodySchema>;
export type CatalogueSearchQuery = z.output<typeof catalogueSearchBodySchema>;

export const facetValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  count: z.number().int(),
  dates: z
    .string()
    .max(300)
    .optional()
    .describe("The dates of the value's own public record, given when another value has the same name"),
});
export const facetGroupSchema = z.object({
  type: z.string().describe('filtri.type, e.g. luogo, persona, soggetto, collezione'),
  pathRoot: z.string().describe('First path segment shared by the values, e.g. /place'),
  total: z.number().int().describe('Distinct values in the whole result'),
  values: z.array(facetValueSchema).describe('Most frequent first, ties by name'),
});
export const catalogueFacetsSchema = z.object({
  groups: z.array(facetGroupSchema),
  tables: z.array(z.object({ table: catalogueTableSchema, count: z.number().int() })),
  types: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  dateRange: z
    .object({ from: z.number().nullable(), to: z.number().nullable() })
    .describe('Earliest start and latest end of the result, epoch seconds'),
});
export type CatalogueFacets = z.infer<typeof catalogueFacetsSchema>;

export const catalogueSearchResponseSchema = z.object({
  data: z.array(recordCardSchema),
  count: z.number().int(),
  facets: catalogueFacetsSchema.optional(),
  correction: searchCorrectionSchema
    .optional()
    .describe('Words that found nothing and their nearest indexed words ("Forse cercavi"); absent when none'),
});
export type CatalogueSearchResult = z.infer<typeof catalogueSearchResponseSchema>;

export const catalogueSearchCall = defineCall({
  ...ENDPOINTS.catalogueSearchCall,
  summary: 'Semantic search: text, tables, filter tokens, facets, date range, sorted page',
  body: catalogueSearchBodySchema,
  response: catalogueSearchResponseSchema,
});

const recordRef = { table: catalogueTableSchema, id: z.string().min(1).max(120) };

export const recordBodySchema = withLocale({ ...recordRef, pins: catalogueQueryShape.pins });
export const parentRefSchema = z.object({
  id: z.string(),
  table: catalogueTableSchema,
  preferred_label: z.string(),
  link: z.string(),
});
export const recordResponseSchema = z.object({
  record: catalogueRecordViewSchema,
  parents: z.array(parentRefSchema).describe('Public ancestors, root first'),
  childrenCount: z.number().int(),
});
export type RecordResponse = z.infer<typeof recordResponseSchema>;
export const catalogueRecordCall = defineCall({
  ...ENDPOINTS.catalogueRecordCall,
  summary: 'One public record with derived fields, its parent chain and its children count (404 otherwise)',
  body: recordBodySchema,
  response: recordResponseSchema,
});

export const childrenBodySchema = withLocale({
  ...recordRef,
  limit: limit(50, CATALOGUE_LIMITS.maxChildrenPage),
  skip,
});
export const hierarchyNodeSchema = recordCardSchema.extend({ childrenCount: z.number().int() });
export const childrenResponseSchema = z.object({
  data: z.array(hierarchyNodeSchema),
  count: z.number().int(),
});
export const catalogueChildrenCall = defineCall({
  ...ENDPOINTS.catalogueChildrenCall,
  summary: 'A page of public children of a node, by ordine then label',
  body: childrenBodySchema,
  response: childrenResponseSchema,
});

export const treeBodySchema = withLocale({
  limit: limit(100, CATALOGUE_LIMITS.maxChildrenPage),
  skip,
});
export const treeResponseSchema = z.object({ data: z.array(hierarchyNodeSchema), count: z.number().int() });
export const catalogueTreeCall = defineCall({
  ...ENDPOINTS.catalogueTreeCall,
  summary: 'Tree roots chosen by the site option queryAlbero (default: top-level ca_objects)',
  body: treeBodySchema,
  response: treeResponseSchema,
});

export const randomImagesBodySchema = withLocale({
  count: z.number().int().min(1).max(CATALOGUE_LIMITS.maxRandomImages).default(SHUFFLE_DEFAULT_COUNT),
  orientation: z.enum(['any', 'vertical', 'horizontal']).default('any').describe('vertical: height > width'),
  tables: z.array(catalogueTableSchema).max(6).optional(),
  seed: z.number().int().optional().describe('Same seed, same pick (for tests and shared links)'),
});
export const randomImageSchema = z.object({
  id: z.string(),
  table: catalogueTableSchema,
  preferred_label: z.string(),
  link: z.string(),
  image: z.object({
    url: z.string(),
    large: z.string().optional(),
    // The original file: responsive copies are cut from it (never narrower than `width`, whichever
    // copy the record's size describes), while `url` and `large` are fixed-size copies.
    original: z.string().optional(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});
export type RandomImage = z.infer<typeof randomImageSchema>;
export const randomImagesResponseSchema = z.object({ data: z.array(randomImageSchema) });
export const catalogueRandomImagesCall = defineCall({
  ...ENDPOINTS.catalogueRandomImagesCall,
  summary: 'Random public images for the shuffle (default 4; vertical or horizontal variants)',
  body: randomImagesBodySchema,
  response: randomImagesResponseSchema,
});

export const timelineBodySchema = withLocale({
  ...catalogueQueryShape,
  from: z.number().int().min(-9999).max(9999).optional().describe('First year shown'),
  to: z.number().int().min(-9999).max(9999).optional().describe('Last year shown'),
});
export const timelineResponseSchema = z.object({
  data: z
    .array(z.object({ year: z.number().int(), count: z.number().int() }))
    .describe('Every year from the first to the last, zeros included'),
});
export const catalogueTimelineCall = defineCall({
  ...ENDPOINTS.catalogueTimelineCall,
  summary: 'Records per year: a record counts in every year between its start and end',
  body: timelineBodySchema,
  response: timelineResponseSchema,
});

export const mapBodySchema = withLocale({ ...catalogueQueryShape });
export const mapPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  cord: coordSchema,
  count: z.number().int().describe('Matching records at this place'),
});
export const mapResponseSchema = z.object({ data: z.array(mapPointSchema) });
export const catalogueMapCall = defineCall({
  ...ENDPOINTS.catalogueMapCall,
  summary: 'Places of the matching records: filtri whose path begins with /place/ and that have coordinates',
  body: mapBodySchema,
  response: mapResponseSchema,
});

export const summariesBodySchema = withLocale({ table: catalogueTableSchema.optional() });
export const summariesResponseSchema = z.object({ data: z.array(summarySchema) });
export const catalogueSummariesCall = defineCall({
  ...ENDPOINTS.catalogueSummariesCall,
  summary: 'Summary field lists per table and type',
  body: summariesBodySchema,
  response: summariesResponseSchema,
});

/** Every catalogue call, for the gateway's route registration check and the OpenAPI document. */
export const CATALOGUE_CALLS = [
  mongoSearchCall,
  mongoAggregateCall,
  mongoRelatedCall,
  catalogueSearchCall,
  catalogueRecordCall,
  catalogueChildrenCall,
  catalogueTreeCall,
  catalogueRandomImagesCall,
  catalogueTimelineCall,
  catalogueMapCall,
  catalogueSummariesCall,
] as const;

export { CATALOGUE_MEDIA_PATH } from './catalogue-media-path';

// Suggestions while typing live in their own file (issue 23); listed here with the other calls.
export { catalogueSuggestCall } from './catalogue-suggest';

export const dateHistogramBodySchema = withLocale(catalogueQueryShape);
export const catalogueDateHistogramCall = defineCall({
  ...ENDPOINTS.catalogueDateHistogramCall,
  summary: 'Results by date (issue 23): bars of centuries, decades, years or months for a search',
  body: dateHistogramBodySchema,
  response: dateHistogramResponseSchema,
});
