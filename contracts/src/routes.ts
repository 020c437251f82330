import { INSTITUTES_BIT, NEWS_BIT, PROTECTED_LEVEL, routeRequirement } from './access';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/**
 * The localised route table (spec section 2): one entry per screen, with its path in every locale,
 * the microfrontend that renders it, its layout and its access requirement. The shell turns it into
 * single-spa activity functions; remotes build links with `buildUrl`; the gateway serves the SPA
 * entry for whatever `matchUrl` accepts.
 *
 * Path patterns use `:param` and a trailing optional `:param?`. Italian has no prefix; every other
 * locale is prefixed with `/{locale}` when it is enabled in the site options.
 */

export const REMOTES = ['mf-catalogue', 'mf-content', 'mf-admin', 'mf-auth'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const LAYOUTS = ['default', 'empty', 'login', 'user'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const SETTINGS_PAGES = [
  'general',
  'layout',
  'browse',
  'contents',
  'developer',
  'multilanguage',
  'footer',
  'contacts',
  'newsletter',
  'import',
  'users',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

export const ROUTE_NAMES = [
  'home',
  'search',
  'explore',
  'browse',
  'record',
  'page',
  'cookiepolicy',
  'privacy',
  'login',
  'editPassword',
  'resetPassword',
  'newsList',
  'newsItem',
  'institutesList',
  'institutesItem',
  'pathsList',
  'pathsItem',
  'viewer',
  'contact',
  'settings',
  ...SETTINGS_PAGES.map((p) => `settings.${p}` as const),
  'styleguide',
  'notFound',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];
/** Every route that has a path; `notFound` is what `matchUrl` answers when nothing else matches. */
export type PathRouteName = Exclude<RouteName, 'notFound'>;

/** Catalogue tables reachable through the record route. */
export const RECORD_TABLES = [
  'ca_objects',
  'ca_occurrences',
  'ca_entities',
  'ca_places',
  'ca_collections',
  'objects',
] as const;
export type RecordTable = (typeof RECORD_TABLES)[number];

/** The table part of a record URL, per locale (spec section 2 gives the Italian ones). */
export const TABLE_SLUGS: Record<Locale, Record<RecordTable, string>> = {
  it: {
    ca_objects: 'oggetti',
    ca_occurrences: 'occorrenze',
    ca_entities: 'entita',
    ca_places: 'luoghi',
    ca_collections: 'collezioni',
    objects: 'data',
  },
  en: {
    ca_objects: 'objects',
    ca_occurrences: 'occurrences',
    ca_entities: 'entities',
    ca_places: 'places',
    ca_collections: 'collections',
    objects: 'data',
  },
  fr: {
    ca_objects: 'objets',
    ca_occurrences: 'evenements',
    ca_entities: 'entites',
    ca_places: 'lieux',
    ca_collections: 'collections',
    objects: 'data',
  },
  de: {
    ca_objects: 'objekte',
    ca_occurrences: 'ereignisse',
    ca_entities: 'entitaeten',
    ca_places: 'orte',
    ca_collections: 'sammlungen',
    objects: 'data',
  },
  es: {
    ca_objects: 'objetos',
    ca_occurrences: 'eventos',
    ca_entities: 'entidades',
    ca_places: 'lugares',
    ca_collections: 'colecciones',
    objects: 'data',
  },
  hr: {
    ca_objects: 'objekti',
    ca_occurrences: 'dogadaji',
    ca_entities: 'entiteti',
    ca_places: 'mjesta',
    ca_collections: 'zbirke',
    objects: 'data',
  },
};

export const tableFromSlug = (slug: string, locale: Locale): RecordTable | undefined =>
  RECORD_TABLES.find((t) => TABLE_SLUGS[locale][t] === slug.toLowerCase());

export const isRecordTable = (value: unknown): value is RecordTable =>
  typeof value === 'string' && (RECORD_TABLES as readonly string[]).includes(value);

export interface RouteDefinition {
  name: PathRouteName;
  /** Path pattern per locale, without the locale prefix. */
  paths: Record<Locale, string>;
  remote: RemoteName;
  layout: LayoutName;
  /** Declared required level; when absent the site's public flag decides (see `requiredLevel`). */
  level?: number;
  /** Login-family routes skip the level guard, otherwise nobody could ever sign in. */
  guardExempt?: boolean;
  /** Site profile bit that must be on for the route to exist (news 2, institutes 4). */
  profileBit?: number;
  parent?: PathRouteName;
}

const same = (path: string): Record<Locale, string> => ({
  it: path,
  en: path,
  fr: path,
  de: path,
  es: path,
  hr: path,
});
const per = (it: string, en: string, fr: string, de: string, es: string, hr: string) => ({
  it,
  en,
  fr,
  de,
  es,
  hr,
});

const settingsChildren = Object.fromEntries(
  SETTINGS_PAGES.map((page) => [
    `settings.${page}`,
    {
      paths: same(`/settings/${page}`),
      remote: 'mf-admin',
      layout: 'user',
      level: PROTECTED_LEVEL,
      parent: 'settings',
    },
  ]),
) as Record<`settings.${SettingsPage}`, Omit<RouteDefinition, 'name'>>;

const table: Record<PathRouteName, Omit<RouteDefinition, 'name'>> = {
  home: { paths: same('/'), remote: 'mf-content', layout: 'default' },
  search: {
    paths: per('/cerca', '/search', '/recherche', '/suche', '/buscar', '/pretraga'),
    remote: 'mf-catalogue',
    layout: 'default',
  },
  explore: {
    paths: per('/esplora', '/explore', '/explorer', '/entdecken', '/explorar', '/istrazi'),
    remote: 'mf-catalogue',
    layout: 'default',
  },
  browse: {
    paths: per(
      '/browse/:slug?',
      '/browse/:slug?',
      '/parcourir/:slug?',
      '/stoebern/:slug?',
      '/navegar/:slug?',
      '/pregledaj/:slug?',
    ),
    remote: 'mf-catalogue',
    layout: 'default',
  },
  cookiepolicy: { paths: same('/cookiepolicy'), remote: 'mf-content', layout: 'default' },
  privacy: { paths: same('/privacy-policy'), remote: 'mf-content', layout: 'default' },
  login: { paths: same('/login'), remote: 'mf-auth', layout: 'login', guardExempt: true },
  editPassword: { paths: same('/editPassword'), remote: 'mf-auth', layout: 'login', guardExempt: true },
  resetPassword: {
    paths: same('/reset_password/:token?'),
    remote: 'mf-auth',
    layout: 'login',
    guardExempt: true,
  },
  newsList: {
    paths: per('/news', '/news', '/actualites', '/nachrichten', '/noticias', '/vijesti'),
    remote: 'mf-content',
    layout: 'default',
    profileBit: NEWS_BIT,
  },
  newsItem: {
    paths: per(
      '/news/:slug',
      '/news/:slug',
      '/actualites/:slug',
      '/nachrichten/:slug',
      '/noticias/:slug',
      '/vijesti/:slug',
    ),
    remote: 'mf-content',
    layout: 'default',
    profileBit: NEWS_BIT,
  },
  institutesList: {
    paths: per('/istituti', '/institutes', '/instituts', '/institute', '/institutos', '/instituti'),
    remote: 'mf-content',
    layout: 'default',
    profileBit: INSTITUTES_BIT,
  },
  institutesItem: {
    paths: per(
      '/istituti/:slug',
      '/institutes/:slug',
      '/instituts/:slug',
      '/institute/:slug',
      '/institutos/:slug',
      '/instituti/:slug',
    ),
    remote: 'mf-content',
    layout: 'default',
    profileBit: INSTITUTES_BIT,
  },
  pathsList: {
    paths: per('/percorsi', '/stories', '/parcours', '/geschichten', '/historias', '/price'),
    remote: 'mf-content',
    layout: 'default',
  },
  pathsItem: {
    paths: per(
      '/percorsi/:slug',
      '/stories/:slug',
      '/parcours/:slug',
      '/geschichten/:slug',
      '/historias/:slug',
      '/price/:slug',
    ),
    remote: 'mf-content',
    layout: 'default',
  },
  viewer: {
    paths: per(
      '/sfogliatore/:id?',
      '/viewer/:id?',
      '/visionneuse/:id?',
      '/betrachter/:id?',
      '/visor/:id?',
      '/preglednik/:id?',
    ),
    remote: 'mf-catalogue',
    layout: 'empty',
  },
  // Contact and access requests (spec sections 1 and 3; issue 18): linked from the footer and from every
  // record page, which adds `tabella` and `id` to the query so the form opens about that record.
  contact: {
    paths: per('/contatti', '/contact', '/contact', '/kontakt', '/contacto', '/kontakt'),
    remote: 'mf-content',
    layout: 'default',
  },
  settings: { paths: same('/settings'), remote: 'mf-admin', layout: 'user', level: PROTECTED_LEVEL },
  ...settingsChildren,
  styleguide: { paths: same('/styleguide'), remote: 'mf-content', layout: 'default', level: PROTECTED_LEVEL },
  // The two catch-alls come last: a static segment always wins over them.
  record: { paths: same('/:table/:id?'), remote: 'mf-catalogue', layout: 'default' },
  page: { paths: same('/:slug'), remote: 'mf-content', layout: 'default' },
};

/** The route table in matching order (static routes first, record, then generic page). */
export const ROUTES: readonly RouteDefinition[] = Object.entries(table).map(([name, def]) => ({
  name: name as PathRouteName,
  ...def,
}));

const byName = new Map<string, RouteDefinition>(ROUTES.map((r) => [r.name, r]));

export const getRoute = (name: PathRouteName): RouteDefinition => {
  const route = byName.get(name);
  if (!route) throw new RangeError(`Unknown route "${name}"`);
  return route;
};

/** Which remote renders a route; the not-found page is the content remote's. */
export const remoteForRoute = (name: RouteName): RemoteName =>
  name === 'notFound' ? 'mf-content' : getRoute(name).remote;

export const layoutForRoute = (name: RouteName): LayoutName =>
  name === 'notFound' ? 'default' : getRoute(name).layout;

export const routesOfRemote = (remote: RemoteName): PathRouteName[] =>
  ROUTES.filter((r) => r.remote === remote).map((r) => r.name);

/** Required level of a route given the site's public flag (spec section 6). */
export const requiredLevel = (name: RouteName, sitePublic: boolean): number =>
  routeRequirement(name === 'notFound' ? undefined : getRoute(name).level, sitePublic);

export const isGuardExempt = (name: RouteName): boolean =>
  name !== 'notFound' && getRoute(name).guardExempt === true;

/** Route names carry a language suffix, as the original router named them: `search___en`. */
export const localisedRouteName = (name: RouteName, locale: Locale): string => `${name}___${locale}`;

export const parseLocalisedRouteName = (value: string): { route: RouteName; locale: Locale } | undefined => {
  const [name, locale, ...rest] = value.split('___');
  if (rest.length > 0 || !isLocale(locale)) return undefined;
  return (ROUTE_NAMES as readonly string[]).includes(name ?? '')
    ? { route: name as RouteName, locale }
    : undefined;
};

/* ------------------------------------------------------------------ matching and building -- */

export type QueryValues = Record<string, string | string[]>;

export interface RouteMatch {
  route: RouteName;
  locale: Locale;
  /**
   * Path parameters. For `record`: `table` (internal name, e.g. ca_objects), `id` and, when the URL
   * carries one, `titleSlug`.
   */
  params: Record<string, string>;
  /** Query string values; a repeated key (e.g. `filtro`) gives a list. */
  query: QueryValues;
}

/** Locale prefix of a URL: none for Italian. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

const parseQuery = (search: string): QueryValues => {
  const out: QueryValues = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
};

const splitUrl = (url: string): { segments: string[] | undefined; query: QueryValues } => {
  const noHash = url.split('#')[0] ?? '';
  const q = noHash.indexOf('?');
  const path = q === -1 ? noHash : noHash.slice(0, q);
  const query = q === -1 ? {} : parseQuery(noHash.slice(q + 1));
  try {
    return { segments: path.split('/').filter(Boolean).map(decodeURIComponent), query };
  } catch {
    // A malformed percent-escape cannot name any page.
    return { segments: undefined, query };
  }
};

/**
 * A path parameter: no slash, no blank, and no dot except in signed tokens (file-like paths such as
 * /favicon.ico belong to static assets, never to a page).
 */
const isParamValue = (value: string, name: string) =>
  value.length > 0 && !/[/\s]/.test(value) && (name === 'token' || !value.includes('.'));

/** A route pattern taken apart once: matchUrl tries every route's pattern for every page drawn. */
interface PatternParts {
  /** Each segment: a lower-cased literal, or a parameter's name. */
  parts: { literal?: string; name?: string }[];
  required: number;
  table: boolean;
}
const compiledPatterns = new Map<string, PatternParts>();
const compilePattern = (pattern: string): PatternParts => {
  const raw = pattern.split('/').filter(Boolean);
  return {
    parts: raw.map((part) =>
      part.startsWith(':') ? { name: part.slice(1).replace(/\?$/, '') } : { literal: part.toLowerCase() },
    ),
    required: raw.filter((p) => !p.endsWith('?')).length,
    table: raw[0] === ':table',
  };
};

const matchPattern = (
  pattern: string,
  segments: readonly string[],
  locale: Locale,
): Record<string, string> | undefined => {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    compiled = compilePattern(pattern);
    compiledPatterns.set(pattern, compiled);
  }
  const { parts, required } = compiled;
  if (segments.length < required || segments.length > parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as PatternParts['parts'][number];
    const value = segments[i];
    if (value === undefined) continue; // only optional trailing parts can be missing (checked above)
    if (part.literal !== undefined) {
      if (part.literal !== value.toLowerCase()) return undefined;
      continue;
    }
    const name = part.name as string;
    if (!isParamValue(value, name)) return undefined;
    if (name === 'table') {
      const table = tableFromSlug(value, locale);
      if (!table) return undefined;
      params.table = table;
    } else if (name === 'id' && compiled.table) {
      const parsed = parseRecordParam(value);
      if (!parsed) return undefined;
      params.id = parsed.id;
      if (parsed.titleSlug) params.titleSlug = parsed.titleSlug;
    } else {
      params[name] = value;
    }
  }
  return params;
};

/**
 * Which route a URL names. Accepts a pathname with or without query string and hash; trailing and
 * doubled slashes are ignored; static segments match case-insensitively. A first segment that is a
 * locale code is a prefix only when that locale is enabled (and is not Italian, which has none);
 * otherwise the URL is not found rather than taken for a content page called "en".
 */
export const matchUrl = (url: string, enabledLocales: readonly Locale[] = LOCALES): RouteMatch => {
  const { segments, query } = splitUrl(url);
  if (!segments) return { route: 'notFound', locale: DEFAULT_LOCALE, params: {}, query };
  let locale: Locale = DEFAULT_LOCALE;
  let rest = segments;
  const first = segments[0];
  if (first !== undefined && isLocale(first)) {
    if (first === DEFAULT_LOCALE || !enabledLocales.includes(first)) {
      return { route: 'notFound', locale: DEFAULT_LOCALE, params: {}, query };
    }
    locale = first;
    rest = segments.slice(1);
  }
  for (const route of ROUTES) {
    const params = matchPattern(route.paths[locale], rest, locale);
    if (params) return { route: route.name, locale, params, query };
  }
  return { route: 'notFound', locale, params: {}, query };
};

const buildQuery = (query: QueryValues | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The URL of a route in a locale. Record params: `table` is the internal table name (ca_objects),
 * `id` the record id and optional `titleSlug` the kebab title. Throws on a missing required
 * parameter, an unknown table or a parameter that could not be matched back.
 */
export const buildUrl = (
  name: PathRouteName,
  params: Record<string, string | undefined> = {},
  locale: Locale = DEFAULT_LOCALE,
  query?: QueryValues,
): string => {
  const route = getRoute(name);
  const parts = route.paths[locale].split('/').filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    if (!part.startsWith(':')) {
      out.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const key = part.slice(1).replace(/\?$/, '');
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) break;
      throw new RangeError(`Route "${name}" needs parameter "${key}"`);
    }
    if (key === 'table') {
      if (!isRecordTable(value)) throw new RangeError(`Unknown record table "${value}"`);
      out.push(TABLE_SLUGS[locale][value]);
    } else if (key === 'id' && name === 'record') {
      if (!isRecordId(value)) throw new RangeError(`Invalid record id "${value}"`);
      // A title slug may hold letters of any script (kebabTitle): percent-encoded, as every URL must be.
      out.push(params.titleSlug ? `${value}-${encodeURIComponent(params.titleSlug)}` : value);
    } else {
      if (!isParamValue(value, key)) throw new RangeError(`Invalid value for "${key}": "${value}"`);
      out.push(encodeURIComponent(value));
    }
  }
  const path = `${localePrefix(locale)}/${out.join('/')}`;
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path) + buildQuery(query);
};

