import type { CatalogueRecord } from '@archive/contracts/catalogue';
import fc from 'fast-check';
import { Aggregator, Query } from 'mingo';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../../test/postgres/describe-postgres';
import { openPgPool } from '../../lib/pg-pool';
import { catalogueOf, filterArb, pipelineArb, regexFilterArb, sortArb } from '../engine/raw-arbitraries';
import { rawAggregatePg, rawFindPg, rawPgAnswers } from './raw-query';
import { createRawTestTables, inTieOrder, loadRawTestDocs } from './raw-test-tables';

// The same random whitelisted filters, sorts, pages and pipelines the embedded store's property
// tests draw (engine/raw-arbitraries.ts), answered by PostgreSQL and by mingo over the same public
// records in the tables' order: the same ids, order, counts and rows, or a refusal where mingo
// refuses. Three random catalogues, one per locale, private records included in the tables.

const LOCALES = ['it', 'en', 'fr'] as const;

/** mingo's answer, or the error it throws (PostgreSQL must then refuse too). */
function oracle<T>(run: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: run() };
  } catch {
    return { ok: false };
  }
}

describePostgres('raw calls on PostgreSQL answer as mingo does', (server) => {
  let pool: pg.Pool;
  const publicRecords: CatalogueRecord[][] = [];

  beforeAll(async () => {
    pool = openPgPool(await server().createDatabase('raw_property'), {
      applicationName: 'raw-property-test',
      statementTimeoutMs: 30_000,
    });
    await createRawTestTables(pool);
    const samples = fc.sample(catalogueOf(20, 60), { numRuns: LOCALES.length, seed: 17 });
    for (const [i, records] of samples.entries()) {
      await loadRawTestDocs(pool, LOCALES[i]!, 'data', records);
      publicRecords.push(inTieOrder(records.filter((r) => r.access === 1)));
    }
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('mongo/search: ids, order and count', async () => {
    const before = rawPgAnswers.sql;
    const beforeColumns = rawPgAnswers.columns;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(LOCALES.length - 1),
        filterArb,
        sortArb,
        fc.nat(10),
        fc.integer({ min: 1, max: 12 }),
        async (which, query, sort, skip, limit) => {
          const expected = oracle(() => {
            let cursor = new Query(query).find(structuredClone(publicRecords[which]!));
            if (sort) cursor = cursor.sort(sort);
            return cursor.all() as CatalogueRecord[];
          });
          const got = rawFindPg(pool, {
            collection: `data_${LOCALES[which]}`,
            query,
            sort,
            skip,
            limit,
            fields: { id: 1 },
          });
          if (!expected.ok) return void (await expect(got).rejects.toBeDefined());
          const answer = await got;
          expect(answer.count).toBe(expected.value.length);
          expect(answer.data.map((r) => r.id)).toEqual(
            expected.value.slice(skip, skip + limit).map((r) => r.id),
          );
        },
      ),
      { numRuns: 150 },
    );
    // Every generated filter and sort has an exact SQL translation: mingo is not answering them.
    expect(rawPgAnswers.sql - before).toBeGreaterThan(120);
    // Many of them from catalogue_search's columns (raw-column-page.ts), held to mingo the same way.
    expect(rawPgAnswers.columns - beforeColumns).toBeGreaterThan(20);
  });

  it('regexes on labels and metadata values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(LOCALES.length - 1),
        regexFilterArb,
        async (which, { field, pattern, options }) => {
          try {
            new RegExp(pattern, options);
          } catch {
            return; // not a pattern: the guard refuses it before any store is asked
          }
          const query = { [field]: { $regex: pattern, ...(options ? { $options: options } : {}) } };
          const expected = new Query(query)
            .find(structuredClone(publicRecords[which]!))
            .all()
            .map((r) => (r as CatalogueRecord).id);
          const answer = await rawFindPg(pool, {
            collection: `data_${LOCALES[which]}`,
            query,
            skip: 0,
            limit: 200,
            fields: { id: 1 },
          });
          expect(answer.data.map((r) => r.id)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('mongo/aggregate: rows', async () => {
    const before = { ...rawPgAnswers };
    await fc.assert(
      fc.asyncProperty(fc.nat(LOCALES.length - 1), pipelineArb, async (which, pipeline) => {
        const expected = oracle(() =>
          new Aggregator([...pipeline, { $limit: 1000 }]).run(structuredClone(publicRecords[which]!)),
        );
        const got = rawAggregatePg(pool, `data_${LOCALES[which]}`, pipeline, 1000);
        if (!expected.ok) return void (await expect(got).rejects.toBeDefined());
        expect(await got).toEqual(expected.value);
      }),
      { numRuns: 150 },
    );
    // Counts, groups and facets of the generated shapes start in SQL; none needs mingo to filter.
    expect(rawPgAnswers.sql - before.sql).toBeGreaterThan(50);
    expect(rawPgAnswers.mingoFilter).toBe(before.mingoFilter);
    // Counts and groups by table, id or type id from catalogue_search (raw-column-group.ts).
    expect(rawPgAnswers.columns - before.columns).toBeGreaterThan(5);
  });

  it('regexes on labels answer from the narrow table as from the docs', async () => {
    const before = rawPgAnswers.columns;
    await fc.assert(
      fc.asyncProperty(fc.nat(LOCALES.length - 1), regexFilterArb, async (which, { pattern, options }) => {
        try {
          new RegExp(pattern, options);
        } catch {
          return;
        }
        const query = { preferred_label: { $regex: pattern, ...(options ? { $options: options } : {}) } };
        const expected = new Query(query)
          .find(structuredClone(publicRecords[which]!))
          .all()
          .map((r) => (r as CatalogueRecord).id);
        const answer = await rawFindPg(pool, {
          collection: `data_${LOCALES[which]}`,
          query,
          sort: { preferred_label: -1 },
          skip: 0,
          limit: 200,
          fields: { id: 1 },
        });
        const sorted = new Query(query)
          .find(structuredClone(publicRecords[which]!))
          .sort({ preferred_label: -1 })
          .all()
          .map((r) => (r as CatalogueRecord).id);
        expect(answer.count).toBe(expected.length);
        expect(answer.data.map((r) => r.id)).toEqual(sorted);
      }),
      { numRuns: 100 },
    );
    expect(rawPgAnswers.columns - before).toBeGreaterThan(50);
  });
});
