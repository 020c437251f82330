import type { CatalogueRecord } from '@archive/contracts/catalogue';
import fc from 'fast-check';
import { Aggregator, Query } from 'mingo';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../../test/postgres/describe-postgres';
import { openPgPool } from '../../lib/pg-pool';
import { rawAggregatePg, rawFindPg, rawPgAnswers } from './raw-query';
import { createRawTestTables, inTieOrder, loadRawTestDocs } from './raw-test-tables';

// `metadati.value` $regex and the group by type name from migration 10's narrow columns
// (raw-meta-migration.ts), held to mingo: values that hold the regex's metacharacters, newlines
// (a `^`/`$` must not meet the next value, a match must not span two), accented capitals under
// `i`, numbers and nulls (never matched), records without metadata. Italian: the shapes the import
// writes, answered from the columns; French: nested arrays and a metadati that is not an array
// (mingo flattens them), answered from the docs, the same.

const WORDS = ['Lettera', 'lettera', 'CITTÀ', 'città', 'Èra', 'ÉCOLE', 'a.b', 'x+y', '(1)', '[z]', 'ab', 'b'];
const joined = fc
  .array(fc.constantFrom(...WORDS, ' ', '\n', '-'), { minLength: 0, maxLength: 4 })
  .map((w) => w.join(''));
/** A metadata value as the import writes it, or one mingo never matches (number, null, none). */
const plainValue = fc.oneof(
  { weight: 6, arbitrary: joined },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 15 }) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const oddValue = fc.oneof(
  plainValue,
  fc.array(joined, { maxLength: 2 }),
  fc.array(fc.array(joined, { maxLength: 2 })),
);

function records(values: fc.Arbitrary<unknown>, odd: boolean): fc.Arbitrary<CatalogueRecord[]> {
  const row = fc.record({
    meta: fc.option(fc.array(values, { maxLength: 3 }), { nil: undefined }),
    label: fc.constantFrom(...WORDS),
    type: fc.constantFrom('documento', 'fotografia', 'Documento'),
    access: fc.constantFrom(1, 1, 1, 0),
    flat: fc.boolean(),
  });
  return fc.array(row, { minLength: 30, maxLength: 60, size: 'max' }).map((rows) =>
    rows.map((r, i) => {
      const doc: Record<string, unknown> = {
        id: String(i),
        table: 'ca_objects',
        preferred_label: r.label,
        type_id: { id: i % 3, name: r.type },
        access: r.access,
        filtri: [],
        parent_path: [],
        representations: [],
      };
      // Records without metadata: no key at all, or an empty list.
      if (r.meta) {
        const elements = r.meta.map((value) =>
          value === undefined ? { fieldCode: 'f', label: 'F' } : { fieldCode: 'f', label: 'F', value },
        );
        doc.metadati = odd && r.flat && elements[0] ? elements[0] : elements;
      }
      return doc as unknown as CatalogueRecord;
    }),
  );
}

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('lett', 'LETT', 'città', 'CITTÀ', 'èra', 'école', 'ab', 'b', '1') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '^',
      '$',
      '.',
      '\\.',
      '\\+',
      '\\(',
      '\\[',
      '\\b',
      '\\B',
      '\\s',
      ' ',
      '+',
      '*',
      '?',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('[a-z]', '[^a]', '(a|b)', '\\n', '.*', 'a{1,2}', '\\d') },
);
const regexArb = fc.tuple(
  fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
  fc.constantFrom(undefined, 'i', 'm', 's', 'im', 'is'),
);

const LOCALES = ['it', 'fr'] as const;

