import {
  type CatalogueRecord,
  deriveRecord,
  type PinRef,
  type RecordCard,
} from '@archive/contracts/catalogue';
import type { CatalogueSearchQuery } from '@archive/contracts/catalogue-api';
import { CATALOGUE_LIMITS } from '@archive/contracts/catalogue-api';
import { catalogueSystemProfile, DEFAULT_CATALOGUE_SYSTEM } from '@archive/contracts/catalogue-system';
import { parseFilterTokens } from '@archive/contracts/filters';
import { withoutBoxes } from '@archive/contracts/fulltext-page';
import type { Locale } from '@archive/contracts/locales';
import { type SearchTerm, splitSearchText } from '@archive/contracts/search-text';
import { badRequest, HttpError } from '../lib/http-error';
import { VersionedMemo } from '../lib/versioned-memo';
import { fulltextOfCard } from './fulltext/card-snippet';
import type { CatalogueStore, RecordSelection } from './port';
import { parseCollection } from './port';
import {
  checkFilter,
  checkNames,
  checkPipeline,
  checkProjection,
  checkSort,
  RawQueryError,
} from './raw/guard';
import { withoutPageText } from './raw/without-page-text';

/** The site options the catalogue reads (from the content store, through a provider set at start). */
export interface CatalogueSiteOptions {
  query?: unknown;
  queryAlbero?: unknown;
  searchType?: 'and' | 'or';
}
export type SiteOptionsProvider = (locale: Locale) => Promise<CatalogueSiteOptions | undefined>;

type Logger = { warn(obj: unknown, msg?: string): void };

/**
 * What the routes call: parses tokens and search text, merges the site options, checks raw Mongo
 * input against the whitelist, and shapes records for the contracts (derived fields, cards).
 */
export class CatalogueService {
  private siteOptions: SiteOptionsProvider = async () => undefined;
  /**
   * Answers that are a function of a locale's public records and the call's resolved selection
   * only (the timeline's years, the map's places, counts without a page of records), kept while
   * the store's `dataVersion(locale)` stays the same. The home page asks for the same ones on every
   * visit (its server render draws the timeline, the map teaser and the counts): at 100k records
   * they cost 10-25 ms each to compute and microseconds to reuse. Stores that cannot tell a version
   * (MongoDB, whose writes show at once) keep nothing.
   */
  private readonly memo = new VersionedMemo(64);

  constructor(
    readonly store: CatalogueStore,
    private readonly log: Logger,
    /** Searched when a query names no table: the catalogue system's (CATALOGUE_SYSTEM). */
    readonly defaultTables: readonly string[] = catalogueSystemProfile(DEFAULT_CATALOGUE_SYSTEM).searchTables,
  ) {}

