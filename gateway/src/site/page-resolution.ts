import { canEdit, sharesBit } from '@archive/contracts/access';
import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import { canonicalReading } from '@archive/contracts/route-readings';
import {
  buildUrl,
  getRoute,
  isGuardExempt,
  isRecordTable,
  matchUrl,
  type RouteMatch,
  type RouteName,
  recordLink,
  requiredLevel,
} from '@archive/contracts/routes';
import { enabledLocales, type SiteOptions } from '@archive/contracts/site-options';
import type { CatalogueStore, RecordWithContext } from '../catalogue/port';
import { type docAnswer, findDoc } from '../content/answers';
import type { ContentService } from '../content/service';
import { HttpError } from '../lib/http-error';

/**
 * What a page URL answers before anything is drawn (issue 14): the HTTP status a crawler and a
 * browser see, or a redirect. Mirrors the shell's own decision (shell/src/composition/activity.ts:
 * not found, section switched off by the site profile, level guard) and adds what only the stores
 * know: a missing or private record or document is a 404, and a record URL with a wrong or missing
 * title answers 301 to the canonical link. An alternative reading of the spec's URL forms
 * (`/en/istituti`, `/fr/sfogliatore/12`: contracts/route-readings.ts) answers 301 to our canonical
 * segment, and `/{table}` without an id is that table's browse list (200).
 */

export interface PageDeps {
  catalogue: Pick<CatalogueStore, 'record'>;
  /** Documents and site options; drafts follow getDocBySlug's rule (content/answers.ts findDoc). */
  content: ContentService;
}

export type PageDocument = ReturnType<typeof docAnswer>;

export type PageResolution =
  | {
      kind: 'page';
      status: 200 | 404;
      /** The page, with a record's canonical title slug; `notFound` for a 404 of an unknown URL. */
      route: RouteMatch;
      /** Locales the site options enable (for alternates and the language switcher). */
      enabledLocales: Locale[];
      /** What the page shows, already loaded: a renderer need not ask the stores again. */
      record?: RecordWithContext;
      document?: PageDocument;
    }
  | { kind: 'redirect'; status: 301 | 302; location: string };

export interface PageRequest {
  /** The request URL: path and query string, as Fastify's request.url. */
  url: string;
  /** The visitor's level (1 anonymous; contracts/access.ts). */
  level: number;
}

/** The document each content route shows: collection and name (slug). */
const DOCUMENT_OF: Partial<Record<RouteName, (p: Record<string, string>) => [DocumentCollection, string?]>> =
  {
    page: (p) => ['pages', p.slug],
    cookiepolicy: () => ['pages', 'cookiepolicy'],
    privacy: () => ['pages', 'privacy-policy'],
    newsItem: (p) => ['news', p.slug],
    institutesItem: (p) => ['institutes', p.slug],
    pathsItem: (p) => ['paths', p.slug],
  };

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';

export async function resolvePage(deps: PageDeps, request: PageRequest): Promise<PageResolution> {
  const options: Pick<SiteOptions, 'public' | 'profile' | 'multilanguage' | 'hiddenLocales'> =
    await deps.content.siteOptions();
  // A language kept hidden until complete is not a language of the site for a visitor (404), and is
  // one for a manager previewing it; the level comes from the session, never from the browser.
  const locales = enabledLocales(options, { preview: canEdit(request.level) });
  const reading = canonicalReading(request.url, locales);
  if (reading) return { kind: 'redirect', status: 301, location: reading };
  const match = matchUrl(request.url, locales);
  const page = (status: 200 | 404, extra: { record?: RecordWithContext; document?: PageDocument } = {}) =>
    ({ kind: 'page', status, route: match, enabledLocales: locales, ...extra }) as const;

  if (match.route === 'notFound') return page(404);
  const def = getRoute(match.route);
  if (def.profileBit && !sharesBit(options.profile, def.profileBit)) return page(404);
  // The guard comes before any store lookup: a private site confirms nothing to a visitor it sends away.
  if (!isGuardExempt(match.route) && !sharesBit(request.level, requiredLevel(match.route, options.public))) {
    const redirect = pathOf(request.url) + queryOf(request.url);
    return { kind: 'redirect', status: 302, location: buildUrl('login', {}, match.locale, { redirect }) };
  }

  if (match.route === 'record') return resolveRecord(deps, request, match, page);
  if (match.route === 'viewer' && match.params.id) {
    const tabella = match.query.tabella;
    const table = Array.isArray(tabella) ? tabella[0] : tabella;
    const found = await deps.catalogue.record(
      match.locale,
      table && isRecordTable(table) ? table : 'ca_objects',
      match.params.id,
    );
    return found ? page(200, { record: found }) : page(404);
  }
  const documentOf = DOCUMENT_OF[match.route];
  if (documentOf) {
    const [collection, name] = documentOf(match.params);
    const document = name
      ? await visibleDocument(deps, collection, name, match.locale, request.level)
      : undefined;
    return document ? page(200, { document }) : page(404);
  }
  return page(200);
}

async function resolveRecord(
  deps: PageDeps,
  request: PageRequest,
  match: RouteMatch,
  page: (status: 200 | 404, extra?: { record?: RecordWithContext }) => PageResolution,
): Promise<PageResolution> {
  const { table, id } = match.params;
  if (!table || !isRecordTable(table)) return page(404);
  // The id is optional (spec section 2): /oggetti alone is the browse list of that table.
  if (!id) return page(200);
  // The port answers public records only (access 1): a private one is as missing as an unknown id.
  const found = await deps.catalogue.record(match.locale, table, id);
  if (!found) return page(404);
  const canonical = recordLink(table, found.record.id, found.record.preferred_label, match.locale);
  const path = pathOf(request.url);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // matchUrl has already refused malformed escapes; keep the raw path
  }
  // The canonical link is percent-encoded (titles in any script): compared as text, so %E6 and %e6
  // or a raw UTF-8 path name the same page, and a title in another Unicode form is redirected.
  if (decoded !== decodeURIComponent(canonical)) {
    return { kind: 'redirect', status: 301, location: canonical + queryOf(request.url) };
  }
  return page(200, { record: found });
}

/** The document as getDocBySlug answers it to this visitor (drafts only for editors), or undefined. */
async function visibleDocument(
  deps: PageDeps,
  collection: DocumentCollection,
  name: string,
  locale: Locale,
  level: number,
): Promise<PageDocument | undefined> {
  try {
    return await findDoc(deps.content, collection, name, locale, canEdit(level));
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return undefined;
    throw err;
  }
}
