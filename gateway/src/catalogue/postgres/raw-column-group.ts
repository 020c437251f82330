import { groupOrderSql, pipelineHead, terminalSql } from './raw-aggregate-sql';
import { COLUMN_TIE, columnSelection } from './raw-column-filter-sql';
import { hasNul } from './raw-filter-sql';
import { MINGO_ROWS_MAX, runTail, tooMany } from './raw-mingo-tail';
import { SqlParams } from './raw-sql-text';
import { MAX_KEPT_ROWS, PROBE_SQL, PROBE_SQL_BEFORE_10, rememberedUntilWrite } from './raw-stamp-cache';
import { type Db, rawPgAnswers, rawPgOptions, run } from './raw-statements';

/**
 * mongo/aggregate on records whose head is a count or a group by table, id, type id or type name
 * ({$group: {_id: '$table', n: {$sum: 1}}}, $sortByCount, $count), or by filtri ids after
 * {$unwind: '$filtri'} (the seed's place facet), after $match stages with a column
 * form: answered from catalogue_search alone (one index-only or narrow scan instead of reading every
 * doc). Null otherwise (raw-aggregate.ts reads the docs). What follows the head runs in mingo, as
 * on the doc path.
 */

/** Group keys with a column, as the jsonb mingo would group by (never null: the schema's types). */
const GROUP_KEYS: Readonly<Record<string, string>> = {
  table: 'to_jsonb(r.tbl)',
  id: 'to_jsonb(r.id)',
  'type_id.id': 'to_jsonb(r.type_id)',
  // Migration 10: the seed $facet's `types` (a string in every row a raw call reads here: raw_odd).
  'type_id.name': 'to_jsonb(r.type_name)',
  // After {$unwind: '$filtri'}: each element's id (filter_ids holds them in the array's order),
  // grouped as text (equal exactly when the ids are: a deterministic collation), a JSON string in
  // the answer as the jsonb was; converting every element to jsonb cost ~20% of a place facet.
  '$unwound.filtri.id': 'u.e',
};

/** Before migration 10 (bench/src/raw-postgres-bench.ts's A side): no type name column. */
const KEYS_BEFORE_10 = Object.fromEntries(Object.entries(GROUP_KEYS).filter(([k]) => k !== 'type_id.name'));

/**
 * The raw tie order as one text (raw-aggregate-sql.ts TIE_KEY), and an element's place after it:
 * the record's part is made once per record below the unnest (`r.rk`), not once per element (a
 * place facet at 1M: ~65,000 elements of ~24,000 records; 91 -> 65 ms with the text key above).
 */
const POSITION = `(r.rk || E'\\x01' || lpad(u.o::text, 12, '0')) COLLATE "C"`;

export async function rawColumnGroup(
  db: Db,
  locale: string,
  filters: Record<string, unknown>[],
  stages: Record<string, unknown>[],
  maxRows: number,
): Promise<unknown[] | null> {
  if (!rawPgOptions.columns || hasNul(filters)) return null;
  const p = new SqlParams([locale]);
  const selection = columnSelection({ $and: filters }, undefined, p);
  if (!selection) return null;
  const head = pipelineHead(stages, 'data', p, rawPgOptions.metaColumns ? GROUP_KEYS : KEYS_BEFORE_10);
  // Sorted, paged or unwound heads number or take apart the docs: the doc path does them.
  if (!head.terminal || head.order.length || head.offset || head.limit !== null) return null;
  if (head.terminal.unwind && head.terminal.unwind !== 'filtri') return null;
  const [probe] = await run<{ odd: boolean; stamp: string | null }>(
    db,
    rawPgOptions.countCache ? PROBE_SQL : PROBE_SQL_BEFORE_10,
    [locale],
  );
  if (probe?.odd) return null;
  const rest = stages.slice(head.used);
  const limit = rest.length ? MINGO_ROWS_MAX + 1 : maxRows;
  const t = head.terminal;
  // $unwind of filtri, then a group by their ids: the elements of filter_ids, grouped as mingo
  // groups the unwound records (first appearance: the record's place, then the element's).
  const sql = t.unwind
    ? `SELECT ${t.select} AS row FROM (SELECT ${POSITION} AS pos, ${t.groupKey} AS k FROM
         (SELECT r.tbl || E'\\x01' || r.id AS rk, r.filter_ids FROM catalogue_search r WHERE r.locale = $1 AND ${selection.where} OFFSET 0) r
         CROSS JOIN LATERAL unnest(r.filter_ids) WITH ORDINALITY AS u(e, o) OFFSET 0) s
       GROUP BY s.k ORDER BY ${groupOrderSql(t)} LIMIT ${p.int(t.groups === undefined ? limit : Math.min(limit, t.groups))}`
    : terminalSql(
        head,
        'data',
        'catalogue_search r',
        `r.locale = $1 AND ${selection.where}`,
        COLUMN_TIE.join(', '),
        '',
        limit,
        p,
      );
  // Counts and groups remembered until the locale's next write (raw-stamp-cache.ts); mingo's tail
  // gets its own copy, never the remembered rows.
  const counted = await rememberedUntilWrite(
    db,
    probe?.stamp ?? null,
    JSON.stringify([sql, p.values]),
    () => run<{ row: Record<string, unknown> }>(db, sql, p.values),
    { keep: (found) => found.length <= MAX_KEPT_ROWS },
  );
  const rows = counted.map((r) => r.row);
  if (counted.length <= MAX_KEPT_ROWS) rows.splice(0, rows.length, ...structuredClone(rows));
  if (rows.length > MINGO_ROWS_MAX) throw tooMany();
  rawPgAnswers[rest.length ? 'sqlThenMingo' : 'sql']++;
  rawPgAnswers.columns++;
  return rest.length ? runTail(rest, rows, maxRows) : rows;
}
