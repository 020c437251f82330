import type { Locale } from '@archive/contracts/locales';
import type { SearchTerm } from '@archive/contracts/search-text';
import { analyzerFor } from '../text/analyzer';
import {
  PHRASE_FACTOR,
  pageTextScore,
  type RelevanceWord,
  relevancePlan,
  TITLE_FACTOR,
  wordWeight,
} from '../text/relevance';
import type { SqlParams } from './selection-sql';

/**
 * The 'Rilevanza' order on PostgreSQL (text/relevance.ts, the embedded store's relevance-order.ts):
 * a score expression over the row's terms, its page text terms and its folded title (the stored
 * phrase text up to the first field separator), with each word's weight computed from its record
 * count first.
 */

/** The folded title of a row, padded with a space at the end (the phrase text starts with one). */
const TITLE = "(split_part(d.phrase_text, ' qqzqq ', 1) || ' ')";

/** The tsquery of one word as search matches it (selection-sql.ts termCondition). */
export const wordQuery = (word: RelevanceWord) => {
  const lexeme = `'${word.stem.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return word.prefix ? `${lexeme}:*` : lexeme;
};

type Count = (tsquery: string | null) => Promise<number>;

/**
 * The ORDER BY of a relevance page (score, then title order, then place). `count(q)` answers how
 * many public records of the locale match a word's tsquery (null: all of them).
 */
export async function relevanceOrderSql(
  locale: Locale,
  terms: readonly SearchTerm[],
  p: SqlParams,
  count: Count,
): Promise<string> {
  const plan = relevancePlan(analyzerFor(locale), terms);
  const records = await count(null);
  const parts: string[] = [];
  let total = 0;
  for (const word of plan.words) {
    const query = wordQuery(word);
    const weight = wordWeight(records, await count(query));
    total += weight;
    const stemHeld = word.prefix
      ? `strpos(${TITLE}, ${p.add(` ${word.stem}`)}) > 0`
      : `strpos(${TITLE}, ${p.add(` ${word.stem} `)}) > 0`;
    const inTitle = `(${stemHeld} OR strpos(${TITLE}, ${p.add(` ${word.folded} `)}) > 0)`;
    // Page text (fulltext_terms, NULL without any: then no match) counts below title and metadata.
    const tsquery = `${p.add(query)}::tsquery`;
    parts.push(
      `CASE WHEN d.terms @@ ${tsquery} THEN CASE WHEN ${inTitle} THEN ${TITLE_FACTOR * weight} ELSE ${weight} END` +
        ` WHEN d.fulltext_terms @@ ${tsquery} THEN ${pageTextScore(weight)} ELSE 0 END`,
    );
  }
  if (plan.phrase)
    parts.push(
      `CASE WHEN strpos(${TITLE}, ${p.add(plan.phrase)}) > 0 THEN ${PHRASE_FACTOR * total} ELSE 0 END`,
    );
  const score = parts.length ? parts.join(' + ') : '0';
  return `(${score}) DESC, d.label, d.seq`;
}
