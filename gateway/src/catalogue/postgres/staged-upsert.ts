import type { ImportBatch } from '../port';
import { DATA_COLUMNS, DATA_TYPES } from './row-shape';

/**
 * The import's writes (issue 27): a batch is copied (COPY FROM STDIN, copy-in.ts) into a temporary
 * table without indexes, then merged into the catalogue by one INSERT ... SELECT ... ON CONFLICT.
 * Row by row multi-row INSERTs spent most of their time parsing parameters and planning 500-row
 * statements; the merge is one plan per batch and the indexes are updated in one pass.
 *
 * `ord` is the line's place in the batch: the merge hands out `seq` (a record's place) in that order,
 * so records keep the embedded store's order (a replaced record moves after the others).
 */

interface StagedKind {
  /** The temporary table's columns after `ord`, in the order copyLine() gets the values. */
  columns: readonly (readonly [name: string, type: string])[];
  merge: string;
}

const SUMMARY_COLUMNS = [
  ['locale', 'text'],
  ['tbl', 'text'],
  ['type', 'text'],
  ['doc', 'jsonb'],
] as const;

const RELATION_COLUMNS = [
  ['locale', 'text'],
  ['key', 'text'],
  ['doc', 'jsonb'],
  ['tbl', 'text'],
  ['id', 'text'],
  ['rel_tbl', 'text'],
  ['rel_id', 'text'],
  ['public', 'boolean'],
] as const;

/** The temporary table (one per transaction: dropped at commit) every kind is copied into. */
export const STAGE_TABLE = 'catalogue_stage';

/**
 * INSERT ... SELECT of the staged lines $1 <= ord < $2 in line order (the subquery's ORDER BY is kept
 * apart from the outer SELECT, so nextval runs in that order), answering how many rows were new.
 */
function mergeSql(table: string, columns: readonly string[], key: string, select: string): string {
  const updates = [...columns.filter((c) => !key.split(', ').includes(c)), 'seq']
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  return `WITH merged AS (
    INSERT INTO ${table} (${columns.join(', ')}, seq)
    SELECT ${select}, nextval('catalogue_seq') FROM (SELECT * FROM ${STAGE_TABLE} WHERE ord >= $1 AND ord < $2 ORDER BY ord) s
    ON CONFLICT (${key}) DO UPDATE SET ${updates}
    RETURNING (xmax = 0) AS inserted)
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM merged`;
}

const dataColumns = DATA_COLUMNS.map((name, i) => [name, DATA_TYPES[i]!] as const);

/** The merge of staged record rows into `columns` of catalogue_data (all of them but in upgrade tests). */
export const dataMergeSql = (columns: readonly string[]) =>
  mergeSql(
    'catalogue_data',
    columns,
    'locale, tbl, id',
    // The words are staged as text[] and become the tsvector here, as the INSERT did before.
    columns
      .map((c) => (c === 'terms' || c === 'fulltext_terms' ? `array_to_tsvector(s.${c})` : `s.${c}`))
      .join(', '),
  );

export const STAGED: Record<ImportBatch['kind'], StagedKind> = {
  data: { columns: dataColumns, merge: dataMergeSql(DATA_COLUMNS) },
  summary: {
    columns: SUMMARY_COLUMNS,
    merge: mergeSql(
      'catalogue_summary',
      SUMMARY_COLUMNS.map(([c]) => c),
      'locale, tbl, type',
      SUMMARY_COLUMNS.map(([c]) => `s.${c}`).join(', '),
    ),
  },
  relations: {
    columns: RELATION_COLUMNS,
    merge: mergeSql(
      'catalogue_relations',
      RELATION_COLUMNS.map(([c]) => c),
      'locale, key',
      RELATION_COLUMNS.map(([c]) => `s.${c}`).join(', '),
    ),
  },
};

/** The temporary table of a kind, dropped when the transaction ends (commit or rollback). */
export const stageTableSql = (kind: ImportBatch['kind']) =>
  `CREATE TEMP TABLE ${STAGE_TABLE} (ord integer NOT NULL, ${STAGED[kind].columns
    .map(([name, type]) => `${name} ${type}`)
    .join(', ')}) ON COMMIT DROP`;

export const copySql = (kind: ImportBatch['kind']) =>
  `COPY ${STAGE_TABLE} (ord, ${STAGED[kind].columns.map(([name]) => name).join(', ')}) FROM STDIN`;
