import type { DocumentCollection } from '@archive/contracts/documents';
import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import { HttpError } from '../lib/http-error';
import type { StoredDoc } from './port';
import { type ContentService, isSingleton, storageName } from './service';

/**
 * A stored document as the contracts' storedDocumentSchema answers it. Who saved it last (an
 * editor's email) is for editors only (the conflict panel names them): a visitor's answer, and so
 * the page drawn for a visitor, never carries it.
 */
export const docAnswer = (doc: StoredDoc, forEditor = false) => ({
  name: doc.name,
  collection: doc.collection,
  locale: doc.locale,
  revision: doc.revision,
  updatedAt: doc.updatedAt,
  ...(forEditor && doc.updatedBy ? { updatedBy: doc.updatedBy } : {}),
  data: doc.data,
});

/** docAnswer for a visitor's list (Array.map passes an index as the second argument). */
export const publicDocAnswer = (doc: StoredDoc) => docAnswer(doc, false);
/** docAnswer for an editor's list. */
export const editorDocAnswer = (doc: StoredDoc) => docAnswer(doc, true);

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
  if (doc && (doc.published || canSeeDrafts)) return docAnswer(doc, canSeeDrafts);
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
