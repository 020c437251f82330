/**
 * The few pieces of SQL text the raw translator writes itself. Values never appear in it: they are
 * bind parameters ($1, $2...) collected by SqlParams. Field names do, because an expression index
 * (`doc->>'table'`, a pg_trgm index on `doc->>'preferred_label'`) only matches a query that spells
 * the same expression; they arrive here only after the guard accepted them (raw/guard.ts: plain
 * segments), and are checked and quoted again so a name can never end the literal.
 */

import { RawQueryError } from '../raw/guard';

const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|\d+)$/;

/** A guard-accepted path segment as an SQL string literal ('table'); anything else throws. */
export function fieldLiteral(segment: string): string {
  if (!SEGMENT.test(segment))
    throw new RawQueryError(`Field "${segment}" is not a valid field name`, 'FORBIDDEN_FIELD');
  return `'${segment.replace(/'/g, "''")}'`;
}

export const isIndexSegment = (segment: string) => /^\d+$/.test(segment);

/** Bind parameters of one statement, in order; add() answers the placeholder with its cast. */
export class SqlParams {
  readonly values: unknown[] = [];
  private aliases = 0;

  constructor(first: unknown[] = []) {
    this.values.push(...first);
  }

  /** More parameters for a statement sharing this one's first ones (and alias numbering). */
  fork(): SqlParams {
    const next = new SqlParams(this.values);
    next.aliases = this.aliases;
    return next;
  }

  /** A JSON value as jsonb. */
  json(value: unknown): string {
    this.values.push(JSON.stringify(value));
    return `$${this.values.length}::jsonb`;
  }

  /** JSON values as jsonb[] (for = ANY). */
  jsonArray(values: unknown[]): string {
    this.values.push(values.map((v) => JSON.stringify(v)));
    return `$${this.values.length}::jsonb[]`;
  }

  text(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  textArray(values: string[]): string {
    this.values.push(values);
    return `$${this.values.length}::text[]`;
  }

  /** An integer as numeric (exact arithmetic with counts). */
  numeric(value: number): string {
    this.values.push(String(value));
    return `$${this.values.length}::numeric`;
  }

  int(value: number): string {
    this.values.push(Math.trunc(value));
    return `$${this.values.length}::bigint`;
  }

  /** A fresh alias for a nested subquery (t1, t2...). */
  alias(): string {
    this.aliases += 1;
    return `t${this.aliases}`;
  }
}

/** Rows of `jsonb` elements of x, none when x is not an array (jsonb_array_elements would throw). */
export const elementsOf = (x: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${x}) = 'array' THEN ${x} ELSE '[]'::jsonb END)`;

/** Elements with their position, for keeping array order. */
export const elementsWithOrdinality = (x: string) => `${elementsOf(x)} WITH ORDINALITY`;
