import type { StoredDocument } from '@archive/contracts/content-api';
import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import {
  type FakeRoute,
  fail,
  fakeFetch as fakeGateway,
  providersRenderer,
  type StorePage,
  setStorePage,
} from '@archive/ui/testing';
import { italian, loadMessages } from '../messages';

/**
 * Component tests render with the real providers and the shared store set as the shell sets it
 * (`@archive/ui/testing`); here only what is this remote's: its catalogue and locales, a missing
 * path answered as the gateway answers a missing document, and contract-shaped document fixtures.
 */
export { type FakeRoute, fail } from '@archive/ui/testing';

export const renderWithProviders = providersRenderer(italian, loadMessages);

export const setPage = (url: string, extra: Pick<StorePage, 'siteOptions' | 'user'> = {}) =>
  setStorePage(url, { enabledLocales: ['it', 'en', 'fr'], ...extra });

const missingDocument = () => fail(404, 'NOT_FOUND', 'La pagina non è disponibile');

export const fakeFetch = (routes: Record<string, FakeRoute>) =>
  fakeGateway(routes, { notFound: missingDocument() });

/** A stored document as getDocBySlug/getDocs answer it (storedDocumentSchema). */
export function storedDoc(
  collection: DocumentCollection,
  name: string,
  data: Record<string, unknown>,
  locale: Locale = 'it',
): StoredDocument {
  return {
    name,
    collection,
    locale,
    revision: 1,
    updatedAt: '2025-09-15T10:00:00.000Z',
    data: { published: true, blocks: [], ...data },
  };
}

/** Answers getDocBySlug from a table of documents by collection/name; 404 NOT_FOUND otherwise. */
export function docsBySlug(docs: StoredDocument[]): FakeRoute {
  return (body) =>
    docs.find((d) => d.collection === body.collection && d.name === body.name) ?? missingDocument();
}

/** Answers getDocs with the documents of the asked collection. */
export function docsList(docs: StoredDocument[]): FakeRoute {
  return (body) => {
    const data = docs.filter((d) => d.collection === body.collection);
    return { data, count: data.length };
  };
}
