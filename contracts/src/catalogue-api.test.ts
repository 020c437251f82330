import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CALLS,
  CATALOGUE_LIMITS,
  catalogueSearchBodySchema,
  mongoAggregateBodySchema,
  mongoSearchBodySchema,
  randomImagesBodySchema,
  relatedParamsSchema,
  timelineBodySchema,
} from './catalogue-api';

describe('seed mongo calls', () => {
  it('keeps the seed paths', () => {
    expect(CATALOGUE_CALLS.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/public/mongo/search',
        'POST /api/public/mongo/aggregate',
        'POST /api/public/mongo/related/:collection/:table/:id',
      ]),
    );
  });
  it('defaults a search body and adds the locale', () => {
    expect(mongoSearchBodySchema.parse({ table: 'data_it' })).toEqual({
      table: 'data_it',
      query: {},
      limit: 20,
      skip: 0,
      locale: 'it',
    });
  });
  it('accepts only catalogue collections', () => {
    expect(mongoSearchBodySchema.safeParse({ table: 'users' }).success).toBe(false);
    expect(mongoSearchBodySchema.safeParse({ table: 'data_pt' }).success).toBe(false);
    expect(mongoSearchBodySchema.safeParse({ table: 'summary_fr' }).success).toBe(true);
  });
  it('caps limit and skip', () => {
    const tooMany = mongoSearchBodySchema.safeParse({
      table: 'data_it',
      limit: CATALOGUE_LIMITS.maxLimit + 1,
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toMatch(/limit may be at most 200/);
    expect(
      mongoSearchBodySchema.safeParse({ table: 'data_it', skip: CATALOGUE_LIMITS.maxSkip + 1 }).success,
    ).toBe(false);
    expect(mongoSearchBodySchema.safeParse({ table: 'data_it', limit: -1 }).success).toBe(false);
  });
  it('takes a pipeline as an array of stages', () => {
    expect(mongoAggregateBodySchema.safeParse({ table: 'data_en', query: [{ $match: {} }] }).success).toBe(
      true,
    );
    expect(mongoAggregateBodySchema.safeParse({ table: 'data_en', query: { $match: {} } }).success).toBe(
      false,
    );
  });
  it('checks the related path parameters', () => {
    expect(
      relatedParamsSchema.safeParse({ collection: 'relations_it', table: 'ca_objects', id: '1' }).success,
    ).toBe(true);
    expect(
      relatedParamsSchema.safeParse({ collection: 'data_it', table: 'ca_objects', id: '1' }).success,
    ).toBe(false);
  });
});

describe('semantic search body', () => {
  it('applies the spec defaults', () => {
    const body = catalogueSearchBodySchema.parse({});
    // No tables named: the gateway searches the catalogue system's default tables (CATALOGUE_SYSTEM).
    expect(body.tables).toBeUndefined();
    expect(body).toMatchObject({
      text: '',
      filters: [],
      excludeTypeIds: [265],
      sort: { field: 'preferred_label', order: 'asc' },
      limit: 20,
      skip: 0,
      facets: true,
      locale: 'it',
    });
  });
  it('refuses a malformed filter token with its reason', () => {
    const parsed = catalogueSearchBodySchema.safeParse({ filters: ['common|only-id'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/needs 3 value/);
  });
  it('refuses an unknown sort field and too many filters', () => {
    expect(catalogueSearchBodySchema.safeParse({ sort: { field: 'password' } }).success).toBe(false);
    expect(
      catalogueSearchBodySchema.safeParse({ filters: Array(CATALOGUE_LIMITS.maxFilters + 1).fill('pin|x') })
        .success,
    ).toBe(false);
  });
});

describe('other bodies', () => {
  it('defaults the shuffle to 4 and caps it', () => {
    expect(randomImagesBodySchema.parse({}).count).toBe(4);
    expect(randomImagesBodySchema.safeParse({ count: 100 }).success).toBe(false);
  });
  it('bounds timeline years', () => {
    expect(timelineBodySchema.safeParse({ from: 1800, to: 1950 }).success).toBe(true);
    expect(timelineBodySchema.safeParse({ from: 100000 }).success).toBe(false);
  });
});
