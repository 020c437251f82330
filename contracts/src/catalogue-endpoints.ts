import type * as api from './catalogue-api';
import type * as suggest from './catalogue-suggest';
import { endpoint } from './endpoints';
import type * as fulltext from './fulltext';

/** The calls of catalogue-api.ts for the browser: typed by their definitions, without zod (see endpoints.ts). */
export const mongoSearchCall = endpoint<typeof api.mongoSearchCall>('mongoSearchCall');
export const mongoAggregateCall = endpoint<typeof api.mongoAggregateCall>('mongoAggregateCall');
export const mongoRelatedCall = endpoint<typeof api.mongoRelatedCall>('mongoRelatedCall');
export const catalogueSearchCall = endpoint<typeof api.catalogueSearchCall>('catalogueSearchCall');
export const catalogueRecordCall = endpoint<typeof api.catalogueRecordCall>('catalogueRecordCall');
export const catalogueChildrenCall = endpoint<typeof api.catalogueChildrenCall>('catalogueChildrenCall');
export const catalogueTreeCall = endpoint<typeof api.catalogueTreeCall>('catalogueTreeCall');
export const catalogueRandomImagesCall =
  endpoint<typeof api.catalogueRandomImagesCall>('catalogueRandomImagesCall');
export const catalogueTimelineCall = endpoint<typeof api.catalogueTimelineCall>('catalogueTimelineCall');
export const catalogueMapCall = endpoint<typeof api.catalogueMapCall>('catalogueMapCall');
export const catalogueSummariesCall = endpoint<typeof api.catalogueSummariesCall>('catalogueSummariesCall');
export const fulltextSearchCall = endpoint<typeof fulltext.fulltextSearchCall>('fulltextSearchCall');
export const catalogueSuggestCall = endpoint<typeof suggest.catalogueSuggestCall>('catalogueSuggestCall');
export const catalogueDateHistogramCall = endpoint<typeof api.catalogueDateHistogramCall>(
  'catalogueDateHistogramCall',
);
