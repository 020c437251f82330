import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { FulltextSnippet } from '@archive/contracts/fulltext';
import type { Locale } from '@archive/contracts/locales';
import type { SearchTerm } from '@archive/contracts/search-text';
import { analyzerFor } from '../text/analyzer';
import { snippetOf } from './find-in-pages';

/** What a card adds for a record with page text: the flag, and the snippet where the terms appear. */
export function fulltextOfCard(
  record: CatalogueRecord,
  locale: Locale,
  terms: readonly SearchTerm[],
): { hasTranscription?: true; snippet?: FulltextSnippet } {
  const pages = record.fulltext;
  if (!pages?.length) return {};
  const snippet = terms.length ? snippetOf(pages, terms, analyzerFor(locale)) : undefined;
  return { hasTranscription: true, ...(snippet ? { snippet } : {}) };
}
