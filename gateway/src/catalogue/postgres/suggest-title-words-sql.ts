import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { LONG_QUERY_MS } from './vocabulary-sql';

/**
 * Title suggestions' own table (issue 23): every public title once per word, as the folded title
 * from that word on (' lettera di roma', ' di roma', ' roma'), beside the record's place in title
 * order (label, then seq: the search's order) counted when the locale is published.
 *
 * Why: on catalogue_data, "starts with" and "title order" are two indexes, and every plan either
 * walked the title order from 'A' (texts 1,000+ titles start late in the alphabet: ~300 ms at 100k
 * records) or read every match to sort it; a later word of a 2-letter text had no trigram to read
 * at all. Here one btree range holds exactly the matches (a word starting the text), each carrying
 * its rank, so the first few in title order are a top-N over an index-only read, whatever the
 * text's length or place in the alphabet, with no folded title computed per row.
 *
 * The table follows publish(), like the facet values: a record imported and not yet published is
 * not suggested until then; one made private or deleted meanwhile is not suggested either, since
 * suggestions join back to catalogue_data's public rows (suggest-sql.ts).
 */

/** The folded title of a row: the phrase text up to its first field separator (row-shape.ts). */
const TITLE = "split_part(d.phrase_text, ' qqzqq ', 1)";

/**
 * The rows of the public titles matching `where` (on catalogue_data d): one per word, its suffix
 * cut to 200 characters (a btree entry has a size limit; a typed text is 60 at most). A word's
 * place is that of the space before it: the folded title starts with one and has single spaces.
 */
const titleWordsOf = (where: string) => `
INSERT INTO catalogue_title_words (locale, word, first, rank, tbl, id)
SELECT t.locale, left(substr(t.title, p.pos), 200), p.pos = 1, t.rank, t.tbl, t.id
  FROM (SELECT d.locale, d.tbl, d.id, ${TITLE} AS title,
               row_number() OVER (PARTITION BY d.locale ORDER BY d.label, d.seq)::int AS rank
          FROM catalogue_data d WHERE d.access = 1 AND ${where}) t,
       LATERAL (SELECT (sum(length(w) + 1) OVER (ORDER BY n) - length(w))::int AS pos, w
                  FROM regexp_split_to_table(substr(t.title, 2), ' ') WITH ORDINALITY x(w, n)) p
 WHERE left(t.title, 1) = ' ' AND p.w <> ''`;

export const TITLE_WORDS_MIGRATION = {
  version: 8,
  name: 'suggestions: title words in title order',
  sql: `
CREATE TABLE catalogue_title_words (
  locale text NOT NULL,
  word text NOT NULL,
  first boolean NOT NULL,
  rank integer NOT NULL,
  tbl text NOT NULL,
  id text NOT NULL
);
-- Texts of 2, 3 and 4 characters: the entries whose word starts exactly so are one key, walked
-- in rank order, so the first few titles are the first few entries read (no sort, whatever the
-- number of matches or their place in the alphabet). 'first' leads: each step reads its own part.
CREATE INDEX catalogue_title_words_key2 ON catalogue_title_words (locale, first, left(word, 3), rank) INCLUDE (tbl, id);
CREATE INDEX catalogue_title_words_key3 ON catalogue_title_words (locale, first, left(word, 4), rank) INCLUDE (tbl, id);
-- key4 carries the word too: a dense longer text's walk checks it without visiting the table.
CREATE INDEX catalogue_title_words_key4 ON catalogue_title_words (locale, first, left(word, 5), rank)
  INCLUDE (word, tbl, id);
-- Longer texts: the range of words starting with them, sorted by rank (few entries, mostly).
CREATE INDEX catalogue_title_words_prefix ON catalogue_title_words (locale, first, word text_pattern_ops)
  INCLUDE (rank, tbl, id);
${titleWordsOf('true')};
ANALYZE catalogue_title_words;
-- What suggestions read titles by before (migrations 4 and 7); nothing else reads them, and each
-- import kept them up to date for nothing.
DROP INDEX IF EXISTS catalogue_data_title_prefix;
DROP INDEX IF EXISTS catalogue_data_title_trgm;
`,
};

