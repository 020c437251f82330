import { FULLTEXT_LIMITS, type FulltextSearchResponse } from '@archive/contracts/fulltext';
import type { Locale } from '@archive/contracts/locales';
import { splitSearchText } from '@archive/contracts/search-text';
import type { CatalogueStore } from '../port';
import { analyzerFor } from '../text/analyzer';
import { findInPages } from './find-in-pages';

/**
 * In-document search of one public record (the viewer's search box and IIIF Content Search): null
 * when the record is missing or private (the callers answer 404 for both). The store decides
 * access, as for every record read.
 */
export async function searchRecordText(
  store: CatalogueStore,
  locale: Locale,
  table: string,
  id: string,
  q: string,
  limit: number = FULLTEXT_LIMITS.maxHits,
): Promise<FulltextSearchResponse | null> {
  const found = await store.record(locale, table, id);
  if (!found) return null;
  const pages = found.record.fulltext ?? [];
  const terms = splitSearchText(q.slice(0, FULLTEXT_LIMITS.maxQueryChars));
  const { hits, total } = findInPages(
    pages,
    terms,
    analyzerFor(locale),
    Math.min(limit, FULLTEXT_LIMITS.maxHits),
  );
  return { hits, total, pages: pages.length };
}