  /**
   * An answer computed from the locale's public records and `key` alone (timeline, map, counts),
   * reused while the store's data version stays (`memo`).
   */
  remembered<T>(
    locale: Locale,
    kind: string,
    key: unknown,
    compute: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T> {
    return this.memo.get(
      this.store.dataVersion?.(locale),
      `${kind}|${locale}|${JSON.stringify(key)}`,
      compute,
      { keep },
    );
  }

  /** The content feature (or the lead's wiring) plugs the site options in here. */
  setSiteOptionsProvider(provider: SiteOptionsProvider): void {
    this.siteOptions = provider;
  }

  private async site(locale: Locale) {
    try {
      return (await this.siteOptions(locale)) ?? {};
    } catch (err) {
      this.log.warn({ err }, 'site options unavailable; searching without them');
      return {};
    }
  }

  /**
   * An admin-set filter (site option query or queryAlbero): may be an object or JSON text. One that
   * fails the whitelist is ignored with a warning rather than breaking every search.
   */
  private adminFilter(value: unknown, name: string): Record<string, unknown> | undefined {
    let filter = value;
    if (typeof filter === 'string') {
      if (!filter.trim()) return undefined;
      try {
        filter = JSON.parse(filter);
      } catch {
        this.log.warn({ name }, 'site option is not valid JSON; ignored');
        return undefined;
      }
    }
    if (!filter || typeof filter !== 'object' || Array.isArray(filter) || !Object.keys(filter).length)
      return undefined;
    try {
      checkNames(filter, name);
      checkFilter(filter, 'data', name);
      return filter as Record<string, unknown>;
    } catch (err) {
      this.log.warn(
        { name, reason: (err as Error).message },
        'site option filter refused by the whitelist; ignored',
      );
      return undefined;
    }
  }

  async selection(
    body: Omit<CatalogueSearchQuery, 'sort' | 'limit' | 'skip' | 'facets' | 'facetSize'>,
  ): Promise<RecordSelection> {
    const parsed = parseFilterTokens(body.filters);
    if (!parsed.ok) throw badRequest(parsed.error, 'BAD_FILTER');
    const site = await this.site(body.locale);
    return {
      terms: splitSearchText(body.text),
      tables: body.tables ?? this.defaultTables,
      tokens: parsed.tokens,
      searchType: body.searchType ?? site.searchType ?? 'and',
      pins: body.pins,
      excludeTypeIds: body.excludeTypeIds,
      hasMedia: body.hasMedia,
      siteQuery: this.adminFilter(site.query, 'site option query'),
    };
  }

  async queryAlbero(locale: Locale) {
    return this.adminFilter((await this.site(locale)).queryAlbero, 'site option queryAlbero');
  }

  /**
   * A result card; with the search's terms, a record holding page text gets the snippet where they
   * appear in it (issue 23), with its page for the viewer link.
   */
  card(
    record: CatalogueRecord,
    locale: Locale,
    pins: readonly PinRef[] = [],
    terms: readonly SearchTerm[] = [],
  ): RecordCard {
    const first = record.representations[0]?.url;
    const thumbnail = first?.thumbnail ?? first?.medium ?? record.primaryImg?.url.thumbnail;
    return {
      id: record.id,
      table: record.table,
      preferred_label: record.preferred_label,
      type_id: record.type_id,
      hasMedia: record.hasMedia,
      isChild: record.isChild,
      ...(record.score !== undefined ? { score: record.score } : {}),
      ...(record.data ? { data: record.data } : {}),
      ...(record.parent !== undefined ? { parent: record.parent } : {}),
      ...(record.ordine !== undefined ? { ordine: record.ordine } : {}),
      ...(record.primaryImg ? { primaryImg: record.primaryImg } : {}),
      ...(thumbnail ? { thumbnail } : {}),
      ...fulltextOfCard(record, locale, terms),
      ...deriveRecord(record, locale, pins),
    };
  }

  /** A record page's record: its pages' text without the word boxes (the viewer asks for hits). */
  view(record: CatalogueRecord, locale: Locale, pins: readonly PinRef[] = []) {
    const fulltext = record.fulltext && withoutBoxes(record.fulltext);
    return { ...record, ...(fulltext ? { fulltext } : {}), ...deriveRecord(record, locale, pins) };
  }

  /** mongo/search: whitelist, then the store (public records only). */
  async rawFind(body: {
    table: string;
    query: Record<string, unknown>;
    limit: number;
    skip: number;
    sort?: Record<string, 1 | -1> | undefined;
    fields?: Record<string, 0 | 1> | undefined;
  }) {
    const kind = parseCollection(body.table)!.kind;
    guard(() => {
      checkNames({ query: body.query, sort: body.sort, fields: body.fields }, 'body');
      checkFilter(body.query, kind);
      checkSort(body.sort, kind);
      checkProjection(body.fields, kind);
    });
    const answer = await guarded(
      this.store.rawFind({
        collection: body.table,
        query: body.query,
        sort: body.sort,
        fields: body.fields,
        limit: body.limit,
        skip: body.skip,
      }),
    );
    return { ...answer, data: withoutPageText(answer.data) };
  }

  async rawAggregate(body: { table: string; query: Record<string, unknown>[] }) {
    const kind = parseCollection(body.table)!.kind;
    guard(() => {
      checkNames(body.query);
      checkPipeline(body.query, kind);
    });
    return withoutPageText(
      await guarded(this.store.rawAggregate(body.table, body.query, CATALOGUE_LIMITS.maxAggregateRows)),
    );
  }
}

const httpErrorOf = (err: unknown) =>
  err instanceof RawQueryError ? new HttpError(err.status, err.message, err.code) : err;

function guard(check: () => void): void {
  try {
    check();
  } catch (err) {
    throw httpErrorOf(err);
  }
}

/** A store's raw answer; its refusals (too costly, too large, busy) become HTTP errors. */
async function guarded<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (err) {
    throw httpErrorOf(err);
  }
}
