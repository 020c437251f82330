import { z } from 'zod';
import { isValidDateInput } from './date-filter';

/**
 * Search filter tokens (spec section 3). In URLs (`/cerca?filtro=...`) and in the semantic search
 * body each token travels as `type|v1|v2...`; values are escaped (`\|`, `\\`) so a value holding
 * `|` or any unicode survives the round trip.
 */
const value = z.string().max(300);
const id = z.string().min(1).max(120);

export const dateTokenSchema = z
  .object({
    type: z.literal('date'),
    from: value
      .refine(isValidDateInput, 'from must be dd/mm/yyyy or a year')
      .describe('dd/mm/yyyy, a year, or empty'),
    to: value
      .refine(isValidDateInput, 'to must be dd/mm/yyyy or a year')
      .describe('dd/mm/yyyy, a year, or empty'),
  })
  .refine((t) => t.from.trim() !== '' || t.to.trim() !== '', 'a date filter needs from or to')
  .describe('Records whose date range meets [from, to]');
export const pinTokenSchema = z
  .object({ type: z.literal('pin'), name: value.min(1) })
  .describe("Only the visitor's pinned records");
export const parentPathTokenSchema = z
  .object({ type: z.literal('parentPath'), id, name: value, path: value })
  .describe('Records below the hierarchy node id');
export const commonTokenSchema = z
  .object({ type: z.literal('common'), id, name: value, path: value })
  .describe('Records carrying the filter id in filtri (places, people, subjects...)');
export const metaTokenSchema = z
  .object({ type: z.literal('meta'), id: value.min(1), field: id })
  .describe('Records whose metadato `field` (fieldCode) has the value id');
export const collectionTokenSchema = z
  .object({ type: z.literal('collection'), id, name: value })
  .describe('Records in the collection id');

export const filterTokenSchema = z.discriminatedUnion('type', [
  dateTokenSchema,
  pinTokenSchema,
  parentPathTokenSchema,
  commonTokenSchema,
  metaTokenSchema,
  collectionTokenSchema,
]);
export type FilterToken = z.infer<typeof filterTokenSchema>;
export type FilterTokenType = FilterToken['type'];

/** Value order of each token type in its serialised form. */
export const FILTER_TOKEN_FIELDS = {
  date: ['from', 'to'],
  pin: ['name'],
  parentPath: ['id', 'name', 'path'],
  common: ['id', 'name', 'path'],
  meta: ['id', 'field'],
  collection: ['id', 'name'],
} as const satisfies Record<FilterTokenType, readonly string[]>;
export const FILTER_TOKEN_TYPES = Object.keys(FILTER_TOKEN_FIELDS) as FilterTokenType[];

const escapeValue = (v: string) => v.replaceAll('\\', '\\\\').replaceAll('|', '\\|');

export function serializeFilterToken(token: FilterToken): string {
  const fields = FILTER_TOKEN_FIELDS[token.type] as readonly string[];
  const values = fields.map((f) => escapeValue(String((token as Record<string, unknown>)[f] ?? '')));
  return [token.type, ...values].join('|');
}

/** Splits on unescaped `|`; null when an escape is dangling or unknown. */
function splitEscaped(text: string): string[] | null {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      const next = text[i + 1];
      if (next !== '\\' && next !== '|') return null;
      current += next;
      i++;
    } else if (ch === '|') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

export type ParsedFilterToken = { ok: true; token: FilterToken } | { ok: false; error: string };

/** Parses one serialised token; a malformed one is rejected with the reason. */
export function parseFilterToken(text: string): ParsedFilterToken {
  if (text.length > 1000) return { ok: false, error: 'filter token too long' };
  const parts = splitEscaped(text);
  if (!parts) return { ok: false, error: `bad escape in filter token "${text}"` };
  const [type, ...values] = parts;
  if (!type || !(type in FILTER_TOKEN_FIELDS))
    return { ok: false, error: `unknown filter type "${type ?? ''}"` };
  const fields = FILTER_TOKEN_FIELDS[type as FilterTokenType] as readonly string[];
  if (values.length !== fields.length) {
    return { ok: false, error: `filter "${type}" needs ${fields.length} value(s): ${fields.join(', ')}` };
  }
  const candidate = Object.fromEntries([['type', type], ...fields.map((f, i) => [f, values[i]])]);
  const parsed = filterTokenSchema.safeParse(candidate);
  if (!parsed.success) {
    return { ok: false, error: `filter "${type}": ${parsed.error.issues.map((i) => i.message).join('; ')}` };
  }
  return { ok: true, token: parsed.data };
}

/** Serialised token as it appears in a query string or body, checked by parsing it. */
export const serializedFilterTokenSchema = z
  .string()
  .max(1000)
  .superRefine((text, ctx) => {
    const parsed = parseFilterToken(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .describe(
    'A filter token as type|v1|v2 with \\| and \\\\ escapes, e.g. common|place-12|Roma|/place/italia/lazio/roma',
  );

/** Parses a list, dropping nothing silently: the first malformed token fails the whole list. */
export function parseFilterTokens(
  texts: readonly string[],
): { ok: true; tokens: FilterToken[] } | { ok: false; error: string } {
  const tokens: FilterToken[] = [];
  for (const text of texts) {
    const parsed = parseFilterToken(text);
    if (!parsed.ok) return parsed;
    tokens.push(parsed.token);
  }
  return { ok: true, tokens };
}
