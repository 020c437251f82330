import type { CatalogueRecord, Filtro } from '@archive/contracts/catalogue';
import type { FacetKind } from '@archive/contracts/facet-kinds';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import type { SuggestAnswer, SuggestRequest } from '../port';
import { analyzerFor } from '../text/analyzer';
import {
  compareFacetSuggestions,
  type FacetSuggestion,
  matchForm,
  matchRank,
  suggestedKind,
  suggestForm,
} from '../text/suggest-rules';
import { LONG_QUERY_MS } from './vocabulary-sql';

/**
 * Suggestions while typing on PostgreSQL (issue 23), with the embedded store's rules
 * (text/suggest-rules.ts). Titles are matched on the folded title the stored phrase text starts with
 * (row-shape.ts: ' title words qqzqq ...'); facet values come from catalogue_facet_values, rebuilt
 * on publish with names folded by the gateway's analyzer (the database has no folding of its own
 * that agrees with it).
 *
 * Two steps, each a LIMIT in the search's title order: titles starting with the text (a btree in
 * text_pattern_ops on the title's first 200 characters: a range, whatever the text's length), then,
 * only when those are fewer than asked, titles with a later word starting it. That second step uses
 * the title trigrams for texts of 3+ letters; a 2-letter text has no trigram worth reading, and the
 * planner walks the title order until it has enough (2 letters that start words are common). Before
 * (one query, every match sorted), 2-letter texts sorted thousands of titles: p95 302 ms at 100k.
 */

/** The folded title of a row: the phrase text up to its first field separator. */
const TITLE = "split_part(d.phrase_text, ' qqzqq ', 1)";

/** The title's start as the "starts with" index holds it (a btree entry has a size limit). */
const TITLE_START = `left(${TITLE}, 200)`;

export const SUGGEST_PREFIX_MIGRATION = {
  version: 7,
  name: 'suggestions: "starts with" btrees on folded titles and facet values',
  sql: `
CREATE INDEX catalogue_data_title_prefix ON catalogue_data (locale, (${TITLE_START.replaceAll('d.', '')}) text_pattern_ops)
  WHERE access = 1;
CREATE INDEX catalogue_facet_values_prefix ON catalogue_facet_values (locale, (left(folded, 200)) text_pattern_ops);
`,
};

export const SUGGEST_MIGRATION = {
  version: 4,
  name: 'suggestions while typing (title trigrams, facet values)',
  sql: `
CREATE INDEX catalogue_data_title_trgm ON catalogue_data USING gin ((${TITLE.replaceAll('d.', '')}) gin_trgm_ops) WHERE access = 1;
CREATE TABLE catalogue_facet_values (
  locale text NOT NULL,
  id text NOT NULL,
  filtro jsonb NOT NULL,
  kind text NOT NULL,
  folded text NOT NULL,
  docs integer NOT NULL,
  PRIMARY KEY (locale, id)
);
CREATE INDEX catalogue_facet_values_folded ON catalogue_facet_values USING gin (folded gin_trgm_ops);
`,
};

/**
 * Recounts the facet values of these locales: each value as the first public record holding it
 * carries it (the embedded index keeps the first one it reads), with the number of records holding
 * it; only places, people, subjects and collections are kept.
 */
export async function rebuildFacetValues(client: pg.PoolClient, locales: readonly Locale[]): Promise<void> {
  for (const locale of locales) {
    const { rows } = await client.query<{ id: string; docs: number; filtro: Filtro }>({
      query_timeout: LONG_QUERY_MS,
      text: `SELECT a.id, a.docs, b.f AS filtro FROM
         (SELECT f->>'id' AS id, count(DISTINCT d.seq)::int AS docs
            FROM catalogue_data d, jsonb_array_elements(d.doc->'filtri') f
           WHERE d.locale = $1 AND d.access = 1 GROUP BY 1) a
       JOIN (SELECT DISTINCT ON (f->>'id') f->>'id' AS id, f
               FROM catalogue_data d, jsonb_array_elements(d.doc->'filtri') f
              WHERE d.locale = $1 AND d.access = 1 ORDER BY f->>'id', d.seq) b USING (id)`,
      values: [locale],
    } as pg.QueryConfig);
    const analyzer = analyzerFor(locale);
    const kept = rows.flatMap((r) => {
      const kind = suggestedKind(r.filtro);
      return kind && typeof r.filtro.name === 'string'
        ? [{ ...r, kind, folded: matchForm(analyzer, r.filtro.name) }]
        : [];
    });
    await client.query('DELETE FROM catalogue_facet_values WHERE locale = $1', [locale]);
    await client.query(
      `INSERT INTO catalogue_facet_values (locale, id, filtro, kind, folded, docs)
       SELECT $1, * FROM unnest($2::text[], $3::jsonb[], $4::text[], $5::text[], $6::int[])`,
      [
        locale,
        kept.map((r) => r.id),
        kept.map((r) => JSON.stringify(r.filtro)),
        kept.map((r) => r.kind),
        kept.map((r) => r.folded),
        kept.map((r) => r.docs),
      ],
    );
  }
}

/** Every locale's facet values, counted now (a database migrated to suggestions with records in it). */
export async function refreshFacetValues(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locale: Locale }>('SELECT DISTINCT locale FROM catalogue_data');
    await rebuildFacetValues(
      client,
      rows.map((r) => r.locale),
    );
  } finally {
    client.release();
  }
}

