import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { analyzerFor } from '../text/analyzer';
import { spellWords, type VocabularyHit, type WordSpelling } from '../text/spelling';
import { SqlParams, termCondition } from './selection-sql';

/**
 * The PostgreSQL side of spelling corrections (issue 23): the words of each locale's public records
 * with the number of records holding each, in catalogue_words, rebuilt from the stored phrase text
 * (folded words of label, metadata and facet names, written by row-shape.ts with the embedded
 * engine's analyzer) whenever an import is published. The embedded store counts the same words as
 * it indexes (engine/vocabulary.ts), so both stores offer the same corrections.
 */

/** Migration: the words table, filled at once from the records already there. */
export const VOCABULARY_MIGRATION = {
  version: 3,
  name: 'catalogue words (spelling corrections)',
  sql: `
CREATE TABLE catalogue_words (
  locale text NOT NULL,
  word text COLLATE "C" NOT NULL,
  docs integer NOT NULL,
  PRIMARY KEY (locale, word)
);
${vocabularySql('SELECT DISTINCT locale FROM catalogue_data')}
`,
};

/**
 * Words of the locales `localesSql` selects: each word once per record (DISTINCT seq, word), no field
 * separator, the lengths the embedded vocabulary keeps (2..31 characters).
 */
function vocabularySql(localesSql: string): string {
  return `
INSERT INTO catalogue_words (locale, word, docs)
SELECT x.locale, x.word, count(*)::int FROM (
  SELECT DISTINCT d.locale, d.seq, w AS word
  FROM catalogue_data d, regexp_split_to_table(btrim(d.phrase_text), ' ') w
  WHERE d.access = 1 AND d.locale IN (${localesSql})
) x
WHERE x.word <> 'qqzqq' AND char_length(x.word) BETWEEN 2 AND 31
GROUP BY x.locale, x.word;`;
}

/** The driver's read limit for the rebuilds run by publish(), which read whole locales. */
export const LONG_QUERY_MS = 30 * 60_000;

/** Rebuilds the words of these locales (publish(): after an import's last upsert). */
export async function rebuildVocabulary(client: pg.PoolClient, locales: readonly Locale[]): Promise<void> {
  if (!locales.length) return;
  await client.query('DELETE FROM catalogue_words WHERE locale = ANY($1::text[])', [locales]);
  // Reads every record's phrase text: at 100k records longer than the driver's per-query limit
  // (publish() lifts the server's statement_timeout for its transaction; this lifts the driver's).
  await client.query({
    text: vocabularySql('SELECT unnest($1::text[])'),
    values: [locales],
    query_timeout: LONG_QUERY_MS,
  } as pg.QueryConfig);
}

type Query = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<R[]>;

/** spell() of the PostgreSQL store: a word's hits as search finds them, candidates from catalogue_words. */
export function spellPg(query: Query, locale: Locale, words: string[]): Promise<WordSpelling[]> {
  const analyzer = analyzerFor(locale);
  return spellWords(
    words,
    analyzer,
    async (word) => {
      const p = new SqlParams();
      const locked = p.add(locale);
      const condition = termCondition(locale, word, false, p, 'search');
      // The narrow table's per-locale terms index (search-table-sql.ts).
      const rows = await query<{ hit: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM catalogue_search d WHERE d.locale = ${locked} AND d.access = 1 AND ${condition}) AS hit`,
        p.values,
      );
      return rows[0]?.hit === true;
    },
    (candidates) =>
      query<VocabularyHit>(
        'SELECT word, docs FROM catalogue_words WHERE locale = $1 AND word = ANY($2::text[])',
        [locale, candidates],
      ),
  );
}
