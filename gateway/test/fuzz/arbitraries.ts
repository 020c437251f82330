import fc from 'fast-check';

/**
 * Inputs of the endpoint fuzz test: values a hostile or careless caller sends. Bodies follow each
 * route's own JSON schema (from the OpenAPI document) often enough to reach the handlers, and
 * break it everywhere: wrong types, Object.prototype member names as keys and values at every
 * depth, Mongo operators, huge strings, deep nesting, hostile filter tokens, odd content types.
 */

export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
] as const;

/** Ids and names of the fixture's private records: asking for them must not reveal them. */
export const PRIVATE_IDS = ['90001', '90003', '90005', 'place-segreto'] as const;

const MONGO_KEYS = [
  '$where',
  '$function',
  '$expr',
  '$regex',
  '$gt',
  '$ne',
  '$in',
  '$or',
  '$lookup',
  '$match',
];
const FIELD_KEYS = ['id', 'access', 'table', 'preferred_label', 'data.start', 'filtri.id', 'parent', 'a.b.c'];
const KEY_POOL = [...PROTOTYPE_NAMES, ...MONGO_KEYS, ...FIELD_KEYS, '', ' ', '\u0000', 'a'.repeat(300)];

const hostileString = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      ...PROTOTYPE_NAMES,
      ...PRIVATE_IDS,
      ...MONGO_KEYS,
      '',
      ' ',
      '\u0000',
      '\\',
      '|',
      '../../secrets/session-secret',
      '%2e%2e%2f',
      '(a+)+$',
      '.*',
      '{"$gt":""}',
      '<script>alert(1)</script>',
      'data_it',
      'relations_it',
      'ca_objects',
      '31/02/2020',
      '-9999',
      '\ud800',
      '🏛️'.repeat(50),
    ),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  // Rarely: each one makes a large body (over 1 MB in all, a 413 before anything else).
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

/** Filter tokens: prototype-named and unknown types, wrong value counts, dangling escapes. */
export const hostileFilterToken = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...PROTOTYPE_NAMES, 'date', 'pin', 'parentPath', 'common', 'meta', 'collection', ''),
      fc.array(hostileString, { maxLength: 4 }),
    )
    .map(([type, values]) => [type, ...values].join('|')),
  fc.constantFrom('constructor|x', 'toString', '__proto__|x', 'hasOwnProperty', 'valueOf|1', 'pin|a\\'),
  fc.string({ maxLength: 60 }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON, with keys drawn from the hostile pool as often as at random. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEY_POOL), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * How far a generated body strays from its schema: `hostile` is the weight of a hostile value in
 * place of any one field (against 12 for a fitting one); `loose` drops required fields and adds
 * odd keys. A valid body reaches the handler, a nearly valid one its edge cases.
 */
interface Stray {
  hostile: number;
  loose: boolean;
}

const stringFor = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: the format or plain strings will do.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)) });
};

/** A value that fits `schema` (a body schema from the OpenAPI document), or strays as asked. */
function fitting(schema: JsonSchema, depth: number, stray: Stray): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return fc.oneof(...options.map((s) => field(s, depth, stray)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (depth > 4) return leaf;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 1000, 1e9),
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(schema.items ? field(schema.items, depth + 1, stray) : hostileJson, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const known = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, field(s, depth + 1, stray)]),
      );
      const requiredKeys = stray.loose ? [] : (schema.required ?? []).filter((k) => k in props);
      const record = fc.record(known, { requiredKeys });
      // An open object (saveDoc data, a Mongo filter) gets keys from the hostile pool.
      const open = !schema.properties || stray.loose;
      if (!open) return record;
      const extra = fc.dictionary(fc.constantFrom(...KEY_POOL), hostileJson, { maxKeys: 3 });
      return fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return hostileJson;
  }
}

const field = (schema: JsonSchema, depth: number, stray: Stray): fc.Arbitrary<unknown> =>
  stray.hostile
    ? fc.oneof(
        { arbitrary: fitting(schema, depth, stray), weight: 12 },
        { arbitrary: leaf, weight: stray.hostile },
        { arbitrary: hostileJson, weight: stray.hostile },
      )
    : fitting(schema, depth, stray);

/** A body for `schema`: valid, nearly valid (a hostile value here and there) or wild. */
export const fuzzed = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fitting(schema, 0, { hostile: 0, loose: false }), weight: 3 },
    { arbitrary: fitting(schema, 0, { hostile: 1, loose: false }), weight: 3 },
    { arbitrary: fitting(schema, 0, { hostile: 6, loose: true }), weight: 2 },
    { arbitrary: hostileJson, weight: 1 },
  );

/** Text bodies no JSON.stringify of a generated value produces: deep, huge, broken, poisoned. */
export const rawBody = fc.oneof(
  fc.integer({ min: 40, max: 20_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.integer({ min: 40, max: 50_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.constant(JSON.stringify({ text: 'x'.repeat(1_100_000) })),
  fc.constantFrom(
    '',
    '{',
    'null',
    '"string"',
    '[]',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"level":17}}}',
    '{"filters":["constructor|x"],"__proto__":[]}',
    '\u0000\u0001',
    '{"a":1,"a":2}',
  ),
  fc.string({ maxLength: 200 }),
);

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/vnd.api+json',
  'text/html',
  '*/*',
  ';;;',
  undefined,
);

/** encodeURIComponent, with lone surrogates (which it refuses) replaced. */
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** A path parameter: hostile names, private ids, traversal, random text, broken %-escapes. */
export const pathParam = fc.oneof(
  fc
    .oneof(hostileString, fc.string({ minLength: 1, maxLength: 12 }))
    .map((s) => encode(String(s).slice(0, 2000) || 'x')),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2e%2e'),
);

/** A query string of hostile keys and values (`?__proto__=x&constructor[prototype]=1`). */
export const queryString = fc
  .array(
    fc.tuple(fc.constantFrom(...KEY_POOL, 'constructor[prototype]', 'a[b][c]', 'filtro'), hostileString),
    {
      maxLength: 3,
    },
  )
  .map((pairs) =>
    pairs.length
      ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(String(v).slice(0, 3000))}`).join('&')}`
      : '',
  );

/** An upload body: hostile kind/locale fields, random or image-like bytes, broken boundaries. */
export const multipartBody = fc
  .record({
    boundary: fc.constantFrom('oa-fuzz', '', 'a'.repeat(300), 'x y', '--'),
    fields: fc.array(fc.tuple(fc.constantFrom('kind', 'locale', ...PROTOTYPE_NAMES), hostileString), {
      maxLength: 3,
    }),
    file: fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc.constant(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ),
    cut: fc.boolean(),
    header: fc.constantFrom('boundary', 'none', 'quoted'),
  })
  .map(({ boundary, fields, file, cut, header }) => {
    const parts = fields.map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v).slice(0, 2000)}\r\n`,
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`;
    const end = cut ? '' : `\r\n--${boundary}--\r\n`;
    const payload = Buffer.concat([Buffer.from(parts.join('') + head), Buffer.from(file), Buffer.from(end)]);
    const contentType =
      header === 'none'
        ? 'multipart/form-data'
        : header === 'quoted'
          ? `multipart/form-data; boundary="${boundary}"`
          : `multipart/form-data; boundary=${boundary}`;
    return { payload, contentType };
  });
