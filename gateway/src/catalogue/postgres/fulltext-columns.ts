import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { analyzerFor } from '../text/analyzer';

/**
 * Page text (issue 23) on PostgreSQL: its own term column beside `terms` (so whatever ranks can
 * weigh text matches below title and metadata ones, as the embedded store keeps them apart), the
 * same analyzer's terms as a tsvector, and the pages' folded text for phrases (a separator word
 * between pages so a phrase never spans two). NULL for records without text: the partial GIN
 * index then holds only records that have some.
 */
export const FULLTEXT_MIGRATION = {
  version: 2,
  name: 'page text (fulltext) terms and phrase text',
  sql: `
ALTER TABLE catalogue_data ADD COLUMN IF NOT EXISTS fulltext_terms tsvector;
ALTER TABLE catalogue_data ADD COLUMN IF NOT EXISTS fulltext_phrase text;
CREATE INDEX IF NOT EXISTS catalogue_data_fulltext ON catalogue_data USING gin (fulltext_terms)
  WHERE access = 1 AND fulltext_terms IS NOT NULL;
`,
};

const noNul = (text: string) => text.replaceAll('\u0000', '\ufffd');

/** fulltext_terms (as text[], turned into a tsvector by the insert) and fulltext_phrase of a record. */
export function fulltextColumns(locale: Locale, r: CatalogueRecord): [string[] | null, string | null] {
  const pages = r.fulltext;
  if (!pages?.length) return [null, null];
  const analyzer = analyzerFor(locale);
  const terms = new Set<string>();
  for (const page of pages) for (const term of analyzer.terms(noNul(page.text))) terms.add(term);
  const phrase = ` ${pages.map((page) => analyzer.phraseForm(noNul(page.text))).join(' qqzqq ')} `;
  return [[...terms], phrase];
}
