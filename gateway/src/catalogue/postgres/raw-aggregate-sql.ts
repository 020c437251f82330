import type { CollectionKind } from '../port';
import { isScalarPath, OBJECT_ARRAYS, type Root, resolvePath } from './raw-paths-sql';
import { sortSql } from './raw-sort-sql';
import { elementsWithOrdinality, fieldLiteral, type SqlParams } from './raw-sql-text';

/**
 * The stages right after a pipeline's leading $match that SQL answers as mingo would: a $sort on
 * keys that are never arrays or objects, $skip/$limit, and then one of $count, a $group by a
 * constant or a scalar field counting with {$sum: n}, or $sortByCount of such a field, the last
 * two also after `$unwind` of an array of objects by one of its scalar fields (the facet counts of
 * `filtri.id`); a group may be followed by a $sort on one of its counts and $limit (the seed's "ten
 * most frequent"), so only those rows leave the server and the write-stamp cache (raw-stamp-cache.ts) can keep them. What
 * follows (or anything else) is left to mingo over the rows this produces (raw-query.ts).
 */

export interface PipelineHead {
  /** Stages consumed. */
  used: number;
  /** ORDER BY terms from a $sort (input order otherwise). */
  order: string[];
  offset: number;
  limit: number | null;
  /** Rows are built by SQL (count or groups) instead of being the records. */
  terminal?: {
    /** json of one output row, over the rows `s` of the source (s.k the group key). */
    select: string;
    /** Group key over `d.doc` (a record) or `u.e` (an unwound element). */
    groupKey?: string;
    byCount?: boolean;
    /** Top-level array field unwound before grouping. */
    unwind?: string;
    /**
     * Groups ordered by one of their counts (count(*) x multiplier; 1 ascending, -1 descending),
     * ties in first appearance as mingo's stable $sort leaves them.
     */
    byAccumulator?: { multiplier: number; direction: 1 | -1 };
    /** A $limit after that $sort: at most this many groups. */
    groups?: number;
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Arrays of objects $unwind may take apart in SQL before a group by one of their scalar fields. */
const UNWINDABLE = OBJECT_ARRAYS;

/**
 * A group key: null, a constant, or "$path" of a scalar field (a missing field groups as null); after
 * $unwind of F, "$F.sub" of a scalar sub-field. Adds a parameter only when it answers SQL.
 */
function groupKeySql(
  key: unknown,
  kind: CollectionKind,
  p: SqlParams,
  unwound?: string,
  columns?: Readonly<Record<string, string>>,
): string | null {
  if (key === null) return `'null'::jsonb`;
  if (typeof key === 'number' || typeof key === 'boolean') return p.json(key);
  if (typeof key !== 'string') return null;
  if (!key.startsWith('$')) return key.includes('\u0000') ? null : p.json(key);
  if (key.startsWith('$$')) return null;
  const path = key.slice(1);
  // Over catalogue_search (raw-column-group.ts): only the paths with a column.
  if (columns) {
    const name = unwound ? `$unwound.${path}` : path;
    return Object.hasOwn(columns, name) ? columns[name]! : null;
  }
  if (unwound) {
    const [field, sub, ...more] = path.split('.');
    if (field !== unwound || !sub || more.length || !UNWINDABLE[kind][unwound]?.has(sub)) return null;
    return `COALESCE(u.e->${fieldLiteral(sub)}, 'null'::jsonb)`;
  }
  const root: Root = { expr: 'r.doc', doc: true };
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

/** The field of `{$unwind: '$F'}` (no options) when F is an array of objects by the schema. */
function unwoundField(stage: Record<string, unknown> | undefined, kind: CollectionKind): string | null {
  const arg = stage?.$unwind;
  const path = isPlainObject(arg) && Object.keys(arg).length === 1 ? arg.path : arg;
  if (typeof path !== 'string' || !path.startsWith('$')) return null;
  const field = path.slice(1);
  return UNWINDABLE[kind][field] ? field : null;
}

export function pipelineHead(
  stages: Record<string, unknown>[],
  kind: CollectionKind,
  p: SqlParams,
  /** Group keys as catalogue_search columns (path -> jsonb SQL): the head then reads no doc. */
  columns?: Readonly<Record<string, string>>,
): PipelineHead {
  const head: PipelineHead = { used: 0, order: [], offset: 0, limit: null };
  let i = 0;
  const first = stages[0];
  if (first && isPlainObject(first.$sort)) {
    if (columns) return head;
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
  const unwind = unwoundField(stages[i], kind);
  const at = unwind ? i + 1 : i;
  const stage = stages[at];
  if (!stage) return head;
  if (typeof stage.$count === 'string' && !unwind) {
    head.terminal = { select: `json_build_object(${p.text(stage.$count)}, count(*))` };
  } else if (isPlainObject(stage.$group)) {
    const spec = stage.$group;
    // Checked before the key: a statement must use every parameter it was given.
    const accumulators = countingAccumulators(spec);
    if (accumulators === null) return head;
    const key = groupKeySql(spec._id, kind, p, unwind ?? undefined, columns);
    if (key === null) return head;
    const fields = accumulators.map(([name, n]) => `, ${p.text(name)}, count(*) * ${p.numeric(n)}`).join('');
    head.terminal = { select: `json_build_object('_id', s.k${fields})`, groupKey: key };
    const sorted = sortedByCount(stages, at + 1, accumulators);
    if (sorted) {
      head.terminal.byAccumulator = sorted.by;
      if (sorted.groups !== null) head.terminal.groups = sorted.groups;
      if (unwind) head.terminal.unwind = unwind;
      head.used = sorted.next;
      return head;
    }
  } else if ('$sortByCount' in stage) {
    if (typeof stage.$sortByCount !== 'string' || !stage.$sortByCount.startsWith('$')) return head;
    const key = groupKeySql(stage.$sortByCount, kind, p, unwind ?? undefined, columns);
    if (key === null) return head;
    head.terminal = {
      select: `json_build_object('_id', s.k, 'count', count(*))`,
      groupKey: key,
      byCount: true,
    };
  } else return head;
  if (unwind) head.terminal.unwind = unwind;
  head.used = at + 1;
  return head;
}

/**
 * `{$sort: {name: 1 | -1}}` on one counting accumulator of the group before it, and the $limit
 * stages after it: what SQL can order and cut exactly (mingo's $sort is stable: equal counts keep
 * the groups' first-appearance order). Null for any other sort (by _id, several keys).
 */
function sortedByCount(
  stages: Record<string, unknown>[],
  at: number,
  accumulators: [string, number][],
): { by: { multiplier: number; direction: 1 | -1 }; groups: number | null; next: number } | null {
  const sort = stages[at]?.$sort;
  if (!isPlainObject(sort)) return null;
  const keys = Object.keys(sort);
  if (keys.length !== 1) return null;
  const direction = sort[keys[0]!];
  const found = accumulators.find(([name]) => name === keys[0]);
  if (!found || (direction !== 1 && direction !== -1)) return null;
  let groups: number | null = null;
  let next = at + 1;
  for (; next < stages.length; next++) {
    const limit = stages[next]!.$limit;
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1) break;
    groups = groups === null ? limit : Math.min(groups, limit);
  }
  return { by: { multiplier: found[1], direction }, groups, next };
}

/** ORDER BY of a terminal's groups: by count (sortByCount, or a $sort on a count), then first appearance. */
export function groupOrderSql(t: NonNullable<PipelineHead['terminal']>): string {
  if (t.byCount) return 'count(*) DESC, min(s.pos)';
  if (t.byAccumulator) {
    const { multiplier, direction } = t.byAccumulator;
    // count(*) x m orders as count(*) itself when m > 0, reversed when m < 0, not at all when 0.
    const sign = Math.sign(multiplier) * direction;
    return sign === 0 ? 'min(s.pos)' : `count(*) ${sign > 0 ? 'ASC' : 'DESC'}, min(s.pos)`;
  }
  return 'min(s.pos)';
}

/**
 * A text that orders rows as TIE_ORDER does (parts joined by U+0001, below anything an id holds),
 * so min() over a group finds its first row without sorting the records themselves.
 */
const TIE_KEY: Record<CollectionKind, string> = {
  data: `(r.tbl || E'\\x01' || r.id) COLLATE "C"`,
  summary: `(r.tbl || E'\\x01' || r.type) COLLATE "C"`,
  relations: 'r.key COLLATE "C"',
};

/**
 * The statement of a head with a terminal: counts, or groups in order of first appearance in the
 * input (as mingo's $group gives them; `limit` caps the groups). Without $sort/$skip/$limit the
 * records are only scanned and grouped (first appearance = least TIE_KEY); otherwise they are
 * numbered in order first.
 */
export function terminalSql(
  head: PipelineHead,
  kind: CollectionKind,
  from: string,
  where: string,
  tie: string,
  page: string,
  limit: number,
  p: SqlParams,
): string {
  const t = head.terminal!;
  const plain = head.order.length === 0 && page === '';
  const order = [...head.order, tie].join(', ');
  const [source, filter] = plain
    ? [from, ` WHERE ${where}`]
    : [
        `(SELECT r.doc AS doc, row_number() OVER (ORDER BY ${order}) AS pos FROM ${from} WHERE ${where} ORDER BY ${order}${page}) r`,
        '',
      ];
  if (!t.groupKey) return `SELECT ${t.select} AS row FROM ${source}${filter}`;
  const position = plain ? TIE_KEY[kind] : `lpad(r.pos::text, 20, '0')`;
  const rows = t.unwind
    ? `SELECT ${position} || E'\\x01' || lpad(u.o::text, 12, '0') COLLATE "C" AS pos, ${t.groupKey} AS k FROM ${source} CROSS JOIN LATERAL ${elementsWithOrdinality(`(r.doc->${fieldLiteral(t.unwind)})`)} AS u(e, o)${filter}`
    : `SELECT ${position} AS pos, ${t.groupKey} AS k FROM ${source}${filter}`;
  // OFFSET 0 keeps the key computed below the grouping: otherwise the planner may sort whole
  // records by it (a row estimate of jsonb equality is poor) and spill them to disk.
  const cap = t.groups === undefined ? limit : Math.min(limit, t.groups);
  return `SELECT ${t.select} AS row FROM (${rows} OFFSET 0) s GROUP BY s.k ORDER BY ${groupOrderSql(t)} LIMIT ${p.int(cap)}`;
}
