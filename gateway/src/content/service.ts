import { type CatalogueSystem, DEFAULT_CATALOGUE_SYSTEM } from '@archive/contracts/catalogue-system';
import {
  type DocumentCollection,
  documentDataSchemaFor,
  type Environment,
  environmentSchema,
  SINGLETON_COLLECTIONS,
} from '@archive/contracts/documents';
import { mapDocumentHtml } from '@archive/contracts/html-fields';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@archive/contracts/locales';
import { isMessageId, t } from '@archive/contracts/messages-all';
import { defaultSiteOptions, type SiteOptions, siteOptionsSchema } from '@archive/contracts/site-options';
import { stripEmpty } from '@archive/contracts/validation';
import { HttpError } from '../lib/http-error';
import { sanitiseHtml } from './html-sanitiser';
import { type ContentStore, type SaveDocInput, StaleRevisionError, type StoredDoc } from './port';
import { SiteRevision } from './site-revision';

/** Collections copied when a language is added. */
const PER_LOCALE: DocumentCollection[] = ['pages', 'news', 'institutes', 'paths'];
const OPTIONS_TTL_MS = 5_000;
/** Record kind keeping what a save without revision replaced, for a year. */
export const BLIND_OVERWRITES = 'blind-overwrites';
const OVERWRITE_KEEP_SECONDS = 366 * 24 * 3600;

/** What a save without revision replaced, as the answer and the record name it. */
export interface Overwrote {
  revision: number;
  updatedAt: string;
  updatedBy?: string | undefined;
}
const overwroteOf = (doc: StoredDoc): Overwrote => ({
  revision: doc.revision,
  updatedAt: doc.updatedAt,
  ...(doc.updatedBy ? { updatedBy: doc.updatedBy } : {}),
});

/** Site options, environment and home are one document for all locales (their texts are per-locale maps). */
export const isSingleton = (collection: DocumentCollection) =>
  (SINGLETON_COLLECTIONS as readonly string[]).includes(collection);
/** Singletons live under the default locale whatever the caller's locale. */
export const storageLocale = (collection: DocumentCollection, locale: Locale): Locale =>
  isSingleton(collection) ? DEFAULT_LOCALE : locale;
export const SINGLETON_NAME: Record<string, string> = { options: 'site', environment: 'login', home: 'home' };
/** Singletons have one canonical name whatever the caller sends ('site', 'login', 'home'). */
export const storageName = (collection: DocumentCollection, name: string): string =>
  isSingleton(collection) ? (SINGLETON_NAME[collection] ?? name) : name;

/** Zod issues as field errors, with message ids translated into the caller's locale. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
}
export function translateIssues(issues: readonly IssueLike[], locale: Locale, input: unknown) {
  return issues.map((issue) => {
    const field = issue.path.join('.');
    let message = issue.message;
    if (isMessageId(message)) message = t(message, locale);
    else if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined)
      message = t(issue.path.at(-1) === 'title' ? 'validation.titleRequired' : 'validation.required', locale);
    return { field, message };
  });
}
const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

/** Keys that describe a row rather than fill it: a block left with only these is a blank row. */
const ROW_MARKERS = new Set(['type', 'id']);
const isBlankRow = (v: unknown) =>
  Boolean(v) &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v as object).every((k) => ROW_MARKERS.has(k));

/**
 * stripEmpty, plus content blocks that keep only their type or id once emptied (the
 * multiple-editor's blank `{ type: 'text', value: '' }` row) are dropped too. Only under `blocks`:
 * elsewhere (home sections) a row of id and type is a real row with defaults.
 */
export function stripDocument<T>(data: T): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) {
      const rows = v.map((x) => walk(x));
      return key === 'blocks' ? rows.filter((x) => !isBlankRow(x)) : rows;
    }
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return stripEmpty(walk(stripEmpty(data))) as T;
}

/** The document with its HTML fields through the sanitiser (html-fields.ts says which they are). */
const cleanDoc = (doc: StoredDoc): StoredDoc => ({
  ...doc,
  data: mapDocumentHtml(doc.collection, doc.data, sanitiseHtml),
});

/** A write visitors may see: one document, or (no name) a whole collection of a locale. */
export interface ContentChange {
  collection: DocumentCollection;
  locale: Locale;
  name?: string;
}

