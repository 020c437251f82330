import fc from 'fast-check';
import { Query } from 'mingo';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../../test/postgres/describe-postgres';
import { openPgPool } from '../../lib/pg-pool';
import { rawFindPg, rawPgAnswers } from './raw-query';
import { createRawTestTables, inTieOrder, loadRawTestDocs } from './raw-test-tables';

// Paths through odd shapes: a field the schema leaves open (representations: any JSON the export
// wrote) filled with random values (arrays of arrays, objects with numeric keys, mixed types, empty
// arrays), filtered and sorted by dotted paths with every query operator, answered by PostgreSQL
// and by mingo over the same public records. Imports keep such shapes ("fields the schema does not
// name are kept and served"), so the general SQL must read them exactly as mingo does. (Fields
// whose shape the schema fixes, such as filtri and metadati, take faster exact forms:
// raw-query.property.test.ts holds those to mingo.)

const leaf = fc.oneof(
  fc.constantFrom('a', 'b', 'A', '', 'x y', 'ab'),
  fc.integer({ min: -2, max: 2 }),
  fc.constant(null),
  fc.boolean(),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('value', 'b', '0', '1'), tie('value'), { maxKeys: 3 }),
  ),
}));
const OPEN_FIELDS = ['representations'] as const;

const docsArb = fc
  .array(
    fc.record({
      access: fc.constantFrom(1, 1, 1, 0),
      open: fc.record(
        Object.fromEntries(OPEN_FIELDS.map((f) => [f, fc.option(value, { nil: undefined })])) as Record<
          (typeof OPEN_FIELDS)[number],
          fc.Arbitrary<unknown>
        >,
        { requiredKeys: [] },
      ),
    }),
    { minLength: 15, maxLength: 40, size: 'max' },
  )
  .map((rows) =>
    rows.map((row, i) => ({
      id: String(i),
      table: 'ca_objects',
      preferred_label: `r${i}`,
      type_id: { id: 1, name: 't' },
      // The arrays every stored record has (the store writes its columns from them).
      metadati: [],
      filtri: [],
      parent_path: [],
      access: row.access,
      ...Object.fromEntries(Object.entries(row.open).filter(([, v]) => v !== undefined)),
    })),
  );

const pathArb = fc
  .tuple(fc.constantFrom(...OPEN_FIELDS), fc.array(fc.constantFrom('value', 'b', '0', '1'), { maxLength: 2 }))
  .map(([root, rest]) => [root, ...rest].join('.'));

const operatorArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  leaf.map((v) => ({ $eq: v })),
  fc.array(leaf, { maxLength: 2 }).map((v) => ({ $eq: v })),
  fc.dictionary(fc.constantFrom('value', 'b'), leaf, { minKeys: 1, maxKeys: 2 }).map((v) => ({ $eq: v })),
  leaf.map((v) => ({ $ne: v })),
  fc.array(leaf, { maxLength: 3 }).map((v) => ({ $in: v })),
  fc.array(leaf, { maxLength: 3 }).map((v) => ({ $nin: v })),
  fc.boolean().map((v) => ({ $exists: v })),
  fc.nat(3).map((v) => ({ $size: v })),
  fc.array(leaf, { maxLength: 2 }).map((v) => ({ $all: v })),
  fc.tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), leaf).map(([op, v]) => ({ [op]: v })),
  fc.constantFrom('a', '^A', 'b$', 'x.y', '').map((p) => ({ $regex: p })),
  leaf.map((v) => ({ $elemMatch: { $eq: v } })),
  leaf.map((v) => ({ $elemMatch: { value: v } })),
  fc.integer({ min: -2, max: 2 }).map((v) => ({ $elemMatch: { $gt: v } })),
  fc.constant({ $elemMatch: {} }),
);
const filterArb = fc.oneof(
  fc.tuple(pathArb, leaf).map(([p, v]) => ({ [p]: v })),
  fc.tuple(pathArb, operatorArb).map(([p, op]) => ({ [p]: op })),
  fc.tuple(pathArb, operatorArb).map(([p, op]) => ({ [p]: { $not: op } })),
  fc
    .tuple(pathArb, operatorArb, pathArb, operatorArb)
    .map(([p, a, q, b]) => ({ $or: [{ [p]: a }, { [q]: b }] })),
);

describePostgres('raw filters on open-shaped fields answer as mingo does', (server) => {
  let pool: pg.Pool;
  const catalogues: Record<string, unknown>[][] = [];
  const LOCALES = ['it', 'en', 'fr', 'de'] as const;

  beforeAll(async () => {
    pool = openPgPool(await server().createDatabase('raw_paths'), {
      applicationName: 'raw-paths-test',
      statementTimeoutMs: 30_000,
    });
    await createRawTestTables(pool);
    for (const [i, docs] of fc.sample(docsArb, { numRuns: LOCALES.length, seed: 5 }).entries()) {
      await loadRawTestDocs(pool, LOCALES[i]!, 'data', docs);
      catalogues.push(inTieOrder(docs.filter((d) => d.access === 1)));
    }
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('filters and sorts by dotted paths through arrays and objects', async () => {
    const before = { ...rawPgAnswers };
    await fc.assert(
      fc.asyncProperty(
        fc.nat(LOCALES.length - 1),
        filterArb,
        fc.option(pathArb, { nil: undefined }),
        async (which, query, sortPath) => {
          const sort = sortPath ? { [sortPath]: 1 as const } : undefined;
          let expected: Record<string, unknown>[];
          try {
            let cursor = new Query(query).find(structuredClone(catalogues[which]!));
            if (sort) cursor = cursor.sort(sort);
            expected = cursor.all() as Record<string, unknown>[];
          } catch {
            return; // mingo refuses it: the guard's business, not the translation's
          }
          const answer = await rawFindPg(pool, {
            collection: `data_${LOCALES[which]}`,
            query,
            sort,
            skip: 0,
            limit: 100,
            fields: { id: 1 },
          });
          expect({ query, sort, ids: answer.data.map((r) => r.id) }).toEqual({
            query,
            sort,
            ids: expected.map((r) => r.id),
          });
          expect(answer.count).toBe(expected.length);
        },
      ),
      { numRuns: 400 },
    );
    // Most filters are answered by SQL alone (sorts over arrays go to mingo by design).
    expect(rawPgAnswers.sql - before.sql).toBeGreaterThan(150);
  });
});
