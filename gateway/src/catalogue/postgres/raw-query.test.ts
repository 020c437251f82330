import { createHash } from 'node:crypto';
import { Query } from 'mingo';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePostgres } from '../../../test/postgres/describe-postgres';
import { isPgTimeout, openPgPool } from '../../lib/pg-pool';
import { checkFilter, checkNames, RawQueryError } from '../raw/guard';
import { MINGO_ROWS_MAX, rawAggregatePg, rawFindPg, rawPgAnswers } from './raw-query';
import { createRawTestTables, inTieOrder, loadRawTestDocs } from './raw-test-tables';

// What a caller of mongo/search and mongo/aggregate sees from PostgreSQL: each query operator on a
// few records in the seed's shape, private records and relations never answered, hostile values
// inert, a cancelled statement recognisable as a timeout (503), bounded work refused with 400.

const record = (fields: Record<string, unknown>) => ({
  hasMedia: false,
  metadati: [],
  filtri: [],
  parent_path: [],
  isChild: false,
  representations: [],
  access: 1,
  type_id: { id: 10, name: 'documento' },
  ...fields,
});

const RECORDS = [
  record({
    id: '1',
    table: 'ca_objects',
    preferred_label: 'Lettera di Garibaldi',
    data: { start: -3_471_292_800, end: -3_471_292_800 },
    metadati: [
      { fieldCode: 'descrizione', label: 'Descrizione', value: 'Lettera autografa\nfirmata' },
      { fieldCode: 'date', label: 'Data', subelements: [{ fieldCode: 'dates_value', value: '1860' }] },
    ],
    filtri: [{ id: 'f1', name: 'Roma', path: '/place/roma', type: 'luogo' }],
    ordine: 2,
    score: 1.5,
    hasMedia: true,
  }),
  record({
    id: '2',
    table: 'ca_objects',
    preferred_label: 'Veduta del ponte',
    type_id: { id: 11, name: 'fotografia' },
    parent: '1',
    parent_path: ['1'],
    isChild: true,
    metadati: [{ fieldCode: 'descrizione', label: 'Descrizione', value: 'ponte Milvio' }],
    filtri: [
      { id: 'f1', name: 'Roma', path: '/place/roma', type: 'luogo' },
      { id: 'f2', name: 'Ponti', path: '/subject/ponti', type: 'soggetto' },
    ],
    ordine: 1,
    score: null,
  }),
  record({ id: '3', table: 'ca_objects', preferred_label: 'Lettera segreta', access: 0, ordine: 0 }),
  record({
    id: '4',
    table: 'ca_entities',
    preferred_label: 'Giuseppe Garibaldi',
    type_id: { id: 20, name: 'persona' },
  }),
  record({
    id: '5',
    table: 'ca_objects',
    preferred_label: `O'Brien "quoted" \\ back`,
    metadati: [
      { fieldCode: 'note', label: 'Note', value: '$.a ? (@ == 1)' },
      { fieldCode: 'note', label: 'Note', value: "'; DROP TABLE catalogue_data; --" },
    ],
    ordine: '2',
  }),
];

const RELATIONS = [
  {
    id: '1',
    table: 'ca_objects',
    label: 'Lettera di Garibaldi',
    type: 'documento',
    access: 1,
    rel_id: '4',
    rel_table: 'ca_entities',
    rel_label: 'Giuseppe Garibaldi',
    rel_type: 'persona',
    rel_access: 1,
    rel_name: 'autore',
    rel_name_reverse: 'autore di',
  },
  // The far end is a private record: hidden although both flags say public.
  {
    id: '1',
    table: 'ca_objects',
    label: 'Lettera di Garibaldi',
    type: 'documento',
    access: 1,
    rel_id: '3',
    rel_table: 'ca_objects',
    rel_label: 'Lettera segreta',
    rel_type: 'documento',
    rel_access: 1,
    rel_name: 'collegato',
    rel_name_reverse: 'collegato',
  },
  {
    id: '2',
    table: 'ca_objects',
    label: 'Veduta del ponte',
    type: 'fotografia',
    access: 1,
    rel_id: '4',
    rel_table: 'ca_entities',
    rel_label: 'Giuseppe Garibaldi',
    rel_type: 'persona',
    rel_access: 0,
    rel_name: 'soggetto',
    rel_name_reverse: 'soggetto di',
  },
];

const SUMMARIES = [
  { table: 'ca_objects', type: '*', metadati: [{ fieldCode: 'descrizione', label: 'Descrizione' }] },
];