/**
 * The same page in another locale, for the language switcher. Query strings survive; an unknown
 * page keeps its path and only swaps the prefix.
 */
export const localiseUrl = (
  url: string,
  toLocale: Locale,
  enabledLocales: readonly Locale[] = LOCALES,
): string => {
  const match = matchUrl(url, enabledLocales);
  if (match.route !== 'notFound') return buildUrl(match.route, match.params, toLocale, match.query);
  const { segments, query } = splitUrl(url);
  const rest = (segments ?? []).filter((s, i) => !(i === 0 && isLocale(s)));
  const path = `${localePrefix(toLocale)}/${rest.map(encodeURIComponent).join('/')}`;
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path) + buildQuery(query);
};

/* ------------------------------------------------------------------------ locale detection -- */

export interface DetectLocaleInput {
  pathname?: string;
  /** Value of the locale cookie. */
  cookie?: string;
  /** The Accept-Language header or navigator.languages joined by commas. */
  acceptLanguage?: string;
  host?: string;
  /** Host name (without port) to locale, e.g. { 'archivio.example.fr': 'fr' }. */
  domainMap?: Record<string, Locale>;
  enabled?: readonly Locale[];
}

export type LocaleSource = 'path' | 'cookie' | 'browser' | 'domain' | 'default';

