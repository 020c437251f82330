import type { CatalogueImportFileReport } from '@archive/contracts/catalogue-import';
import type { Locale } from '@archive/contracts/locales';
import type { CollectionKind } from './port';

/**
 * What reading one file of an import found (the Settings report's shape, with the collection
 * named by its types): a leaf of its own, so the full-text pages of a ZIP
 * (fulltext/zip-pages.ts) can report in the same shape without importing the import itself.
 */
export interface ImportReport extends CatalogueImportFileReport {
  locale: Locale;
  kind: CollectionKind;
}
