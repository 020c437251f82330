/**
 * Business constants and limits of spec section 9, in one place so the gateway, the shell and every
 * remote agree. Durations are in milliseconds unless the name says otherwise.
 */

/** Validity of a signed reset-password token (spec section 7: verified locally, 1 day). */
export const RESET_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** QR code of a record link, shown in the QR modal and downloaded as png. */
export const QR_CODE = { size: 300, margin: 2 } as const;

/** At most this many external links in the header's top list. */
export const HEADER_LINKS_MAX = 3;

/** A chunk load failure reloads the page at most once per this interval. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Page-load progress bar. */
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000 } as const;

/** Minimum delay before a fetch's loading state resolves, to avoid flashing spinners. */
export const FETCH_MIN_DELAY_MS = 200;

/**
 * Cookie written when the visitor declines analytics. Google Analytics honours `ga-disable-<id>`;
 * the expiry is far in the future so the choice sticks.
 */
export const ANALYTICS_DISABLE_COOKIE = {
  namePrefix: 'ga-disable-',
  expires: '2099-12-31T23:59:59.000Z',
} as const;

/** The site's own "analytics declined" cookie, beside Google's `ga-disable-<id>` (same expiry). */
export const ANALYTICS_DISABLED_COOKIE = 'oa_analytics_disabled';

export const analyticsDisableCookieName = (analyticsId: string): string =>
  `${ANALYTICS_DISABLE_COOKIE.namePrefix}${analyticsId}`;

/**
 * The cookie consent choice (a necessary cookie the shell's cookie bar writes): `all` accepts
 * analytics. The gateway reads it too: Google's tag host is in a page's CSP only for a visitor who
 * accepted, on a site with an analytics id.
 */
export const CONSENT_COOKIE = 'oa_consent';
/** How long the consent cookie and its day are kept (a year), in the browser and by the gateway's form. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const ANALYTICS_CONSENT = 'all';

/** The language cookie: a necessary cookie, one year, lax same-site. */
export const LOCALE_COOKIE = { name: 'oa_locale', maxAgeDays: 365, sameSite: 'lax' } as const;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;

/** Tables a record may belong to; the first four are the spec's searched tables (catalogue-system.ts). */
export const CATALOGUE_TABLES = [
  'ca_objects',
  'ca_entities',
  'ca_occurrences',
  'objects',
  'ca_places',
  'ca_collections',
] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

/*
 * The tables searched when the caller names none are the catalogue system's
 * (catalogue-system.ts: SPEC_SEARCH_TABLES and each profile's searchTables), never a list here.
 */

/** Fields a catalogue search may be sorted by. */
/** relevance (issue 23): how well a record matches the words; without words it is the title order. */
export const SEARCH_SORT_FIELDS = ['preferred_label', 'data.start', 'score', 'ordine', 'relevance'] as const;

/**
 * Defaults of a catalogue search: page size 20 from the start, sorted by preferred label ascending,
 * type 265 excluded. Shared with the catalogue contracts.
 */
export const SEARCH_DEFAULTS = {
  limit: 20,
  skip: 0,
  sort: { preferred_label: 1 },
  excludedTypeIds: [265],
} as const satisfies {
  limit: number;
  skip: number;
  sort: Record<string, 1 | -1>;
  excludedTypeIds: readonly number[];
};

/** Random image shuffle shows this many items by default. */
export const SHUFFLE_DEFAULT_COUNT = 4;

/** Multiple-editor: rows are appended up to this many. */
export const MULTIPLE_EDITOR_LIMIT = 100;

/** Animation timings. */
export const COLLAPSE_ANIMATION_MS = 300;
export const NUMBER_ANIMATION_MS = 1000;

/** Lazy images start loading 1.3 viewports ahead and retry once. */
export const LAZY_LOAD = { preload: 1.3, attempts: 1 } as const;

/** Font weights the themes ship. */
export const FONT_WEIGHTS = [200, 400, 500, 600] as const;

/** Dark and light shades are this far from the primary colour on each RGB channel. */
export const COLOUR_SHADE_OFFSET = 60;

/** Recommended size of the site placeholder image. */
export const PLACEHOLDER_IMAGE_SIZE = { width: 300, height: 200 } as const;

/** Site options expire date when none is set (DD/MM/YYYY as the settings form shows it). */
export const DEFAULT_EXPIRE_DATE = '19/09/2020';

/** Anonymous access level, default requirement of a protected site, and the editor bits. */
export const ACCESS_LEVELS = { anonymous: 1, protected: 24, manager: 8, admin: 16 } as const;

/** Catalogue score bands for the 1..5 score icon (lower bounds of icons 2..5). */
export const SCORE_BANDS = [0.8, 1.2, 1.6, 2] as const;
