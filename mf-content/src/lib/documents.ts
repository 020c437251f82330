import type { StoredDocument } from '@archive/contracts/content-api';
import { getDocBySlugCall, getDocsCall, publicGetDocsCall } from '@archive/contracts/content-endpoints';
import type { ContentBlock, DocumentCollection, RecordRef } from '@archive/contracts/documents';
import { useArchive, useCall } from '@archive/ui';
import { type PathStep, readContentBlock, readPathStep } from './lenient-read';

/**
 * Content documents as the pages show them. Reading is lenient: a block or step that does not
 * match the contracts (an older document, a hand edit) is left out instead of breaking the page
 * (checked without zod by lenient-read.ts, which its test holds to the contracts' schemas).
 */
export type { PathStep };

export interface ContentView {
  name: string;
  collection: DocumentCollection;
  title: string;
  published: boolean;
  /** Epoch seconds. */
  date?: number;
  summary?: string;
  cover?: string;
  blocks: ContentBlock[];
  steps: PathStep[];
  /** Institutes only. */
  email?: string;
  address?: string;
  phone?: string;
  /** Opening hours, plain text kept as written (line breaks shown). */
  hours?: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function contentOf(doc: StoredDocument): ContentView {
  const d = doc.data;
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const blocks = list(d.blocks).flatMap((b) => readContentBlock(b) ?? []);
  // A stop an editor hid is not part of the walk: the others are numbered without it.
  const steps = list(d.steps)
    .flatMap((s) => readPathStep(s) ?? [])
    .filter((s) => s.visible !== false);
  return {
    name: doc.name,
    collection: doc.collection,
    title: str(d.title) ?? doc.name,
    published: d.published !== false,
    date: typeof d.date === 'number' && Number.isFinite(d.date) ? d.date : undefined,
    summary: str(d.summary),
    cover: str(d.cover),
    blocks,
    steps,
    email: str(d.email),
    address: str(d.address),
    phone: str(d.phone),
    hours: str(d.hours),
  };
}

/** One document of a collection in the page's locale; `name` null skips the call. */
export function useDocument(collection: DocumentCollection, name: string | null | undefined) {
  const answer = useCall(name ? getDocBySlugCall : null, { name: name ?? '', collection });
  return {
    doc: answer.data ? contentOf(answer.data as StoredDocument) : undefined,
    error: answer.error,
    isLoading: answer.isLoading,
    /** The document does not exist (or is a draft the visitor may not see). */
    notFound: answer.error?.statusCode === 404,
    /** Ask again (the error page's retry). */
    retry: () => void answer.mutate(),
  };
}

/** Newest first by date (then by name), the order lists and teasers show. */
export const byDateDesc = (a: ContentView, b: ContentView) =>
  (b.date ?? 0) - (a.date ?? 0) || a.name.localeCompare(b.name);

/**
 * Documents of a collection: anyone signed in lists through the auth path, visitors through the
 * public one (spec section 6: "document listing uses the auth path when logged in"). The gateway
 * answers drafts too to editors only.
 */
export function useDocuments(collection: DocumentCollection, limit = 100, enabled = true) {
  const signedIn = useArchive((s) => s.user !== null);
  const call = signedIn ? getDocsCall : publicGetDocsCall;
  const answer = useCall(enabled ? call : null, { collection, limit, skip: 0 });
  const docs = (answer.data?.data as StoredDocument[] | undefined)?.map(contentOf);
  return {
    docs,
    count: answer.data?.count,
    error: answer.error,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
  };
}

export type { RecordRef };
