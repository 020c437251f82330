import type { BrowserContext } from 'playwright-core';
import { apiCall } from './login';

/**
 * Content documents of the site under test, read and written through the gateway with a
 * signed-in context (manager or admin): tests change a document for a case and put it back.
 */
export interface StoredDoc {
  revision: number;
  data: Record<string, unknown>;
}
export interface DocRef {
  name: string;
  collection: string;
}

export const getDoc = (context: BrowserContext, ref: DocRef) =>
  apiCall<StoredDoc>(context, 'POST', '/api/public/firebase/getDocBySlug', ref);

/** Saves `data` as the document, over `base`'s revision (default: the revision stored now). */
export async function saveDoc(
  context: BrowserContext,
  ref: DocRef,
  data: Record<string, unknown>,
  base?: StoredDoc,
) {
  const { revision } = base ?? (await getDoc(context, ref));
  return apiCall(context, 'POST', '/api/auth/firebase/saveDoc', { ...ref, data, revision });
}

/** Puts the document back as `original` had it, whatever was saved since (for afterAll). */
export const restoreDoc = (context: BrowserContext, ref: DocRef, original: StoredDoc) =>
  saveDoc(context, ref, original.data);
