import type { CollectionKind } from '../port';
import { isScalarPath, type Root, resolvePath } from './raw-paths-sql';
import { sortSql } from './raw-sort-sql';
import type { SqlParams } from './raw-sql-text';

/**
 * The stages right after a pipeline's leading $match that SQL answers as mingo would: a $sort on
 * keys that are never arrays or objects, $skip/$limit, and then one of $count, a $group by a
 * constant or a scalar field counting with {$sum: n}, or $sortByCount of such a field. What follows
 * (or anything else) is left to mingo over the rows this produces (raw-query.ts).
 */

export interface PipelineHead {
  /** Stages consumed. */
  used: number;
  /** ORDER BY terms from a $sort (input order otherwise). */
  order: string[];
  offset: number;
  limit: number | null;
  /** Rows are built by SQL (count or groups) instead of being the records. */
  terminal?: { select: string; groupKey?: string; byCount?: boolean };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A group key: null, a constant, or "$path" of a scalar field (a missing field groups as null).
 * Adds a parameter only when it answers SQL.
 */
function groupKeySql(key: unknown, kind: CollectionKind, p: SqlParams): string | null {
  if (key === null) return `'null'::jsonb`;
  if (typeof key === 'number' || typeof key === 'boolean') return p.json(key);
  if (typeof key !== 'string') return null;
  if (!key.startsWith('$')) return p.json(key);
  if (key.startsWith('$$')) return null;
  const root: Root = { expr: 'r.doc', doc: true };
  const path = key.slice(1);
  if (!isScalarPath(root, kind, path)) return null;
  return `COALESCE(${resolvePath(root, kind, path, p)}, 'null'::jsonb)`;
}

/** {count: {$sum: 1}, ...}: output names and their multiplier of the group's size. */
function countingAccumulators(spec: Record<string, unknown>): [string, number][] | null {
  const out: [string, number][] = [];
  for (const [name, acc] of Object.entries(spec)) {
    if (name === '_id') continue;
    if (!isPlainObject(acc) || Object.keys(acc).length !== 1 || typeof acc.$sum !== 'number') return null;
    // mingo adds floats one by one; SQL multiplies: the same only for whole numbers.
    if (!Number.isSafeInteger(acc.$sum)) return null;
    out.push([name, acc.$sum]);
  }
  return out;
}

export function pipelineHead(
  stages: Record<string, unknown>[],
  kind: CollectionKind,
  p: SqlParams,
): PipelineHead {
  const head: PipelineHead = { used: 0, order: [], offset: 0, limit: null };
  let i = 0;
  const first = stages[0];
  if (first && isPlainObject(first.$sort)) {
    const sort = sortSql(first.$sort as Record<string, 1 | -1>, kind, p);
    if (!sort.scalar) return head;
    head.order = sort.terms;
    i = 1;
  }
  for (; i < stages.length; i++) {
    const stage = stages[i]!;
    if (typeof stage.$skip === 'number') {
      head.offset += stage.$skip;
      if (head.limit !== null) head.limit = Math.max(0, head.limit - stage.$skip);
    } else if (typeof stage.$limit === 'number') {
      head.limit = head.limit === null ? stage.$limit : Math.min(head.limit, stage.$limit);
    } else break;
  }
  head.used = i;
  const stage = stages[i];
  if (!stage) return head;
  if (typeof stage.$count === 'string') {
    head.terminal = { select: `json_build_object(${p.text(stage.$count)}, count(*))` };
    head.used = i + 1;
  } else if (isPlainObject(stage.$group)) {
    const spec = stage.$group;
    // Checked before the key: a statement must use every parameter it was given.
    const accumulators = countingAccumulators(spec);
    if (accumulators === null) return head;
    const key = groupKeySql(spec._id, kind, p);
    if (key === null) return head;
    const fields = accumulators.map(([name, n]) => `, ${p.text(name)}, count(*) * ${p.numeric(n)}`).join('');
    head.terminal = { select: `json_build_object('_id', s.k${fields})`, groupKey: key };
    head.used = i + 1;
  } else if ('$sortByCount' in stage) {
    if (typeof stage.$sortByCount !== 'string' || !stage.$sortByCount.startsWith('$')) return head;
    const key = groupKeySql(stage.$sortByCount, kind, p);
    if (key === null) return head;
    head.terminal = {
      select: `json_build_object('_id', s.k, 'count', count(*))`,
      groupKey: key,
      byCount: true,
    };
    head.used = i + 1;
  }
  return head;
}
