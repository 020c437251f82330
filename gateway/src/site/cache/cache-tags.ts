import type { DocumentCollection } from '@archive/contracts/documents';
import { LOCALES, type Locale } from '@archive/contracts/locales';
import { type ContentChange, storageLocale, storageName } from '../../content/service';
import type { ObservedCall } from '../ssr/transport';

/**
 * Cache tags: what a page shows, named so a CDN can drop every page that showed a thing when it
 * changes (`Cache-Tag` / `Surrogate-Key`). Tags are plain `[a-z0-9_.-]` words:
 *
 * - `oa-site`: every page (a deploy or rollback of any remote, a rebuilt shell);
 * - `oa-doc-{collection}-{locale}-{name}`: a document the page asked for (site options are
 *   `oa-doc-options-it-site`: every page asks for them);
 * - `oa-docs-{collection}-{locale}`: a list of a collection (news, institutes, paths);
 * - `oa-catalogue`: any page drawn from the catalogue (an import changes what they show);
 * - `oa-rec-{table}-{id}`: a record shown (a name for finer purges; imports purge `oa-catalogue`).
 *
 * They come from the API calls the render made (the transport sees each one), so what a remote
 * draws names itself without the remote knowing about caches.
 */
export const SITE_TAG = 'oa-site';
export const CATALOGUE_TAG = 'oa-catalogue';
/** Header values stay well under CDN limits (Cloudflare: 16 KB of tags; Fastify's headers: 16 KB). */
const MAX_TAGS = 120;

const word = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '_')
    .slice(0, 80);

export const docTag = (collection: string, locale: string, name: string) =>
  `oa-doc-${word(collection)}-${word(locale)}-${word(name)}`;
export const listTag = (collection: string, locale: string) => `oa-docs-${word(collection)}-${word(locale)}`;
export const recordTag = (table: string, id: string) => `oa-rec-${word(table)}-${word(id)}`;

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

const parse = (text: string | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The answer as the render parsed it (once for both), undefined when it is not JSON. */
const parsedAnswer = (call: ObservedCall): unknown => {
  try {
    return call.json();
  } catch {
    return undefined;
  }
};

/** Records (objects with a `table` and an `id`) anywhere in an answer, a few levels deep. */
function collectRecords(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 5 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecords(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const { table, id } = record;
  if (typeof table === 'string' && (typeof id === 'string' || typeof id === 'number'))
    into.add(recordTag(table, String(id)));
  for (const key in record) collectRecords(record[key], into, depth + 1);
}

/** The tags of a page, from the API calls its render made. */
export function tagsOfCalls(calls: readonly ObservedCall[]): string[] {
  const tags = new Set<string>([SITE_TAG]);
  const records = new Set<string>();
  for (const call of calls) {
    if (call.url.startsWith('/api/public/catalogue/') || call.url.startsWith('/api/public/mongo/')) {
      tags.add(CATALOGUE_TAG);
      if (call.status === 200) collectRecords(parsedAnswer(call), records);
      continue;
    }
    // Documents by what was asked, found or not: a page that answered 404 for a missing document
    // must be purged when that document is created.
    const body = parse(call.body) as Record<string, unknown> | undefined;
    const collection = body?.collection;
    if (typeof collection !== 'string' || !isLocale(body?.locale)) continue;
    const locale = storageLocale(collection as DocumentCollection, body.locale);
    const name = body.name ?? body.slug;
    if (typeof name === 'string')
      tags.add(docTag(collection, locale, storageName(collection as DocumentCollection, name)));
    else tags.add(listTag(collection, locale));
  }
  // Past the limit, `oa-catalogue` still names every page drawn from records.
  for (const tag of records) {
    if (tags.size >= MAX_TAGS) break;
    tags.add(tag);
  }
  return [...tags];
}

/** What to purge after a content write. */
export function tagsOfChange(change: ContentChange): string[] {
  const list = listTag(change.collection, change.locale);
  return change.name ? [docTag(change.collection, change.locale, change.name), list] : [list];
}