export interface SaveRequest {
  collection: DocumentCollection;
  name: string;
  locale: Locale;
  data: Record<string, unknown>;
  revision?: number | undefined;
  editor?: string | undefined;
  /** addLanguage seeds and counts its own copies: its options save must not seed first. */
  seedNewLocales?: false;
}

/**
 * Documents as the routes see them: editor HTML sanitised on the way in and on the way out (so
 * documents stored before the policy, or written to the store by other means, answer clean
 * too), validation per collection, empty values stripped, revision
 * conflicts turned into 409 STALE_REVISION (with the current document, so the editor can merge),
 * published filtering, and cached parsed site options for the other features.
 */
export class ContentService {
  private optionsCache: { at: number; revision?: number; value: Promise<SiteOptions> } | undefined;
  private optionsCheck: Promise<SiteOptions> | undefined;
  /**
   * Changes on every write a visitor could see, on every gateway sharing the store (the page cache
   * keys on it: site/cache/). Options cached here are dropped when another gateway changed it.
   */
  readonly revision: SiteRevision;
  private readonly changeListeners = new Set<(change: ContentChange) => void>();

  constructor(
    readonly store: ContentStore,
    /** CATALOGUE_SYSTEM: answered with the site options (never stored), see catalogue-system.ts. */
    readonly catalogueSystem: CatalogueSystem = DEFAULT_CATALOGUE_SYSTEM,
  ) {
    this.revision = new SiteRevision(store);
    this.revision.onChange(() => {
      this.optionsCache = undefined;
    });
  }