describePostgres('metadata value regexes and type names from the narrow columns (migration 10)', (server) => {
  let pool: pg.Pool;
  const visible: CatalogueRecord[][] = [];

  beforeAll(async () => {
    pool = openPgPool(await server().createDatabase('raw_meta_property'), {
      applicationName: 'raw-meta-test',
      statementTimeoutMs: 30_000,
    });
    await createRawTestTables(pool);
    const [plain] = fc.sample(records(plainValue, false), { numRuns: 1, seed: 27 });
    const [odd] = fc.sample(records(oddValue, true), { numRuns: 1, seed: 28 });
    for (const [i, docs] of [plain!, odd!].entries()) {
      // Written as the import writes (without metadata: the gateway's columns need the contract's
      // strings), then every doc put back whole by one UPDATE, as an operator's psql would: the
      // narrow rows' metadata columns are the database's own reading of the doc.
      await loadRawTestDocs(
        pool,
        LOCALES[i]!,
        'data',
        docs.map((d) => ({ ...d, metadati: [] })),
      );
      await pool.query(
        `UPDATE catalogue_data d SET doc = x.doc FROM jsonb_array_elements($2::jsonb) x(doc)
          WHERE d.locale = $1 AND d.tbl = x.doc->>'table' AND d.id = x.doc->>'id'`,
        [LOCALES[i], JSON.stringify(docs)],
      );
      visible.push(inTieOrder(docs.filter((r) => r.access === 1)));
    }
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('mongo/search: the same ids, order and count as mingo, from the columns where the shapes allow', async () => {
    const before = { ...rawPgAnswers };
    let italian = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(1),
        regexArb,
        fc.constantFrom<Record<string, 1 | -1> | undefined>(undefined, { preferred_label: 1 }, { id: -1 }),
        fc.nat(4),
        async (which, [pattern, options], sort, skip) => {
          try {
            new RegExp(pattern, options);
          } catch {
            return; // the guard refuses it before any store is asked
          }
          const query = { 'metadati.value': { $regex: pattern, ...(options ? { $options: options } : {}) } };
          let cursor = new Query(query).find(structuredClone(visible[which]!));
          if (sort) cursor = cursor.sort(sort);
          const expected = (cursor.all() as CatalogueRecord[]).map((r) => r.id);
          const answer = await rawFindPg(pool, {
            collection: `data_${LOCALES[which]}`,
            query,
            sort,
            skip,
            limit: 10,
            fields: { id: 1 },
          });
          expect(answer.count).toBe(expected.length);
          expect(answer.data.map((r) => r.id)).toEqual(expected.slice(skip, skip + 10));
          if (which === 0) italian++;
        },
      ),
      {
        numRuns: 300,
        // Anchors on a value that is not the record's first, and the empty value.
        examples: [
          [0, ['^lett', 'i'], undefined, 0],
          [0, ['città$', 'i'], undefined, 0],
          [0, ['^(a|b)$', undefined], undefined, 0],
          [0, ['^$', undefined], undefined, 0],
          [0, ['a\\nb', 'm'], undefined, 0],
        ],
      },
    );
    // Every Italian call came from the columns; the French ones (odd shapes) from the docs.
    expect(rawPgAnswers.columns - before.columns).toBe(italian);
    expect(italian).toBeGreaterThan(50);
  });

  it('a regex PostgreSQL cannot run is a clear 400 each time; the next call is answered', async () => {
    const hostile = { 'metadati.value': { $regex: '((((a{1,200}){1,200}){1,200}){1,200})', $options: 'i' } };
    for (let i = 0; i < 2; i++)
      await expect(
        rawFindPg(pool, { collection: 'data_it', query: hostile, skip: 0, limit: 5 }),
      ).rejects.toMatchObject({ status: 400, code: 'BAD_QUERY' });
    const after = await rawFindPg(pool, {
      collection: 'data_it',
      query: { 'metadati.value': { $regex: 'lett', $options: 'i' } },
      skip: 0,
      limit: 5,
    });
    const expected = new Query({ 'metadati.value': { $regex: 'lett', $options: 'i' } }).find(
      structuredClone(visible[0]!),
    );
    expect(after.count).toBe(expected.all().length);
  });

  it('the seed $facet with types: the same rows as mingo, the Italian ones from the columns', async () => {
    const before = rawPgAnswers.columns;
    for (const [which, locale] of LOCALES.entries()) {
      for (const pattern of ['lett', '^città$', 'a\\.b']) {
        const pipeline = [
          { $match: { 'type_id.id': { $ne: 2 } } },
          {
            $facet: {
              total: [{ $count: 'n' }],
              types: [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }, { $sort: { n: -1, _id: 1 } }],
              meta: [{ $match: { 'metadati.value': { $regex: pattern, $options: 'i' } } }, { $count: 'n' }],
              byName: [{ $sortByCount: '$type_id.name' }],
            },
          },
        ];
        const expected = new Aggregator(pipeline).run(structuredClone(visible[which]!));
        expect(await rawAggregatePg(pool, `data_${locale}`, pipeline, 1000)).toEqual(expected);
      }
    }
    // Three calls of four facets in Italian from the columns.
    expect(rawPgAnswers.columns - before).toBe(12);
  });
});