type Query = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<R[]>;

type FacetRow = { filtro: Filtro; kind: FacetKind; docs: number; folded: string };

/** Most facet values read for one answer before ranking (names holding the text; the most held first). */
const FACET_ROWS = 2000;

/**
 * Titles starting with a text ($3: ' form%'), the first $4 in title order (exported for the plan
 * test). The inner query is fenced (OFFSET 0) so that it reads the "starts with" btree and only the
 * matches are sorted: left to itself the planner walked the whole title order for 5 rows, taking
 * the matches for spread out when they all sit together ('ro': 235 ms at 100k records, 7 ms so).
 */
export const STARTING_TITLES_SQL = `SELECT s.tbl, s.id, s.doc->>'preferred_label' AS label FROM (
  SELECT d.tbl, d.id, d.label, d.seq, d.doc FROM catalogue_data d
   WHERE d.locale = $1 AND d.access = 1 AND d.tbl = ANY($2::text[]) AND ${TITLE_START} LIKE $3 OFFSET 0) s
  ORDER BY s.label, s.seq LIMIT $4`;

/**
 * The same when many titles start with the text (DENSE or more): walking the title order finds them
 * sooner than sorting them all ('lett', 16,000 titles at 100k records: 154 ms sorted, ~45 ms walked).
 */
const WALKED_TITLES_SQL = `SELECT d.tbl, d.id, d.doc->>'preferred_label' AS label FROM catalogue_data d
  WHERE d.locale = $1 AND d.access = 1 AND d.tbl = ANY($2::text[]) AND ${TITLE_START} LIKE $3
  ORDER BY d.label, d.seq LIMIT $4`;

/** Titles starting with a text from which their walk in title order is chosen. */
const DENSE = 1000;

/** Up to DENSE titles starting with the text, counted through the "starts with" btree. */
const COUNT_STARTING_SQL = `SELECT count(*)::int AS n FROM (SELECT 1 FROM catalogue_data d
  WHERE d.locale = $1 AND d.access = 1 AND ${TITLE_START} LIKE $2 LIMIT ${DENSE}) x`;

/** Facet values starting with a text ($2: ' form%'), the most held first. */
export const STARTING_FACETS_SQL = `SELECT filtro, kind, docs, folded FROM catalogue_facet_values
  WHERE locale = $1 AND left(folded, 200) LIKE $2 ORDER BY docs DESC LIMIT ${FACET_ROWS}`;

export async function suggestPg(
  query: Query,
  locale: Locale,
  request: SuggestRequest,
): Promise<SuggestAnswer> {
  const form = suggestForm(analyzerFor(locale), request.text);
  if (!form) return { titles: [], facets: [] };
  // The form holds only letters, digits and single spaces: nothing LIKE reads as a wildcard.
  type TitleRow = { tbl: CatalogueRecord['table']; id: string; label: string };
  const tables = [...request.tables];
  const titleRows = async () => {
    const [{ n } = { n: 0 }] = await query<{ n: number }>(COUNT_STARTING_SQL, [locale, ` ${form}%`]);
    const starting = await query<TitleRow>(n >= DENSE ? WALKED_TITLES_SQL : STARTING_TITLES_SQL, [
      locale,
      tables,
      ` ${form}%`,
      request.limit,
    ]);
    const need = request.limit - starting.length;
    if (need <= 0) return starting;
    const inside = await query<TitleRow>(
      `SELECT d.tbl, d.id, d.doc->>'preferred_label' AS label FROM catalogue_data d
        WHERE d.locale = $1 AND d.access = 1 AND d.tbl = ANY($2::text[]) AND ${TITLE} LIKE $3
          AND ${TITLE_START} NOT LIKE $4
        ORDER BY d.label, d.seq LIMIT $5`,
      [locale, tables, `% ${form}%`, ` ${form}%`, need],
    );
    return [...starting, ...inside];
  };
  // Facet values: those starting with the text through the btree, then the others holding it
  // (a locale holds a few thousand: the second read stays small), most held first.
  const facetRowsOf = async () => {
    const starting = await query<FacetRow>(STARTING_FACETS_SQL, [locale, ` ${form}%`]);
    if (starting.length >= request.limit) return starting;
    const inside = await query<FacetRow>(
      `SELECT filtro, kind, docs, folded FROM catalogue_facet_values
        WHERE locale = $1 AND folded LIKE $2 AND left(folded, 200) NOT LIKE $3 ORDER BY docs DESC LIMIT ${FACET_ROWS}`,
      [locale, `% ${form}%`, ` ${form}%`],
    );
    return [...starting, ...inside];
  };
  const [titles, facetRows] = await Promise.all([titleRows(), facetRowsOf()]);
  const facets: FacetSuggestion[] = facetRows.flatMap((r) => {
    const rank = matchRank(r.folded, form);
    return rank ? [{ filtro: r.filtro, kind: r.kind, docs: r.docs, rank }] : [];
  });
  facets.sort(compareFacetSuggestions);
  return {
    titles: titles.map((t) => ({ table: t.tbl, id: t.id, label: t.label })),
    facets: facets.slice(0, request.limit),
  };
}