  /** Called after each write made through this service (the page cache names what to purge). */
  onChange(listener: (change: ContentChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private async changed(change: ContentChange): Promise<void> {
    // The write is done: a failed bump must not turn it into an error. This gateway's next page is
    // still drawn anew (bump sets its own token first); others catch up when their cached page
    // ages out (PAGE_CACHE_TTL_SECONDS).
    await this.revision.bump().catch(() => undefined);
    for (const listener of this.changeListeners) listener(change);
  }

  async get(collection: DocumentCollection, name: string, locale: Locale): Promise<StoredDoc | undefined> {
    const doc = await this.store.getDoc(
      collection,
      storageLocale(collection, locale),
      storageName(collection, name),
    );
    return doc && this.withSystem(cleanDoc(doc));
  }

  /** Site options as answered carry the catalogue system, so every page knows it without a call. */
  private withSystem(doc: StoredDoc): StoredDoc {
    return doc.collection === 'options'
      ? { ...doc, data: { ...doc.data, catalogueSystem: this.catalogueSystem } }
      : doc;
  }

  async list(collection: DocumentCollection, locale: Locale, publishedOnly: boolean, limit = 100, skip = 0) {
    const page = await this.store.listDocs({
      collection,
      locale: storageLocale(collection, locale),
      publishedOnly,
      limit,
      skip,
    });
    return { ...page, data: page.data.map((d) => this.withSystem(cleanDoc(d))) };
  }

  /**
   * Sanitises, validates, strips and saves; 400 with field messages, 409 STALE_REVISION on a stale
   * revision. HTML is cleaned before validation, so the length limits hold for what is stored.
   */
  async save(
    req: SaveRequest,
    messageLocale: Locale = req.locale,
  ): Promise<StoredDoc & { overwrote?: Overwrote }> {
    const stripped = mapDocumentHtml(req.collection, stripDocument(req.data), sanitiseHtml);
    const parsed = documentDataSchemaFor(req.collection).safeParse(stripped);
    if (!parsed.success) {
      const details = translateIssues(parsed.error.issues, messageLocale, stripped);
      throw new HttpError(
        400,
        details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; '),
        'VALIDATION',
        details,
      );
    }
    const data = stripDocument(parsed.data as Record<string, unknown>);
    const input = {
      collection: req.collection,
      locale: storageLocale(req.collection, req.locale),
      name: storageName(req.collection, req.name),
      data,
      published: data.published !== false,
      updatedBy: req.editor,
    };
    // Enabling a language with Salva seeds it like addLanguage: read what was enabled before.
    const before =
      req.collection === 'options'
        ? await this.store.getDoc(input.collection, input.locale, input.name)
        : null;
    try {
      const doc =
        req.revision === undefined
          ? await this.saveWithoutRevision(input)
          : // Revision 0 is what an unsaved (default) singleton answers: saving it creates.
            await this.store.saveDoc({ ...input, expectedRevision: req.revision || undefined });
      if (req.collection === 'options') this.optionsCache = undefined;
      await this.changed({ collection: doc.collection, locale: doc.locale, name: doc.name });
      if (req.collection === 'options' && req.seedNewLocales !== false)
        for (const locale of newlyEnabled(before?.data, data))
          await this.copyItalianDocuments(locale, req.editor ?? 'unknown');
      return doc;
    } catch (err) {
      throw this.mapStale(err, messageLocale);
    }
  }

  /**
   * The seed's saveDoc sends `{name, collection, data}` and no revision (spec section 7): a client
   * written against it must be able to update. Such a save overwrites whatever is current, so the
   * replaced version is kept as a `blind-overwrites` record (who, when, what it replaced), and the
   * answer names it. Our editors always send a revision and keep the 409 conflict rule.
   */
  private async saveWithoutRevision(
    input: Omit<SaveDocInput, 'expectedRevision'>,
  ): Promise<StoredDoc & { overwrote?: Overwrote }> {
    for (let attempt = 0; ; attempt++) {
      const current = await this.store.getDoc(input.collection, input.locale, input.name);
      try {
        const doc = await this.store.saveDoc({ ...input, expectedRevision: current?.revision });
        if (current) await this.recordOverwrite(doc, current);
        return current ? { ...doc, overwrote: overwroteOf(current) } : doc;
      } catch (err) {
        // Another save landed between our read and write: read again (the last writer wins).
        if (!(err instanceof StaleRevisionError) || attempt === 2) throw err;
      }
    }
  }

  private recordOverwrite(doc: StoredDoc, replaced: StoredDoc) {
    return this.store.putRecord(BLIND_OVERWRITES, {
      id: `${doc.collection}/${doc.locale}/${doc.name}/${doc.revision}`,
      value: {
        collection: doc.collection,
        locale: doc.locale,
        name: doc.name,
        revision: doc.revision,
        by: doc.updatedBy ?? null,
        at: doc.updatedAt,
        replaced: { ...overwroteOf(replaced), data: replaced.data },
      },
      expiresAt: Math.floor(Date.parse(doc.updatedAt) / 1000) + OVERWRITE_KEEP_SECONDS,
    });
  }

  /** Saves made without a revision over an existing document, newest first. */
  async blindOverwrites(): Promise<Record<string, unknown>[]> {
    const records = await this.store.listRecords(BLIND_OVERWRITES);
    return records.map((r) => r.value).sort((a, b) => String(b.at).localeCompare(String(a.at)));
  }

  async remove(collection: DocumentCollection, name: string, locale: Locale, revision?: number) {
    try {
      const removed = await this.store.removeDoc(
        collection,
        storageLocale(collection, locale),
        storageName(collection, name),
        revision,
      );
      if (collection === 'options') this.optionsCache = undefined;
      if (removed)
        await this.changed({
          collection,
          locale: storageLocale(collection, locale),
          name: storageName(collection, name),
        });
      return removed;
    } catch (err) {
      throw this.mapStale(err, locale);
    }
  }

  private mapStale(err: unknown, locale: Locale) {
    if (!(err instanceof StaleRevisionError)) return err;
    return new HttpError(409, t('error.staleRevision', locale), 'STALE_REVISION', {
      current: err.current ? cleanDoc(err.current) : null,
    });
  }

  /**
   * Parsed site options (defaults for anything missing); cached a few seconds. On a store other
   * gateways write too (postgres: several machines), the cached copy is checked against the stored
   * revision on each call (concurrent calls share one check), so a manager's change made through
   * another gateway applies here at once, not after the cache's seconds.
   */
  siteOptions(): Promise<SiteOptions> {
    const now = Date.now();
    const cached = this.optionsCache;
    if (cached && this.store.kind === 'postgres') {
      this.optionsCheck ??= this.store
        .getDoc('options', DEFAULT_LOCALE, SINGLETON_NAME.options ?? 'site')
        .then((doc) => (doc?.revision === cached.revision ? cached.value : this.loadSiteOptions(Date.now())))
        .finally(() => {
          this.optionsCheck = undefined;
        });
      return this.optionsCheck;
    }
    if (!cached || now - cached.at > OPTIONS_TTL_MS) return this.loadSiteOptions(now);
    return cached.value;
  }

  private loadSiteOptions(now: number): Promise<SiteOptions> {
    const entry: { at: number; revision?: number; value: Promise<SiteOptions> } = {
      at: now,
      value: this.get('options', SINGLETON_NAME.options ?? 'site', DEFAULT_LOCALE).then((doc) => {
        entry.revision = doc?.revision;
        const parsed = siteOptionsSchema.safeParse(doc?.data ?? {});
        return parsed.success ? parsed.data : defaultSiteOptions;
      }),
    };
    entry.value.catch(() => {
      if (this.optionsCache === entry) this.optionsCache = undefined;
    });
    this.optionsCache = entry;
    return entry.value;
  }

  async environment(): Promise<Environment> {
    const doc = await this.get('environment', SINGLETON_NAME.environment ?? 'login', DEFAULT_LOCALE);
    const parsed = environmentSchema.safeParse(doc?.data ?? {});
    return parsed.success ? parsed.data : environmentSchema.parse({});
  }

  /** Enables a locale and copies the Italian documents it lacks; answers how many were copied. */
  async addLanguage(locale: Locale, editor: string): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = await this.get('options', 'site', DEFAULT_LOCALE);
      const data = { ...(doc?.data ?? {}) };
      data.multilanguage = { ...(data.multilanguage as Record<string, boolean> | undefined), [locale]: true };
      try {
        await this.save({
          collection: 'options',
          name: 'site',
          locale,
          data,
          revision: doc?.revision,
          editor,
          seedNewLocales: false,
        });
        break;
      } catch (err) {
        if (!(err instanceof HttpError && err.code === 'STALE_REVISION') || attempt === 2) throw err;
      }
    }
    return this.copyItalianDocuments(locale, editor);
  }

