import type { BrowserContext } from 'playwright-core';
import { type DocRef, getDoc, restoreDoc, type StoredDoc, saveDoc } from './documents';

/**
 * The site options document of the site under test (see documents.ts): tests change the options
 * for a case and put them back.
 */
export type OptionsDoc = StoredDoc;
const OPTIONS: DocRef = { name: 'options', collection: 'options' };

export const getOptions = (context: BrowserContext) => getDoc(context, OPTIONS);

/** Saves `data` as the options, over `base`'s revision (default: the revision stored now). */
export const saveOptions = (context: BrowserContext, data: Record<string, unknown>, base?: OptionsDoc) =>
  saveDoc(context, OPTIONS, data, base);

/** Puts the options back as `original` had them, whatever was saved since (for afterAll). */
export const restoreOptions = (context: BrowserContext, original: OptionsDoc) =>
  restoreDoc(context, OPTIONS, original);
