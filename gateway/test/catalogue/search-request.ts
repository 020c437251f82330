import type { SearchRequest } from '../../src/catalogue/port';

/**
 * A store search as the routes build it for "every public record of ca_objects by title", with
 * what a test changes: the tests of the stores ask the port directly, without the HTTP layer.
 */
export const searchRequest = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  terms: [],
  tables: ['ca_objects'],
  tokens: [],
  searchType: 'and',
  pins: [],
  excludeTypeIds: [],
  sort: { field: 'preferred_label', order: 'asc' },
  skip: 0,
  limit: 50,
  facets: false,
  facetSize: 0,
  ...over,
});
