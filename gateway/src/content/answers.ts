import type { DocumentCollection } from '@archive/contracts/documents';
import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import { HttpError } from '../lib/http-error';
import type { StoredDoc } from './port';
import { type ContentService, isSingleton, storageName } from './service';

/** A stored document as the contracts' storedDocumentSchema answers it. */
export const docAnswer = (doc: StoredDoc) => ({
  name: doc.name,
  collection: doc.collection,
  locale: doc.locale,
  revision: doc.revision,
  updatedAt: doc.updatedAt,
  ...(doc.updatedBy ? { updatedBy: doc.updatedBy } : {}),
  data: doc.data,
});

/**
 * One document for getDocBySlug: unpublished ones only for editors; an unsaved singleton (site
 * options, login screen, home) answers revision 0 with empty data, which readers fill with the
 * schema defaults and saveDoc with revision 0 creates.
 */
export async function findDoc(
  content: ContentService,
  collection: DocumentCollection,
  name: string,
  locale: Locale,
  canSeeDrafts: boolean,
) {
  // A language kept hidden until complete has no documents for visitors (its pages answer 404 too).
  if (!canSeeDrafts && !isSingleton(collection) && (await localeHiddenFromVisitors(content, locale)))
    throw new HttpError(404, t('error.notFound', locale), 'NOT_FOUND');
  const doc = await content.get(collection, name, locale);
  if (doc && (doc.published || canSeeDrafts)) return docAnswer(doc);
  if (!doc && isSingleton(collection))
    return {
      name: storageName(collection, name),
      collection,
      locale: DEFAULT_LOCALE,
      revision: 0,
      updatedAt: new Date(0).toISOString(),
      data: collection === 'options' ? { catalogueSystem: content.catalogueSystem } : {},
    };
  throw new HttpError(404, t('error.notFound', locale), 'NOT_FOUND');
}

/** Whether the site options keep `locale` from visitors (Settings > Lingue, until complete). */
export async function localeHiddenFromVisitors(content: ContentService, locale: Locale): Promise<boolean> {
  const hidden = (await content.siteOptions()).hiddenLocales;
  return Array.isArray(hidden) && hidden.includes(locale);
}
