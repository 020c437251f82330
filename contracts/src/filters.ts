import { isValidDateInput } from './date-filter';

/**
 * Search filter tokens (spec section 3). In URLs (`/cerca?filtro=...`) and in the semantic search
 * body each token travels as `type|v1|v2...`; values are escaped (`\|`, `\\`) so a value holding
 * `|` or any unicode survives the round trip.
 *
 * No zod here: the search page parses tokens from its URL on every visit. The rules below are the
 * one source for both this parser and the schemas of filters-schema.ts (a test holds them equal).
 */
export type FilterToken =
  | { type: 'date'; from: string; to: string }
  | { type: 'pin'; name: string }
  | { type: 'parentPath'; id: string; name: string; path: string }
  | { type: 'common'; id: string; name: string; path: string }
  | { type: 'meta'; id: string; field: string }
  | { type: 'collection'; id: string; name: string };
export type FilterTokenType = FilterToken['type'];

/** Length bounds of a token value, and an optional check with its message. */
export interface FilterValueRule {
  min: number;
  max: number;
  check?: (value: string) => boolean;
  message?: string;
}
const value: FilterValueRule = { min: 0, max: 300 };
const required: FilterValueRule = { min: 1, max: 300 };
const id: FilterValueRule = { min: 1, max: 120 };
const date = (end: 'from' | 'to'): FilterValueRule => ({
  ...value,
  check: isValidDateInput,
  message: `${end} must be dd/mm/yyyy or a year`,
});

/** Every token type's values, in their serialised order, with their rules. */
export const FILTER_TOKEN_RULES = {
  date: { from: date('from'), to: date('to') },
  pin: { name: required },
  parentPath: { id, name: value, path: value },
  common: { id, name: value, path: value },
  meta: { id: required, field: id },
  collection: { id, name: value },
} as const satisfies Record<FilterTokenType, Record<string, FilterValueRule>>;
export const DATE_TOKEN_NEEDS_AN_END = 'a date filter needs from or to';

/**
 * Whether `type` names a token type. An own-property check, not `in` or an index: a type typed by
 * a visitor (`constructor|x`, `__proto__|x`, `toString`) must not reach Object.prototype's members.
 */
export const isFilterTokenType = (type: string): type is FilterTokenType =>
  Object.hasOwn(FILTER_TOKEN_RULES, type);

/** Problems of a token's values against the rules; empty when the token is valid. */
export const filterTokenProblems = (token: Record<string, string>): string[] => {
  const type = token.type ?? '';
  if (!isFilterTokenType(type)) return [`unknown filter type "${type}"`];
  const rules: Record<string, FilterValueRule> = FILTER_TOKEN_RULES[type];
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const v = token[field] ?? '';
    if (v.length < rule.min) problems.push(`${field} must not be empty`);
    else if (v.length > rule.max) problems.push(`${field} must be at most ${rule.max} characters`);
    else if (rule.check && !rule.check(v)) problems.push(rule.message ?? `${field} is not valid`);
  }
  if (token.type === 'date' && !problems.length && !token.from?.trim() && !token.to?.trim())
    problems.push(DATE_TOKEN_NEEDS_AN_END);
  return problems;
};

/** Value order of each token type in its serialised form. */
export const FILTER_TOKEN_FIELDS = Object.fromEntries(
  Object.entries(FILTER_TOKEN_RULES).map(([type, rules]) => [type, Object.keys(rules)]),
) as { [T in FilterTokenType]: (keyof (typeof FILTER_TOKEN_RULES)[T])[] };
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
  if (!type || !isFilterTokenType(type)) return { ok: false, error: `unknown filter type "${type ?? ''}"` };
  const fields = FILTER_TOKEN_FIELDS[type] as readonly string[];
  if (values.length !== fields.length) {
    return { ok: false, error: `filter "${type}" needs ${fields.length} value(s): ${fields.join(', ')}` };
  }
  const candidate = Object.fromEntries([['type', type], ...fields.map((f, i) => [f, values[i] ?? ''])]);
  const problems = filterTokenProblems(candidate);
  if (problems.length) return { ok: false, error: `filter "${type}": ${problems.join('; ')}` };
  return { ok: true, token: candidate as FilterToken };
}

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