/** Refills these locales' title words (inside publish()'s transaction, after its writes). */
export async function rebuildTitleWords(client: pg.PoolClient, locales: readonly Locale[]): Promise<void> {
  await client.query('DELETE FROM catalogue_title_words WHERE locale = ANY($1::text[])', [locales]);
  await client.query({
    text: titleWordsOf('d.locale = ANY($1::text[])'),
    values: [locales],
    query_timeout: LONG_QUERY_MS,
  } as pg.QueryConfig);
}

/**
 * After publish()'s commit: marks the refilled pages all-visible, so the reads above stay
 * index-only (otherwise each entry read also visits its table row), and counts the table.
 * VACUUM cannot run inside a transaction.
 */
export const TITLE_WORDS_VACUUM_SQL = 'VACUUM (ANALYZE) catalogue_title_words';

/** Texts up to this many characters are read by their key index (key2 ... key4). */
export const KEYED = 4;

/** How the entries of one step are read (see titleWordsSql). */
export type TitleWordsRead = { by: 'key'; length: number } | { by: 'range' } | { by: 'walk' };

/**
 * The first $4 titles in title order among those of tables $2 with a word starting the text
 * ($3: ' form%'; a key read takes the text itself, ' form'), from the title's first word or a
 * later one, joined back to the public rows for their label:
 * - `key`: texts of 2 to KEYED characters, the entries of key ' form' in rank order;
 * - `range`: longer texts with fewer than DENSE entries, the "starts with" range sorted by rank
 *   (`rank + 0`: the range, never a walk of the key index);
 * - `walk`: longer texts with DENSE or more entries: the first WALK entries of the key of their
 *   first KEYED characters, in rank order, keeping those starting with the whole text; when that
 *   gives fewer than asked (the matches sit late among their key's: 'delle' among 28,000 'dell'),
 *   the caller reads the range instead, so the walk never costs more than WALK entries.
 * `rank + 0` keeps the range from walking a key index; the walk's own LIMIT keeps it from reading
 * (and sorting) the whole range. A title with two later words starting the text comes twice: the
 * caller keeps the first.
 */
export function titleWordsSql(first: boolean, read: TitleWordsRead): string {
  const key = (n: number) => `left(w.word, ${n + 1})`;
  const entries =
    read.by === 'walk'
      ? `(SELECT * FROM catalogue_title_words w WHERE w.locale = $1 AND w.first = ${first}
          AND ${key(KEYED)} = left($3, ${KEYED + 1}) ORDER BY w.rank LIMIT ${WALK}) w
   WHERE w.tbl = ANY($2::text[]) AND w.word LIKE $3`
      : `catalogue_title_words w
   WHERE w.locale = $1 AND w.first = ${first} AND w.tbl = ANY($2::text[]) AND ${
     read.by === 'key' ? `${key(read.length)} = $3` : 'w.word LIKE $3'
   }`;
  return `SELECT d.tbl, d.id, d.doc->>'preferred_label' AS label FROM (
  SELECT w.tbl, w.id, w.rank FROM ${entries}
   ORDER BY ${read.by === 'range' ? 'w.rank + 0' : 'w.rank'} LIMIT $4) w
  JOIN catalogue_data d ON d.locale = $1 AND d.tbl = w.tbl AND d.id = w.id AND d.access = 1
  ORDER BY w.rank`;
}

/** Entries of its key a dense text's walk reads at most (index-only: ~1 ms at 100k records). */
export const WALK = 3000;

/** Entries starting with a longer text from which walking its key beats sorting the range. */
export const DENSE = 1000;

/** Up to DENSE entries of one step starting with the text ($2: ' form%'), counted in their btree. */
export const countStartingSql = (first: boolean) => `SELECT count(*)::int AS n FROM (SELECT 1
  FROM catalogue_title_words w WHERE w.locale = $1 AND w.first = ${first} AND w.word LIKE $2 LIMIT ${DENSE}) x`;

/** How one step reads the entries starting with this form. */
export async function titleWordsRead(
  count: (sql: string, params: unknown[]) => Promise<number>,
  locale: string,
  form: string,
  first: boolean,
): Promise<TitleWordsRead> {
  if (form.length <= KEYED) return { by: 'key', length: form.length };
  return (await count(countStartingSql(first), [locale, ` ${form}%`])) >= DENSE
    ? { by: 'walk' }
    : { by: 'range' };
}
