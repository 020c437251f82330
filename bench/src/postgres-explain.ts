/**
 * The plans behind the PostgreSQL search's slow rows (prints numbers; never a test): EXPLAIN
 * (ANALYZE, BUFFERS) of the count + facets statement of a one-word search, of a word + facet
 * value + dates, and of the whole locale, as the store sends them, on a database that holds a
 * catalogue (an earlier `npm run bench:postgres -- --database-url URL` import). On a database of
 * the previous schema (no catalogue_search yet) the same statement is planned over
 * catalogue_data, as that schema's store sent it: run it before and after the upgrade for A/B.
 *
 *   node --import tsx bench/src/postgres-explain.ts --database-url URL [--locale it] [--words veduta,lettera] [--repeat 3]
 *
 * Prints per statement: execution ms (best of --repeat, after one cold run), shared buffers hit and
 * read, heap blocks of the bitmap scan, and the index entries the scan read.
 */
import { parseArgs } from 'node:util';
import { catalogueSystemProfile, DEFAULT_CATALOGUE_SYSTEM } from '@archive/contracts/catalogue-system';
import type { FilterToken } from '@archive/contracts/filters';
import type { Locale } from '@archive/contracts/locales';
import type { RecordSelection } from '@archive/gateway/catalogue/port';
import { selectionCountsSql } from '@archive/gateway/catalogue/postgres/search-table-sql';
import { SqlParams, selectionWhere } from '@archive/gateway/catalogue/postgres/selection-sql';
import { openPgPool } from '@archive/gateway/lib/pg-pool';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    locale: { type: 'string', default: 'it' },
    words: { type: 'string', default: 'veduta,lettera' },
    repeat: { type: 'string', default: '3' },
  },
});
if (!values['database-url']) throw new Error('--database-url is needed');
const locale = values.locale as Locale;
const pool = openPgPool(values['database-url'], {
  max: 1,
  statementTimeoutMs: 120_000,
  applicationName: 'oa-explain-bench',
});
const [{ narrow }] = (
  await pool.query<{ narrow: boolean }>("SELECT to_regclass('catalogue_search') IS NOT NULL AS narrow")
).rows as [{ narrow: boolean }];
console.log(
  `schema: ${narrow ? 'catalogue_search (narrow table)' : 'catalogue_data only (previous schema)'}`,
);

const selection = (text: string | null, tokens: FilterToken[] = []): RecordSelection => ({
  terms: text ? [{ text, phrase: false }] : [],
  tables: catalogueSystemProfile(DEFAULT_CATALOGUE_SYSTEM).searchTables,
  tokens,
  searchType: 'and',
  pins: [],
  excludeTypeIds: [],
});

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Exact Heap Blocks'?: number;
  'Lossy Heap Blocks'?: number;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

/** The nodes of a plan, depth first. */
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

async function explain(name: string, sel: RecordSelection) {
  const p = new SqlParams();
  const where = selectionWhere(locale, sel, p, undefined, narrow ? 'search' : 'data');
  const sql = selectionCountsSql(where, narrow ? 'catalogue_search' : 'catalogue_data');
  let best: { ms: number; plan: PlanNode; count: number } | null = null;
  for (let i = 0; i <= Number(values.repeat); i++) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
      p.values,
    );
    const [out] = rows[0]!['QUERY PLAN'];
    const count = (await pool.query<{ count: number }>(sql, p.values)).rows[0]!.count;
    // The first run reads from disk what the others find in memory: shown apart.
    if (i === 0) console.log(`${name}: cold ${out['Execution Time'].toFixed(0)} ms`);
    else if (!best || out['Execution Time'] < best.ms)
      best = { ms: out['Execution Time'], plan: out.Plan, count };
  }
  const all = nodes(best!.plan);
  const scans = all.filter((n) => n['Index Name']);
  const heap = all.filter((n) => n['Node Type'] === 'Bitmap Heap Scan');
  console.log(
    `  warm ${best!.ms.toFixed(0)} ms, ${best!.count} matches; buffers hit ${best!.plan['Shared Hit Blocks']}, read ${best!.plan['Shared Read Blocks']}; ` +
      `heap blocks ${heap.map((n) => (n['Exact Heap Blocks'] ?? 0) + (n['Lossy Heap Blocks'] ?? 0)).join('+') || '-'}; ` +
      `index scans: ${scans.map((n) => `${n['Index Name']} (${n['Actual Rows']} rows, ${n['Actual Total Time']?.toFixed(0)} ms)`).join(', ') || 'none'}`,
  );
}

for (const word of values.words!.split(',')) await explain(`one word "${word}" + facets`, selection(word));
await explain(
  `word "${values.words!.split(',')[0]}" + a facet value + dates`,
  selection(values.words!.split(',')[0]!, [
    { type: 'common', id: 'place-firenze', name: 'Firenze', path: '/place/italia/toscana/firenze' },
    { type: 'date', from: '1850', to: '1910' },
  ]),
);
await explain('everything + facets', selection(null));
await pool.end();
