import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { newSession, type Session } from './browser';
import { type Account, apiCall, loginWithApi } from './login';

/**
 * Content documents of the site under test, read and written through the gateway with a
 * signed-in context (manager or admin): tests change a document for a case and put it back.
 */
export interface StoredDoc {
  revision: number;
  data: Record<string, unknown>;
}
// A type, not an interface: it is passed where a JSON body (Record<string, unknown>) is expected.
export type DocRef = {
  name: string;
  collection: string;
};

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

/**
 * For a describe block: a browser session signed in as `account`, and `ref` as it was stored
 * before the tests (`original`); afterAll puts the document back and closes the session. Read the
 * fields inside the tests (they are set by beforeAll).
 */
export function signedInWithDocument(account: Account, ref: DocRef) {
  const fixture = {} as { session: Session; original: StoredDoc };
  beforeAll(async () => {
    fixture.session = await newSession();
    await loginWithApi(fixture.session.context, account);
    fixture.original = await getDoc(fixture.session.context, ref);
  });
  afterAll(async () => {
    if (fixture.session && fixture.original) await restoreDoc(fixture.session.context, ref, fixture.original);
    await fixture.session?.close();
  });
  return fixture;
}