  /**
   * How far a language's documents are: how many it has, how many differ from the Italian they
   * were seeded from (copied and never edited = not translated), and how many Italian has.
   */
  async documentProgress(
    locale: Locale,
  ): Promise<{ documents: number; translated: number; italian: number }> {
    let documents = 0;
    let translated = 0;
    let italian = 0;
    for (const collection of PER_LOCALE) {
      const all = (l: Locale) =>
        this.store.listDocs({ collection, locale: l, publishedOnly: false, limit: 10_000, skip: 0 });
      const [source, own] = await Promise.all([all(DEFAULT_LOCALE), all(locale)]);
      const original = new Map(source.data.map((d) => [d.name, JSON.stringify(d.data)]));
      italian += source.data.length;
      documents += own.data.length;
      translated += own.data.filter((d) => original.get(d.name) !== JSON.stringify(d.data)).length;
    }
    return { documents, translated, italian };
  }

  /** Copies the Italian documents a locale lacks (its starting point); answers how many. */
  private async copyItalianDocuments(locale: Locale, editor: string): Promise<number> {
    let copied = 0;
    if (locale === DEFAULT_LOCALE) return copied;
    for (const collection of PER_LOCALE) {
      const before = copied;
      const source = await this.store.listDocs({
        collection,
        locale: DEFAULT_LOCALE,
        publishedOnly: false,
        limit: 10_000,
        skip: 0,
      });
      for (const doc of source.data) {
        if (await this.store.getDoc(collection, locale, doc.name)) continue;
        try {
          await this.store.saveDoc({ ...doc, locale, updatedBy: editor, expectedRevision: undefined });
          copied++;
        } catch (err) {
          if (!(err instanceof StaleRevisionError)) throw err; // created meanwhile: keep it
        }
      }
      if (copied > before) await this.changed({ collection, locale });
    }
    return copied;
  }
}

/** Locales a new version of the site options enables that the previous one did not. */
const newlyEnabled = (before: unknown, after: Record<string, unknown>): Locale[] => {
  const map = (d: unknown) =>
    ((d as { multilanguage?: Record<string, unknown> } | null)?.multilanguage ?? {}) as Record<
      string,
      unknown
    >;
  const [was, now] = [map(before), map(after)];
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE && now[l] === true && was[l] !== true);
};