/** Browser language list in preference order: q-values respected, q=0 dropped, region ignored. */
export const parseAcceptLanguage = (header: string): string[] =>
  header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...paramList] = part.trim().split(';');
      const q = paramList.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((e) => e.lang !== '' && e.lang !== '*' && Number.isFinite(e.weight) && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((e) => e.lang);

/**
 * The visitor's locale, first hit wins: path prefix, cookie, browser language list, domain, then
 * Italian. Only enabled locales are ever answered.
 */
export const detectLocale = (input: DetectLocaleInput): { locale: Locale; source: LocaleSource } => {
  const enabled = input.enabled ?? LOCALES;
  const ok = (value: unknown): value is Locale => isLocale(value) && enabled.includes(value);
  if (input.pathname) {
    const first = input.pathname.split(/[?#]/)[0]?.split('/').find(Boolean);
    if (first !== DEFAULT_LOCALE && ok(first)) return { locale: first, source: 'path' };
  }
  if (ok(input.cookie)) return { locale: input.cookie, source: 'cookie' };
  if (input.acceptLanguage) {
    const hit = parseAcceptLanguage(input.acceptLanguage).find(ok);
    if (hit && ok(hit)) return { locale: hit, source: 'browser' };
  }
  if (input.host && input.domainMap) {
    const host = input.host.toLowerCase().replace(/:\d+$/, '');
    const mapped = input.domainMap[host];
    if (ok(mapped)) return { locale: mapped, source: 'domain' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
};

/* ---------------------------------------------------------------------------- record links -- */

export const TITLE_SLUG_MAX = 80;

/**
 * Record ids are digits (collection-management ids) or letters and digits (content-management ids);
 * they never contain a dash, because the dash separates the id from the title in a record URL.
 */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_]+$/;
export const isRecordId = (value: string): boolean => RECORD_ID_PATTERN.test(value);

// Letters that Unicode does not decompose into a base letter plus accent.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

const ASCII = /^\p{ASCII}*$/u;

/**
 * An accented Latin letter after NFC (Latin-1 Supplement, Latin Extended-A/B, Latin Extended
 * Additional), or a basic one followed by combining marks no precomposed letter holds: folded to
 * its base letter. Only these are touched, so the other scripts keep their marks.
 */
const LATIN_ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]\p{M}*|[A-Za-z]\p{M}+/gu;
const fold = (c: string) => c.normalize('NFD').replace(/\p{M}/gu, '');
/** Anything that is not a letter, digit or combining mark of any script: one dash. */
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;

/**
 * URL-friendly title, after Wikipedia-style slugs: the letters and digits of every script are
 * kept (`東京 1923 / 関東` -> `東京-1923-関東`, `Москва`, `Ακρόπολη`), lower-cased; everything else
 * becomes one dash, no leading or trailing dash, at most 80 characters cut at a word boundary.
 * Accented Latin letters fold to their base (`Città` -> `citta`, `Straße` -> `strasse`), which keeps
 * the links of Latin titles as they always were; other scripts keep their marks, which are part of
 * their letters (Japanese dakuten, Devanagari vowel signs, Cyrillic й). Non-ASCII slugs are
 * percent-encoded where they go into a URL (buildUrl).
 */
export const kebabTitle = (title: string | null | undefined, max = TITLE_SLUG_MAX): string => {
  if (!title) return '';
  // Plain ASCII titles (most of them) need no Unicode work: it is the costly part of a record link.
  const folded = ASCII.test(title)
    ? title.toLowerCase()
    : title
        .normalize('NFC')
        .replace(LATIN_ACCENTED, fold)
        .toLowerCase()
        .replace(/[ßæœøđłþðı]/g, (c) => SPECIAL_LETTERS[c] ?? c);
  const slug = folded.replace(NOT_WORD, '-').replace(/^-+|-+$/g, '');
  // Counted in characters (code points), never cutting one in half; UTF-16 length is an upper bound.
  if (slug.length <= max) return slug;
  const chars = Array.from(slug);
  if (chars.length <= max) return slug;
  const cut = chars.slice(0, max + 1).join('');
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : chars.slice(0, max).join('')).replace(/-+$/, '');
};

/** Link of a record: `/oggetti/123-la-gioconda`, `/en/objects/123-la-gioconda`. */
export const recordLink = (
  table: RecordTable,
  id: string | number,
  label?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string => buildUrl('record', { table, id: String(id), titleSlug: kebabTitle(label) || undefined }, locale);

/** Splits the id part of a record URL; undefined when it does not start with a valid id. */
export const parseRecordParam = (value: string): { id: string; titleSlug?: string } | undefined => {
  const dash = value.indexOf('-');
  const id = dash === -1 ? value : value.slice(0, dash);
  if (!isRecordId(id)) return undefined;
  const titleSlug = dash === -1 ? '' : value.slice(dash + 1);
  return titleSlug ? { id, titleSlug } : { id };
};

/** `recordLink` for untrusted data: undefined instead of an error for an unknown table or bad id. */
export const safeRecordLink = (
  table: string,
  id: string | number,
  label?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string | undefined =>
  isRecordTable(table) && isRecordId(String(id)) ? recordLink(table, id, label, locale) : undefined;
