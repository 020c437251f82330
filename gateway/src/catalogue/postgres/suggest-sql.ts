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
import { type TitleWordsRead, titleWordsRead, titleWordsSql } from './suggest-title-words-sql';
import { LONG_QUERY_MS } from './vocabulary-sql';

/**
 * Suggestions while typing on PostgreSQL (issue 23), with the embedded store's rules
 * (text/suggest-rules.ts). Titles are matched on the folded title the stored phrase text starts with
 * (row-shape.ts: ' title words qqzqq ...'); facet values come from catalogue_facet_values, rebuilt
 * on publish with names folded by the gateway's analyzer (the database has no folding of its own
 * that agrees with it).
 *
 * Two steps, each a LIMIT in the search's title order: titles starting with the text, then, only
 * when those are fewer than asked, titles with a later word starting it. Both read
 * catalogue_title_words (suggest-title-words-sql.ts, filled at publish): one btree range per step
 * holding each match with its title-order rank. Before, on catalogue_data (a "starts with" btree,
 * the title-order index and title trigrams), texts 1,000+ titles start late in the alphabet walked
 * the title order from 'A' and 2-letter later words had no trigram: p95 290 ms at 100k records.
 */

/** The folded title of a row: the phrase text up to its first field separator. */
const TITLE = "split_part(d.phrase_text, ' qqzqq ', 1)";

/** The title's start as migration 7's "starts with" index held it (dropped by migration 8). */
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
  const count = async (sql: string, params: unknown[]) =>
    (await query<{ n: number }>(sql, params))[0]?.n ?? 0;
  const titleRows = async () => {
    const stepRows = async (first: boolean, read: TitleWordsRead, limit: number) => {
      const params = [locale, tables, read.by === 'key' ? ` ${form}` : ` ${form}%`, limit];
      const rows = await query<TitleRow>(titleWordsSql(first, read), params);
      // A walk that ran out of entries before enough matches: the range has them all.
      if (read.by !== 'walk' || rows.length >= limit) return rows;
      return query<TitleRow>(titleWordsSql(first, { by: 'range' }), params);
    };
    const starting = await stepRows(true, await titleWordsRead(count, locale, form, true), request.limit);
    const need = request.limit - starting.length;
    if (need <= 0) return starting;
    // Fewer than asked: these are all the starting titles, left out of the later-word matches. A
    // title with two later words starting the text comes twice: read again, twice as many, until
    // enough distinct titles come or the matches run out (almost always once).
    const seen = new Set(starting.map((t) => `${t.tbl}\u0000${t.id}`));
    const laterRead = await titleWordsRead(count, locale, form, false);
    for (let read = request.limit + need; ; read *= 2) {
      const later = await stepRows(false, laterRead, read);
      const kept = new Set(seen);
      const inside = later.filter((t) => {
        const key = `${t.tbl}\u0000${t.id}`;
        if (kept.has(key)) return false;
        kept.add(key);
        return true;
      });
      if (inside.length >= need || later.length < read) return [...starting, ...inside.slice(0, need)];
    }
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
