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
 * (row-shape.ts: ' title words qqzqq ...'), through a trigram index on that part; facet values come
 * from catalogue_facet_values, rebuilt on publish with names folded by the gateway's analyzer (the
 * database has no folding of its own that agrees with it).
 */

/** The folded title of a row: the phrase text up to its first field separator. */
const TITLE = "split_part(d.phrase_text, ' qqzqq ', 1)";

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

/** Most facet values read for one answer before ranking (names holding the text; the most held first). */
const FACET_ROWS = 2000;

export async function suggestPg(
  query: Query,
  locale: Locale,
  request: SuggestRequest,
): Promise<SuggestAnswer> {
  const form = suggestForm(analyzerFor(locale), request.text);
  if (!form) return { titles: [], facets: [] };
  // The form holds only letters, digits and single spaces: nothing LIKE reads as a wildcard.
  const pattern = `% ${form}%`;
  const [titles, facetRows] = await Promise.all([
    query<{ tbl: CatalogueRecord['table']; id: string; label: string }>(
      `SELECT d.tbl, d.id, d.doc->>'preferred_label' AS label FROM catalogue_data d
        WHERE d.locale = $1 AND d.access = 1 AND d.tbl = ANY($2::text[]) AND ${TITLE} LIKE $3
        ORDER BY (left(${TITLE}, $4) = $5) DESC, d.label, d.seq LIMIT $6`,
      [locale, [...request.tables], pattern, form.length + 1, ` ${form}`, request.limit],
    ),
    query<{ filtro: Filtro; kind: FacetKind; docs: number; folded: string }>(
      `SELECT filtro, kind, docs, folded FROM catalogue_facet_values
        WHERE locale = $1 AND folded LIKE $2 ORDER BY docs DESC LIMIT ${FACET_ROWS}`,
      [locale, pattern],
    ),
  ]);
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
