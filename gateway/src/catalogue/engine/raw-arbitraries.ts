import type { CatalogueRecord } from '@archive/contracts/catalogue';
import fc from 'fast-check';

/**
 * fast-check generators for the raw-call property tests: small random catalogues whose values
 * collide often (shared words, ties, null and missing fields, accents and case), and filters,
 * sorts and pipelines drawn from the whitelist, including shapes the indexes do not answer.
 */
const WORDS = [
  'Lettera',
  'lettera',
  'Veduta',
  'ponte',
  'Roma',
  'città',
  'CITTÀ',
  'ab',
  'abc',
  'x.y',
  'a+b',
  'È',
  'é',
];
const TABLES = ['ca_objects', 'ca_entities', 'ca_places'];
const FILTRI = ['f1', 'f2', 'f3', 'f4'];
const TYPES = [
  { id: 1, name: 'documento' },
  { id: 2, name: 'fotografia' },
  { id: 3, name: 'documento' },
];

const text = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const small = fc.integer({ min: -3, max: 3 });
/** A field that is a number, null or absent. */
const maybeNumber = fc.oneof(
  small.map((v) => ({ v })),
  fc.constant({ v: null }),
  fc.constant(null),
);

type RecordRow = typeof recordArb extends fc.Arbitrary<infer T> ? T : never;
const recordArb = fc.record({
  table: fc.constantFrom(...TABLES),
  label: text,
  type: fc.constantFrom(...TYPES),
  access: fc.constantFrom(1, 1, 1, 0),
  meta: fc.array(text, { maxLength: 3 }),
  filtri: fc.array(fc.constantFrom(...FILTRI), { maxLength: 3 }),
  parent: fc.option(fc.integer({ min: 0, max: 20 })),
  ordine: maybeNumber,
  score: maybeNumber,
  start: maybeNumber,
  media: fc.boolean(),
});

function toRecords(rows: RecordRow[]): CatalogueRecord[] {
  return rows.map((row, i): CatalogueRecord => {
    const r: Record<string, unknown> = {
      id: String(i),
      table: row.table,
      preferred_label: row.label,
      type_id: row.type,
      access: row.access,
      hasMedia: row.media,
      metadati: row.meta.map((value) => ({ fieldCode: 'descrizione', label: 'Descrizione', value })),
      filtri: row.filtri.map((id) => ({
        id,
        name: id.toUpperCase(),
        path: `/subject/${id}`,
        type: 'soggetto',
      })),
      parent_path: row.parent !== null && row.parent < i ? [String(row.parent)] : [],
      isChild: row.parent !== null && row.parent < i,
      representations: [],
    };
    if (row.parent !== null && row.parent < i) r.parent = String(row.parent);
    if (row.ordine) r.ordine = row.ordine.v;
    if (row.score) r.score = row.score.v;
    if (row.start) r.data = { start: row.start.v };
    return r as unknown as CatalogueRecord;
  });
}

export const catalogueArb = fc.array(recordArb, { maxLength: 40 }).map(toRecords);
/** Larger catalogues (sizes spread over the whole range). */
export const catalogueOf = (minLength: number, maxLength: number) =>
  fc.array(recordArb, { minLength, maxLength, size: 'max' }).map(toRecords);

const PATTERNS = [
  'lett',
  'Lettera',
  '^Ve',
  'ponte$',
  'a.b',
  'ab+c',
  'x\\.y',
  'a\\+b',
  '(Roma|ponte)',
  'citt',
  'CITT',
  'È',
  'é',
  'ab|Rom',
  'l?ett',
  'b{1}',
  '[A-Z]bc',
  'e r',
  '',
];
const scalar = fc.oneof(
  fc.constantFrom(...WORDS, ...FILTRI, ...TABLES, '1', '2', '5'),
  small,
  fc.constant(null),
  fc.boolean(),
);
const FIELDS = [
  'id',
  'table',
  'preferred_label',
  'metadati.value',
  'type_id.id',
  'filtri.id',
  'parent',
  'parent_path',
  'ordine',
  'score',
  'data.start',
  'access',
  'isChild',
  'hasMedia',
];

const operatorArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  scalar.map((v) => ({ $eq: v })),
  scalar.map((v) => ({ $ne: v })),
  fc.array(scalar, { maxLength: 3 }).map((v) => ({ $in: v })),
  fc.array(scalar, { maxLength: 3 }).map((v) => ({ $nin: v })),
  fc.boolean().map((v) => ({ $exists: v })),
  fc
    .tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), fc.oneof(small, fc.constantFrom('L', 'c', 'b')))
    .map(([op, v]) => ({ [op]: v })),
  fc
    .tuple(fc.constantFrom(...PATTERNS), fc.constantFrom(undefined, 'i', 'm', 's', 'is'))
    .map(([p, o]) => (o ? { $regex: p, $options: o } : { $regex: p })),
);
const conditionArb = fc.oneof(
  { weight: 2, arbitrary: scalar },
  { weight: 4, arbitrary: operatorArb },
  { weight: 1, arbitrary: fc.tuple(operatorArb, operatorArb).map(([a, b]) => ({ ...a, ...b })) },
  { weight: 1, arbitrary: operatorArb.map((a) => ({ $not: a })) },
);
const fieldFilter = fc.tuple(fc.constantFrom(...FIELDS), conditionArb).map(([f, c]) => ({ [f]: c }));

export const filterArb: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fieldFilter,
    fc.tuple(fieldFilter, fieldFilter).map(([a, b]) => ({ ...a, ...b })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((parts) => ({ $and: parts })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((parts) => ({ $or: parts })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 2 }).map((parts) => ({ $nor: parts })),
  ),
})).filter as fc.Arbitrary<Record<string, unknown>>;

export const sortArb = fc.option(
  fc
    .tuple(
      fc.constantFrom('preferred_label', 'ordine', 'score', 'data.start', 'id'),
      fc.constantFrom(1 as const, -1 as const),
    )
    .map(([k, d]) => ({ [k]: d })),
  { nil: undefined },
);

const groupKey = fc.constantFrom<unknown>('$table', '$type_id.id', '$type_id.name', null, 'all', '$parent', {
  $year: { $toDate: { $multiply: ['$data.start', 1000] } },
});
const countingStage = fc.oneof(
  fc.constant({ $count: 'n' }),
  groupKey.map((k) => ({ $group: { _id: k, n: { $sum: 1 } } })),
  groupKey.map((k) => ({ $sortByCount: k })),
);
const countingPipeline = fc.oneof(
  countingStage.map((s) => [s]),
  fc.constant([{ $unwind: '$filtri' }, { $group: { _id: '$filtri.id', count: { $sum: 1 } } }]),
);
const tailArb = fc.constantFrom(
  [],
  [{ $sort: { _id: 1 } }],
  [{ $sort: { n: -1 } }, { $limit: 2 }],
  [{ $skip: 1 }],
);

export const pipelineArb = fc
  .tuple(
    fc.option(filterArb, { nil: undefined }),
    fc.oneof(
      countingPipeline,
      fc
        .tuple(countingPipeline, countingPipeline, fc.option(filterArb, { nil: undefined }))
        .map(([a, b, m]) => [{ $facet: { a, b: m ? [{ $match: m }, ...b] : b } }]),
    ),
    tailArb,
  )
  .map(
    ([match, body, tail]) =>
      [...(match ? [{ $match: match }] : []), ...body, ...tail] as Record<string, unknown>[],
  );

/** A regex on a label or metadata value, built from pieces of the catalogue's words in any case. */
const piece = fc
  .tuple(fc.constantFrom(...WORDS), fc.nat(5), fc.integer({ min: 1, max: 5 }), fc.boolean())
  .map(([w, from, len, upper]) => {
    const s = w.slice(from, from + len);
    return upper ? s.toUpperCase() : s.toLowerCase();
  });
const meta = fc.constantFrom('', '.', '^', '$', ' ', '+', '*', '?', '|', '[a-z]', '(', ')', '\\.', '{2}');
export const regexFilterArb = fc
  .tuple(
    fc.constantFrom('preferred_label', 'metadati.value'),
    fc.array(fc.oneof({ weight: 3, arbitrary: piece }, { weight: 1, arbitrary: meta }), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.constantFrom(undefined, 'i', 'm', 's', 'is'),
  )
  .map(([field, parts, options]) => ({ field, pattern: parts.join(''), options }));
