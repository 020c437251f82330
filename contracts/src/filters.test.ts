import { describe, expect, it } from 'vitest';
import {
  type FilterToken,
  filterTokenProblems,
  parseFilterToken,
  parseFilterTokens,
  serializeFilterToken,
} from './filters';
import { filterTokenSchema, serializedFilterTokenSchema } from './filters-schema';

const samples: FilterToken[] = [
  { type: 'date', from: '1900', to: '31/12/1945' },
  { type: 'date', from: '', to: '1945' },
  { type: 'pin', name: 'I miei preferiti' },
  { type: 'parentPath', id: 'f-1', name: 'Fondo Verdi', path: '/f-1' },
  { type: 'common', id: 'place-12', name: 'Forlì', path: '/place/italia/emilia-romagna/forli' },
  { type: 'meta', id: 'fotografia', field: 'genreform' },
  { type: 'collection', id: 'col-3', name: 'Collezione «Alinari»' },
];

describe('filter tokens', () => {
  it.each(samples)('round-trips %j', (token) => {
    const text = serializeFilterToken(token);
    expect(parseFilterToken(text)).toEqual({ ok: true, token });
  });
  it('serialises as type|v1|v2', () => {
    expect(serializeFilterToken({ type: 'meta', id: 'lettera', field: 'genreform' })).toBe(
      'meta|lettera|genreform',
    );
  });
  it('round-trips values holding |, backslashes and unicode', () => {
    const token: FilterToken = { type: 'common', id: 'a|b', name: 'C:\\dir | 東京 🏛️', path: '/x\\|y' };
    const text = serializeFilterToken(token);
    expect(text).toBe('common|a\\|b|C:\\\\dir \\| 東京 🏛️|/x\\\\\\|y');
    expect(parseFilterToken(text)).toEqual({ ok: true, token });
  });
  it.each([
    ['', /unknown filter type/],
    ['bogus|1', /unknown filter type "bogus"/],
    ['common|1|Roma', /needs 3 value/],
    ['pin', /needs 1 value/],
    ['pin|a|b', /needs 1 value/],
    ['date|31/02/2020|', /from must be/],
    ['date||', /needs from or to/],
    ['common||Roma|/place', /common/],
    ['meta|x|', /meta/],
    ['common|a\\b|n|p', /bad escape/],
    ['pin|dangling\\', /bad escape/],
  ])('rejects malformed %j', (text, reason) => {
    const parsed = parseFilterToken(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(reason);
  });
  it.each([
    'constructor|x',
    'toString',
    '__proto__|x',
    'hasOwnProperty',
    'valueOf|1',
    'isPrototypeOf|a|b|c',
    '__defineGetter__',
  ])('rejects the Object.prototype member name %j as an unknown type', (text) => {
    const name = text.split('|')[0];
    expect(parseFilterToken(text)).toEqual({ ok: false, error: `unknown filter type "${name}"` });
    expect(serializedFilterTokenSchema.safeParse(text).success).toBe(false);
  });
  it('answers an unknown type as a problem, not a crash', () => {
    expect(filterTokenProblems({ type: 'constructor' })).toEqual(['unknown filter type "constructor"']);
  });
  it('parses a list, failing on the first bad token', () => {
    expect(parseFilterTokens(['pin|x', 'collection|c|C'])).toMatchObject({
      ok: true,
      tokens: [{ type: 'pin' }, { type: 'collection' }],
    });
    expect(parseFilterTokens(['pin|x', 'nope|1']).ok).toBe(false);
  });
  it('validates a serialised token in a schema', () => {
    expect(serializedFilterTokenSchema.safeParse('pin|x').success).toBe(true);
    expect(serializedFilterTokenSchema.safeParse('pin').success).toBe(false);
  });
});

describe('the zod-free parser and filterTokenSchema', () => {
  // The browser parses with the rules of filters.ts; the gateway validates with the schemas built
  // from them. Both must accept and refuse the same tokens.
  const long = (n: number) => 'x'.repeat(n);
  const candidates: Record<string, string>[] = [
    ...samples.map((t) => ({ ...t }) as Record<string, string>),
    { type: 'date', from: '', to: '' },
    { type: 'date', from: '  ', to: '' },
    { type: 'date', from: '31/02/2020', to: '' },
    { type: 'date', from: '1900', to: 'ieri' },
    { type: 'pin', name: '' },
    { type: 'pin', name: long(300) },
    { type: 'pin', name: long(301) },
    { type: 'common', id: '', name: 'n', path: '/p' },
    { type: 'common', id: long(120), name: '', path: '' },
    { type: 'common', id: long(121), name: '', path: '' },
    { type: 'parentPath', id: 'f', name: long(301), path: '' },
    { type: 'meta', id: '', field: 'genreform' },
    { type: 'meta', id: long(300), field: long(121) },
    { type: 'collection', id: 'c', name: long(300) },
  ];
  it.each(candidates.map((c) => [JSON.stringify(c).slice(0, 80), c]))('agree on %s', (_label, candidate) => {
    const text = serializeFilterToken(candidate as unknown as FilterToken);
    const parsed = parseFilterToken(text);
    const checked = filterTokenSchema.safeParse(candidate);
    expect(parsed.ok).toBe(checked.success);
    if (parsed.ok && checked.success) expect(parsed.token).toEqual(checked.data);
  });
});
