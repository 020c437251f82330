import type { CatalogueImportRefusal } from '@archive/contracts/catalogue-import';
import type { Locale } from '@archive/contracts/locales';
import type { CollectionKind } from './port';

/**
 * What reading one file of an import found: a leaf of its own, so the full-text pages of a ZIP
 * (fulltext/zip-pages.ts) can report in the same shape without importing the import itself.
 */
export interface ImportReport {
  file: string;
  locale: Locale;
  kind: CollectionKind;
  /** Non-blank lines read. */
  lines: number;
  inserted: number;
  updated: number;
  /** Lines imported after converting something (numeric ids, years or ISO dates, numbers as text). */
  normalised: number;
  refused: number;
  /**
   * Pages of full text left out of records that went in (a bad ALTO/hOCR page); listed in `errors`
   * with the record's line like refused lines.
   */
  pagesRefused?: number;
  /** The first MAX_LISTED_ERRORS (import.ts) refused lines, with the reason in a curator's words (and a code). */
  errors: CatalogueImportRefusal[];
}