describePostgres('raw calls on PostgreSQL', (server) => {
  let pool: pg.Pool;
  let url: string;
  const find = (query: Record<string, unknown>, more: Partial<Parameters<typeof rawFindPg>[1]> = {}) =>
    rawFindPg(pool, { collection: 'data_it', query, limit: 50, skip: 0, ...more });
  const ids = async (query: Record<string, unknown>, sort?: Record<string, 1 | -1>) =>
    (await find(query, { sort })).data.map((r) => r.id);

  beforeAll(async () => {
    url = await server().createDatabase('raw_unit');
    pool = openPgPool(url, { applicationName: 'raw-unit-test', statementTimeoutMs: 10_000 });
    await createRawTestTables(pool);
    await loadRawTestDocs(pool, 'it', 'data', RECORDS);
    await loadRawTestDocs(pool, 'it', 'relations', RELATIONS);
    await loadRawTestDocs(pool, 'it', 'summary', SUMMARIES);
  });
  afterAll(async () => {
    await pool?.end();
  });

  describe('each query operator', () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['equality on a string', { table: 'ca_entities' }, ['4']],
      ['$eq on a nested field', { 'type_id.id': { $eq: 11 } }, ['2']],
      ['a number never equals a string', { ordine: 2 }, ['1']],
      ['... nor a string a number', { ordine: '2' }, ['5']],
      ['$ne matches missing fields', { parent: { $ne: '1' } }, ['4', '1', '5']],
      ['null matches null and missing', { score: null }, ['4', '2', '5']],
      ['$ne null: present and not null', { score: { $ne: null } }, ['1']],
      ['$gt within numbers only', { ordine: { $gt: 0 } }, ['1', '2']],
      ['$lte on strings by code point', { preferred_label: { $lte: 'Lettera' } }, ['4']],
      ['$gte with a string bound skips numbers', { ordine: { $gte: '' } }, ['5']],
      ['$in on a path through an array', { 'filtri.id': { $in: ['f2', 'zz'] } }, ['2']],
      ['$in with null matches missing', { parent: { $in: [null] } }, ['4', '1', '5']],
      ['$nin matches missing', { 'filtri.id': { $nin: ['f1'] } }, ['4', '5']],
      ['an array field equals an element', { parent_path: '1' }, ['2']],
      ['an array field equals the whole array', { parent_path: ['1'] }, ['2']],
      ['$exists true on a nested path', { 'data.start': { $exists: true } }, ['1']],
      ['$exists false', { parent: { $exists: false } }, ['4', '1', '5']],
      ['$exists through an array', { 'metadati.subelements': { $exists: true } }, ['1']],
      ['$size', { filtri: { $size: 2 } }, ['2']],
      ['$size 0', { metadati: { $size: 0 } }, ['4']],
      ['$all', { 'filtri.id': { $all: ['f2', 'f1'] } }, ['2']],
      ['$all with nothing listed matches nothing', { 'filtri.id': { $all: [] } }, []],
      ['$elemMatch with a sub-filter', { filtri: { $elemMatch: { id: 'f1', type: 'luogo' } } }, ['1', '2']],
      ['$elemMatch on scalars', { parent_path: { $elemMatch: { $gte: '1', $lt: '2' } } }, ['2']],
      ['two levels of arrays', { 'metadati.subelements.value': '1860' }, ['1']],
      ['an index in a path', { 'filtri.1.id': 'f2' }, ['2']],
      ['$regex on the label', { preferred_label: { $regex: '^Lett' } }, ['1']],
      ['$regex i', { preferred_label: { $regex: 'garibaldi$', $options: 'i' } }, ['4', '1']],
      ['$regex on metadata values', { 'metadati.value': { $regex: 'Milvio' } }, ['2']],
      ['$regex: JavaScript . stops at a newline', { 'metadati.value': { $regex: 'autografa.firmata' } }, []],
      ['$regex s: . takes it', { 'metadati.value': { $regex: 'autografa.firmata', $options: 's' } }, ['1']],
      ['$regex m: ^ after a newline', { 'metadati.value': { $regex: '^firmata', $options: 'm' } }, ['1']],
      ['$regex: \\b is a word boundary', { preferred_label: { $regex: '\\bponte\\b' } }, ['2']],
      ['$regex: \\d is 0-9', { 'metadati.subelements.value': { $regex: '^\\d{4}$' } }, ['1']],
      ['$not', { preferred_label: { $not: { $regex: 'Garibaldi' } } }, ['2', '5']],
      [
        '$and/$or/$nor',
        { $or: [{ ordine: 1 }, { table: 'ca_entities' }], $nor: [{ 'filtri.id': 'f2' }] },
        ['4'],
      ],
    ];
    for (const [name, query, expected] of cases) {
      it(name, async () => {
        checkFilter(query, 'data');
        expect(await ids(query)).toEqual(expected);
      });
    }
  });

  it('odd but valid JavaScript regexes answer as mingo answers them', async () => {
    const patterns = [
      '',
      '(?:)',
      'a|',
      '|a',
      '()',
      '(\\b)',
      '[-a]',
      '[a-]',
      '[\\]]',
      '[^\\]]',
      '\\{',
      'a{',
      'a{,2}',
      '\\cJ',
      '\\x4c',
      '\\u00e8',
      '[\\b]',
      'a+?b',
      '.*?',
      '\\/',
      '[.]',
      '^$',
      '$^',
      '\\B',
      '(?<n>e)r',
      '[\\s\\d]',
      '\\S\\W',
    ];
    const publicRecords = inTieOrder(
      RECORDS.filter((r) => r.access === 1) as unknown as { table: string; id: string }[],
    );
    for (const pattern of patterns) {
      for (const options of ['', 'i', 'm', 's']) {
        for (const field of ['preferred_label', 'metadati.value']) {
          const query = { [field]: { $regex: pattern, ...(options ? { $options: options } : {}) } };
          checkFilter(query, 'data');
          const expected = new Query(query)
            .find(structuredClone(publicRecords))
            .all()
            .map((r) => (r as { id: string }).id);
          expect({ query, ids: await ids(query) }).toEqual({ query, ids: expected });
        }
      }
    }
  });

  it('never answers a private record, whatever the query', async () => {
    expect(await ids({ id: '3' })).toEqual([]);
    expect(await ids({ access: 0 })).toEqual([]);
    expect(await ids({ access: { $ne: 1 } })).toEqual([]);
    const all = await find({});
    expect(all.count).toBe(4);
    expect(all.data.map((r) => r.id)).not.toContain('3');
    expect(await rawAggregatePg(pool, 'data_it', [{ $count: 'n' }], 1000)).toEqual([{ n: 4 }]);
    expect(
      await rawAggregatePg(pool, 'data_it', [{ $match: { preferred_label: { $regex: 'segreta' } } }], 1000),
    ).toEqual([]);
  });

  it('relations: only those with both ends public; summaries as stored', async () => {
    const relations = await rawFindPg(pool, { collection: 'relations_it', query: {}, limit: 10, skip: 0 });
    expect(relations.data.map((r) => [r.id, r.rel_id])).toEqual([['1', '4']]);
    expect(relations.count).toBe(1);
    const summaries = await rawFindPg(pool, {
      collection: 'summary_it',
      query: { table: 'ca_objects' },
      limit: 10,
      skip: 0,
    });
    expect(summaries.data).toEqual(SUMMARIES);
    expect(await rawFindPg(pool, { collection: 'data_en', query: {}, limit: 10, skip: 0 })).toEqual({
      data: [],
      count: 0,
    });
  });

  it('sorts as mingo does (missing and null first, then numbers, then strings; ties in table, id order), pages, projects', async () => {
    expect(await ids({}, { ordine: 1 })).toEqual(['4', '2', '1', '5']);
    expect(await ids({}, { ordine: -1 })).toEqual(['5', '1', '2', '4']);
    expect(await ids({}, { table: 1, preferred_label: -1 })).toEqual(['4', '2', '5', '1']);
    const page = await find(
      { table: 'ca_objects' },
      { sort: { preferred_label: 1 }, skip: 1, limit: 1, fields: { preferred_label: 1 } },
    );
    expect(page).toEqual({ data: [{ preferred_label: `O'Brien "quoted" \\ back` }], count: 3 });
    const dropped = await find({ id: '2' }, { fields: { metadati: 0, filtri: 0 } });
    expect(Object.keys(dropped.data[0]!)).not.toContain('metadati');
    expect(dropped.data[0]!.preferred_label).toBe('Veduta del ponte');
    expect((await find({}, { skip: 10 })).data).toEqual([]);
  });

  it('aggregates: counts and groups in SQL, the rest of the pipeline through mingo', async () => {
    const run = (pipeline: Record<string, unknown>[]) => rawAggregatePg(pool, 'data_it', pipeline, 1000);
    expect(
      await run([{ $match: { table: 'ca_objects' } }, { $group: { _id: '$type_id.name', n: { $sum: 1 } } }]),
    ).toEqual([
      { _id: 'documento', n: 2 },
      { _id: 'fotografia', n: 1 },
    ]);
    expect(await run([{ $sortByCount: '$table' }])).toEqual([
      { _id: 'ca_objects', count: 3 },
      { _id: 'ca_entities', count: 1 },
    ]);
    expect(
      await run([
        { $unwind: '$filtri' },
        { $group: { _id: '$filtri.id', count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ]),
    ).toEqual([
      { _id: 'f1', count: 2 },
      { _id: 'f2', count: 1 },
    ]);
    expect(
      await run([
        { $match: { 'filtri.id': 'f1' } },
        { $facet: { total: [{ $count: 'n' }], labels: [{ $project: { _id: 0, preferred_label: 1 } }] } },
      ]),
    ).toEqual([
      {
        total: [{ n: 2 }],
        labels: [{ preferred_label: 'Lettera di Garibaldi' }, { preferred_label: 'Veduta del ponte' }],
      },
    ]);
    expect(await run([{ $sort: { ordine: -1 } }, { $limit: 2 }, { $project: { _id: 0, id: 1 } }])).toEqual([
      { id: '5' },
      { id: '1' },
    ]);
    expect(await run([{ $match: { id: '1' } }, { $limit: 1 }])).toHaveLength(1);
  });

  it('parts SQL cannot say exactly are decided by mingo, with the same answer', async () => {
    const before = rawPgAnswers.mingoFilter;
    // [^\d] inside a class and a comparison with an array have no exact SQL translation.
    expect(await ids({ 'metadati.subelements.value': { $regex: '^[^\\D]+$' } })).toEqual(['1']);
    // mingo orders an array only against arrays: no element of parent_path is one.
    expect(await ids({ parent_path: { $gte: ['1'] } })).toEqual([]);
    expect(await ids({ filtri: { $size: 1 }, preferred_label: { $regex: '[\\W]' } })).toEqual(['1']);
    expect(rawPgAnswers.mingoFilter - before).toBe(3);
  });

  describe('hostile input', () => {
    it('quotes, backslashes, jsonpath and SQL in values are only values', async () => {
      expect(await ids({ preferred_label: `O'Brien "quoted" \\ back` })).toEqual(['5']);
      expect(await ids({ 'metadati.value': "'; DROP TABLE catalogue_data; --" })).toEqual(['5']);
      expect(await ids({ 'metadati.value': { $in: ['$.a ? (@ == 1)', '\\'] } })).toEqual(['5']);
      expect(await ids({ 'metadati.value': { $regex: "'; DROP" } })).toEqual(['5']);
      expect(await ids({ preferred_label: { $regex: '\\\\ back$' } })).toEqual(['5']);
      expect(await ids({ preferred_label: { $gt: "' OR 1=1 --" } })).toHaveLength(4);
      expect(await ids({ preferred_label: { $regex: '"' } })).toEqual(['5']);
      // ARE syntax in a JavaScript pattern means what JavaScript says: [[:alpha:]] is a class of [, :, a, l, p, h then a ],
      // \y the letter y, a{ a literal brace.
      expect(await ids({ preferred_label: { $regex: '[[:alpha:]]' } })).toEqual([]);
      expect(await ids({ preferred_label: { $regex: 'Veduta\\y' } })).toEqual([]);
      expect(await ids({ preferred_label: { $regex: 'ponte{' } })).toEqual([]);
      expect((await find({})).count).toBe(4);
    });

    it('values PostgreSQL cannot hold (U+0000) or sizes past its integers answer, never fail', async () => {
      expect(await ids({ preferred_label: 'Veduta\u0000' })).toEqual([]);
      expect(await ids({ preferred_label: { $gt: 'Veduta\u0000' } })).toEqual(['2']);
      expect(await ids({ preferred_label: { $lt: 'Lettera\u0000' } })).toEqual(['4']);
      expect(await ids({ filtri: { $size: 1e20 } })).toEqual([]);
      expect(
        await rawAggregatePg(
          pool,
          'data_it',
          [{ $match: { id: '4' } }, { $group: { _id: 'x\u0000', n: { $sum: 1 } } }],
          10,
        ),
      ).toEqual([{ _id: 'x\u0000', n: 1 }]);
    });

    it('names of built-in properties are refused by the guard before any SQL', () => {
      for (const query of [{ '__proto__.x': 1 }, { 'metadati.constructor': 1 }, { toString: 1 }]) {
        expect(() => checkNames(query)).toThrow(RawQueryError);
      }
      expect(() => checkFilter({ "pre'label": 1 }, 'data')).toThrow(RawQueryError);
    });

    it('a field name that is not a plain segment never reaches SQL text', async () => {
      await expect(find({ "x'); DROP TABLE catalogue_data; --": 1 })).rejects.toBeInstanceOf(RawQueryError);
    });
  });

  describe('bounded work', () => {
    beforeAll(async () => {
      // A large locale: 60,000 records with a metadata value each, written as the import writes.
      const docs = Array.from({ length: 60_000 }, (_, i) => {
        const g = i + 1;
        return record({
          id: String(g),
          table: 'ca_objects',
          preferred_label: `Zapis ${g}`,
          type_id: { id: 1, name: 'x' },
          metadati: [
            { fieldCode: 'note', label: 'Note', value: createHash('md5').update(String(g)).digest('hex') },
          ],
          filtri: [{ id: `p${g % 7}`, name: `p${g % 7}`, path: '', type: 'luogo' }],
        });
      });
      await loadRawTestDocs(pool, 'hr', 'data', docs);
    }, 120_000);

    it('a statement cut by statement_timeout rejects as a timeout (the store answers 503)', async () => {
      const slow = openPgPool(url, { applicationName: 'raw-timeout-test', statementTimeoutMs: 1 });
      try {
        const err = await rawFindPg(slow, {
          collection: 'data_hr',
          query: { 'metadati.value': { $regex: 'a.*b.*c' } },
          limit: 10,
          skip: 0,
        }).catch((e: unknown) => e);
        expect(isPgTimeout(err)).toBe(true);
      } finally {
        await slow.end();
      }
    });

    it('mingo reads at most MINGO_ROWS_MAX records: past that a clear 400', async () => {
      const err = await rawFindPg(pool, {
        collection: 'data_hr',
        query: { 'metadati.value': { $regex: '[^\\D]' } },
        limit: 10,
        skip: 0,
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RawQueryError);
      expect((err as RawQueryError).code).toBe('QUERY_TOO_COSTLY');
      expect((err as RawQueryError).status).toBe(400);
      expect(MINGO_ROWS_MAX).toBeLessThan(60_000);
      const tail = await rawAggregatePg(
        pool,
        'data_hr',
        [{ $project: { n: { $strLenCP: '$preferred_label' } } }],
        1000,
      ).catch((e: unknown) => e);
      expect((tail as RawQueryError).code).toBe('QUERY_TOO_COSTLY');
    });

    it('SQL answers counts and groups over every record', async () => {
      expect(
        await rawAggregatePg(pool, 'data_hr', [{ $group: { _id: '$type_id.name', n: { $sum: 1 } } }], 1000),
      ).toEqual([{ _id: 'x', n: 60000 }]);
      const page = await rawFindPg(pool, {
        collection: 'data_hr',
        query: { preferred_label: { $regex: '^Zapis 5999' } },
        sort: { preferred_label: -1 },
        limit: 2,
        skip: 0,
        fields: { id: 1 },
      });
      expect(page).toEqual({ data: [{ id: '59999' }, { id: '59998' }], count: 11 });
      // The seed's facet shape, with the place facet unwound and grouped in SQL.
      const inP3 = Array.from({ length: 60_000 }, (_, i) => (i + 1) % 7 === 3).filter(Boolean).length;
      const before = rawPgAnswers.sqlThenMingo + rawPgAnswers.mingoFilter;
      expect(
        await rawAggregatePg(
          pool,
          'data_hr',
          [
            { $match: { table: { $in: ['ca_objects', 'ca_entities'] }, 'type_id.id': { $ne: 265 } } },
            {
              $facet: {
                total: [{ $count: 'n' }],
                tables: [{ $sortByCount: '$table' }],
                places: [
                  { $match: { 'filtri.id': 'p3' } },
                  { $unwind: '$filtri' },
                  { $group: { _id: '$filtri.id', n: { $sum: 1 } } },
                ],
              },
            },
          ],
          1000,
        ),
      ).toEqual([
        {
          total: [{ n: 60_000 }],
          tables: [{ _id: 'ca_objects', count: 60_000 }],
          places: [{ _id: 'p3', n: inP3 }],
        },
      ]);
      expect(rawPgAnswers.sqlThenMingo + rawPgAnswers.mingoFilter).toBe(before);
    });
  });
});
