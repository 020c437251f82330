import { describe, expect, it } from 'vitest';
import type { RecordSelection, SearchRequest } from '../port';
import {
  indexSpecs,
  publicPrefix,
  searchPipeline,
  selectionFilter,
  textSearch,
  tokenFilter,
} from './query-builder';

const selection: RecordSelection = {
  terms: [],
  tables: ['ca_objects'],
  tokens: [],
  searchType: 'and',
  pins: [],
  excludeTypeIds: [265],
};

describe('MongoDB query building', () => {
  it('always starts with access 1, tables and excluded types', () => {
    expect(selectionFilter(selection)).toEqual({
      $and: [{ access: 1 }, { table: { $in: ['ca_objects'] } }, { 'type_id.id': { $nin: [265] } }],
    });
  });
  it('quotes every term in and mode and only phrases in or mode', () => {
    const terms = [
      { text: 'lettera', phrase: false },
      { text: 'ponte vecchio', phrase: true },
    ];
    expect(textSearch({ terms, searchType: 'and' })).toBe('"lettera" "ponte vecchio"');
    expect(textSearch({ terms, searchType: 'or' })).toBe('lettera "ponte vecchio"');
    expect(textSearch({ terms: [], searchType: 'and' })).toBeNull();
  });
  it('translates every token type', () => {
    const pins = [{ id: '7', table: 'ca_objects' }];
    expect(tokenFilter({ type: 'common', id: 'place-roma', name: 'Roma', path: '/place' }, { pins })).toEqual(
      { 'filtri.id': 'place-roma' },
    );
    expect(tokenFilter({ type: 'collection', id: 'c1', name: 'C' }, { pins })).toEqual({ 'filtri.id': 'c1' });
    expect(tokenFilter({ type: 'parentPath', id: '10', name: 'F', path: '/10' }, { pins })).toEqual({
      parent_path: '10',
    });
    expect(tokenFilter({ type: 'meta', id: 'lettera', field: 'genreform' }, { pins })).toEqual({
      metadati: { $elemMatch: { fieldCode: 'genreform', value: 'lettera' } },
    });
    expect(tokenFilter({ type: 'pin', name: 'p' }, { pins })).toEqual({
      $or: [{ table: 'ca_objects', id: '7' }],
    });
    expect(tokenFilter({ type: 'pin', name: 'p' }, { pins: [] })).toEqual({ id: { $in: [] } });
    const date = tokenFilter({ type: 'date', from: '1900', to: '1900' }, { pins });
    expect(date).toMatchObject({ 'data.start': { $lte: Date.UTC(1900, 11, 31, 23, 59, 59) / 1000 } });
  });
  it('ORs non-date tokens in or mode while dates still restrict', () => {
    const filter = selectionFilter({
      ...selection,
      searchType: 'or',
      tokens: [
        { type: 'common', id: 'a', name: 'a', path: '/p' },
        { type: 'common', id: 'b', name: 'b', path: '/p' },
        { type: 'date', from: '1900', to: '' },
      ],
    });
    const and = (filter as { $and: object[] }).$and;
    expect(and).toContainEqual({ $or: [{ 'filtri.id': 'a' }, { 'filtri.id': 'b' }] });
    expect(and.at(-1)).toHaveProperty(['data.start']);
  });
  it('merges the site query and the text search', () => {
    const filter = selectionFilter({
      ...selection,
      siteQuery: { hasMedia: true },
      terms: [{ text: 'roma', phrase: false }],
    });
    expect((filter as { $and: object[] }).$and).toEqual(
      expect.arrayContaining([{ hasMedia: true }, { $text: { $search: '"roma"' } }]),
    );
  });
  it('builds one round trip for page, count and facets', () => {
    const request: SearchRequest = {
      ...selection,
      sort: { field: 'data.start', order: 'desc' },
      limit: 20,
      skip: 40,
      facets: true,
      facetSize: 50,
    };
    const [match, facet] = searchPipeline(request) as [
      Record<string, unknown>,
      { $facet: Record<string, unknown[]> },
    ];
    expect(match).toHaveProperty('$match');
    expect(facet.$facet.data).toEqual([
      { $sort: { 'data.start': -1, id: 1 } },
      { $skip: 40 },
      { $limit: 20 },
      { $project: { _id: 0 } },
    ]);
    expect(Object.keys(facet.$facet)).toEqual(['data', 'count', 'filters', 'tables', 'types', 'dates']);
  });
  it('puts a trusted public prefix before caller pipelines', () => {
    expect(publicPrefix('data', 'it')[0]).toEqual({ $match: { access: 1 } });
    const relations = publicPrefix('relations', 'fr');
    expect(relations[0]).toEqual({ $match: { access: 1, rel_access: 1 } });
    expect(JSON.stringify(relations)).toContain('data_fr');
  });
  it('creates the text index in the collection language and the lookup indexes', () => {
    const specs = indexSpecs('fr');
    expect(specs.find((s) => s.options.name === 'text')?.options.default_language).toBe('french');
    expect(indexSpecs('hr').find((s) => s.options.name === 'text')?.options.default_language).toBe('none');
    expect(specs.map((s) => Object.keys(s.key)[0])).toEqual(
      expect.arrayContaining(['filtri.id', 'table', 'access']),
    );
  });
});
