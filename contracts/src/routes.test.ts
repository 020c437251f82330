import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import {
  buildUrl,
  detectLocale,
  getRoute,
  isGuardExempt,
  kebabTitle,
  layoutForRoute,
  localisedRouteName,
  localiseUrl,
  matchUrl,
  type PathRouteName,
  parseAcceptLanguage,
  parseLocalisedRouteName,
  parseRecordParam,
  RECORD_TABLES,
  ROUTE_NAMES,
  ROUTES,
  recordLink,
  remoteForRoute,
  requiredLevel,
  routesOfRemote,
  safeRecordLink,
  TABLE_SLUGS,
  tableFromSlug,
} from './routes';

/** Example params that make every route buildable. */
const sampleParams: Partial<Record<PathRouteName, Record<string, string>>> = {
  browse: { slug: 'fondo-rossi' },
  record: { table: 'ca_objects', id: '123', titleSlug: 'la-gioconda' },
  page: { slug: 'about' },
  resetPassword: { token: 'abc.def' },
  newsItem: { slug: 'mostra-2024' },
  institutesItem: { slug: 'biblioteca' },
  pathsItem: { slug: 'guerra' },
  viewer: { id: '42' },
};

describe('route table', () => {
  it('has one entry for every named route but notFound', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual(ROUTE_NAMES.filter((n) => n !== 'notFound').sort());
  });
  it('gives every route a path in every locale', () => {
    for (const route of ROUTES) for (const l of LOCALES) expect(route.paths[l]).toMatch(/^\//);
  });
  it('uses the spec segments in Italian, English and French', () => {
    const seg = (name: PathRouteName, l: Locale) => getRoute(name).paths[l];
    expect([seg('search', 'it'), seg('search', 'en'), seg('search', 'fr')]).toEqual([
      '/cerca',
      '/search',
      '/recherche',
    ]);
    expect([seg('explore', 'it'), seg('explore', 'en'), seg('explore', 'fr')]).toEqual([
      '/esplora',
      '/explore',
      '/explorer',
    ]);
    expect([seg('pathsList', 'it'), seg('pathsList', 'en'), seg('pathsList', 'fr')]).toEqual([
      '/percorsi',
      '/stories',
      '/parcours',
    ]);
    expect(seg('institutesList', 'it')).toBe('/istituti');
    expect(seg('institutesList', 'en')).toBe('/institutes');
    expect(seg('institutesList', 'fr')).toBe('/instituts');
    expect(seg('viewer', 'it')).toBe('/sfogliatore/:id?');
    expect(seg('viewer', 'en')).toBe('/viewer/:id?');
    expect(seg('viewer', 'fr')).toBe('/visionneuse/:id?');
    expect(seg('resetPassword', 'it')).toBe('/reset_password/:token?');
  });
  it('maps the Italian table slugs of the spec', () => {
    expect(TABLE_SLUGS.it).toEqual({
      ca_objects: 'oggetti',
      ca_occurrences: 'occorrenze',
      ca_entities: 'entita',
      ca_places: 'luoghi',
      ca_collections: 'collezioni',
      objects: 'data',
    });
  });
  it('has no table slug equal to a route segment or locale code in the same locale', () => {
    for (const l of LOCALES) {
      const firstSegments = ROUTES.map((r) => r.paths[l].split('/')[1] ?? '').filter(
        (s) => s && !s.startsWith(':'),
      );
      const slugs = Object.values(TABLE_SLUGS[l]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const s of slugs) {
        expect(firstSegments).not.toContain(s);
        expect(LOCALES as readonly string[]).not.toContain(s);
      }
    }
  });
  it('assigns remotes and layouts', () => {
    expect(remoteForRoute('search')).toBe('mf-catalogue');
    expect(remoteForRoute('record')).toBe('mf-catalogue');
    expect(remoteForRoute('newsItem')).toBe('mf-content');
    expect(remoteForRoute('settings.general')).toBe('mf-admin');
    expect(remoteForRoute('login')).toBe('mf-auth');
    expect(remoteForRoute('notFound')).toBe('mf-content');
    expect(layoutForRoute('login')).toBe('login');
    expect(layoutForRoute('settings')).toBe('user');
    expect(layoutForRoute('home')).toBe('default');
    expect(routesOfRemote('mf-auth').sort()).toEqual(['editPassword', 'login', 'resetPassword']);
  });
  it('protects settings with level 24 even on a public site', () => {
    expect(requiredLevel('settings', true)).toBe(24);
    expect(requiredLevel('settings.contacts', true)).toBe(24);
    expect(requiredLevel('home', true)).toBe(1);
    expect(requiredLevel('home', false)).toBe(24);
  });
  it('exempts the login routes from the guard only', () => {
    expect(isGuardExempt('login')).toBe(true);
    expect(isGuardExempt('resetPassword')).toBe(true);
    expect(isGuardExempt('home')).toBe(false);
    expect(isGuardExempt('notFound')).toBe(false);
  });
  it('names routes with a language suffix and reads them back', () => {
    expect(localisedRouteName('search', 'en')).toBe('search___en');
    expect(parseLocalisedRouteName('settings.general___fr')).toEqual({
      route: 'settings.general',
      locale: 'fr',
    });
    expect(parseLocalisedRouteName('search___xx')).toBeUndefined();
    expect(parseLocalisedRouteName('nope___en')).toBeUndefined();
    expect(parseLocalisedRouteName('search')).toBeUndefined();
  });
});

describe('buildUrl and matchUrl round trips', () => {
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      it(`${route.name} in ${locale}`, () => {
        const params = sampleParams[route.name] ?? {};
        const url = buildUrl(route.name, params, locale);
        const match = matchUrl(url);
        expect(match.route).toBe(route.name);
        expect(match.locale).toBe(locale);
        expect(match.params).toEqual(params);
        expect(buildUrl(match.route as PathRouteName, match.params, locale)).toBe(url);
      });
    }
  }
  it('builds the documented shapes', () => {
    expect(buildUrl('home')).toBe('/');
    expect(buildUrl('home', {}, 'en')).toBe('/en');
    expect(buildUrl('search', {}, 'fr')).toBe('/fr/recherche');
    expect(buildUrl('pathsItem', { slug: 'guerra' }, 'en')).toBe('/en/stories/guerra');
    expect(buildUrl('browse')).toBe('/browse');
    expect(buildUrl('viewer', { id: '7' })).toBe('/sfogliatore/7');
    expect(buildUrl('settings.layout', {}, 'en')).toBe('/en/settings/layout');
    expect(buildUrl('record', { table: 'ca_places' }, 'en')).toBe('/en/places');
  });
  it('appends query strings, repeating list values', () => {
    expect(buildUrl('search', {}, 'it', { filtro: ['date|1900|1950', 'pin|x'], tags: 'roma' })).toBe(
      '/cerca?filtro=date%7C1900%7C1950&filtro=pin%7Cx&tags=roma',
    );
  });
  it('refuses missing, unknown or unsafe parameters', () => {
    expect(() => buildUrl('newsItem', {})).toThrow(/slug/);
    expect(() => buildUrl('record', { table: 'ca_lists', id: '1' })).toThrow(/table/);
    expect(() => buildUrl('record', { table: 'ca_objects', id: '12-3' })).toThrow(/id/);
    expect(() => buildUrl('page', { slug: '../etc' })).toThrow();
  });
});

describe('matchUrl', () => {
  it('matches Italian without prefix and the others with it', () => {
    expect(matchUrl('/cerca')).toMatchObject({ route: 'search', locale: 'it' });
    expect(matchUrl('/en/search')).toMatchObject({ route: 'search', locale: 'en' });
    expect(matchUrl('/en')).toMatchObject({ route: 'home', locale: 'en' });
    expect(matchUrl('/')).toMatchObject({ route: 'home', locale: 'it' });
    expect(matchUrl('')).toMatchObject({ route: 'home', locale: 'it' });
  });
  it('ignores trailing and doubled slashes', () => {
    expect(matchUrl('/cerca/')).toMatchObject({ route: 'search' });
    expect(matchUrl('//en//stories//guerra/')).toMatchObject({
      route: 'pathsItem',
      params: { slug: 'guerra' },
    });
  });
  it('reads the query string and ignores the hash', () => {
    const m = matchUrl('/cerca?tags=roma&filtro=a&filtro=b#results');
    expect(m.route).toBe('search');
    expect(m.query).toEqual({ tags: 'roma', filtro: ['a', 'b'] });
  });
  it('parses record URLs into table, id and title slug', () => {
    expect(matchUrl('/oggetti/123-la-gioconda')).toMatchObject({
      route: 'record',
      params: { table: 'ca_objects', id: '123', titleSlug: 'la-gioconda' },
    });
    expect(matchUrl('/fr/evenements/abc9')).toMatchObject({
      route: 'record',
      locale: 'fr',
      params: { table: 'ca_occurrences', id: 'abc9' },
    });
    expect(matchUrl('/data/5')).toMatchObject({ route: 'record', params: { table: 'objects', id: '5' } });
  });
  it('takes table slugs of the URL locale only', () => {
    expect(matchUrl('/objects/1').route).toBe('notFound');
    expect(matchUrl('/en/oggetti/1').route).toBe('notFound');
  });
  it('sends unknown single segments to the generic page and deeper unknowns to notFound', () => {
    expect(matchUrl('/about')).toMatchObject({ route: 'page', params: { slug: 'about' } });
    expect(matchUrl('/en/chi-siamo')).toMatchObject({
      route: 'page',
      locale: 'en',
      params: { slug: 'chi-siamo' },
    });
    expect(matchUrl('/about/team').route).toBe('notFound');
    expect(matchUrl('/oggetti/1/extra').route).toBe('notFound');
    expect(matchUrl('/news/a/b').route).toBe('notFound');
  });
  it('keeps static routes ahead of the generic page', () => {
    expect(matchUrl('/cookiepolicy').route).toBe('cookiepolicy');
    expect(matchUrl('/privacy-policy').route).toBe('privacy');
    expect(matchUrl('/login').route).toBe('login');
    expect(matchUrl('/styleguide').route).toBe('styleguide');
  });
  it('treats a disabled locale prefix, or /it, as not found', () => {
    expect(matchUrl('/de/suche', ['it', 'en', 'fr'])).toMatchObject({ route: 'notFound', locale: 'it' });
    expect(matchUrl('/de', ['it', 'en', 'fr']).route).toBe('notFound');
    expect(matchUrl('/it/cerca').route).toBe('notFound');
    expect(matchUrl('/de/suche', ['it', 'de'])).toMatchObject({ route: 'search', locale: 'de' });
  });
  it('refuses file-like paths and broken escapes', () => {
    expect(matchUrl('/favicon.ico').route).toBe('notFound');
    expect(matchUrl('/%E0%A4%A').route).toBe('notFound');
  });
  it('keeps the locale of a not-found URL for the error page', () => {
    expect(matchUrl('/fr/a/b/c')).toMatchObject({ route: 'notFound', locale: 'fr' });
  });
  it('matches static segments case-insensitively', () => {
    expect(matchUrl('/editpassword').route).toBe('editPassword');
    expect(matchUrl('/CERCA').route).toBe('search');
  });
  it('refuses a record id with characters outside the id alphabet', () => {
    expect(matchUrl('/oggetti/-la-gioconda').route).toBe('notFound');
  });
});

describe('localiseUrl', () => {
  it('keeps the page when switching language', () => {
    expect(localiseUrl('/percorsi/guerra', 'en')).toBe('/en/stories/guerra');
    expect(localiseUrl('/en/stories/guerra', 'it')).toBe('/percorsi/guerra');
    expect(localiseUrl('/oggetti/123-la-gioconda', 'fr')).toBe('/fr/objets/123-la-gioconda');
    expect(localiseUrl('/en', 'fr')).toBe('/fr');
    expect(localiseUrl('/fr', 'it')).toBe('/');
  });
  it('keeps the query string', () => {
    expect(localiseUrl('/cerca?tags=roma', 'en')).toBe('/en/search?tags=roma');
  });
  it('swaps only the prefix of an unknown URL', () => {
    expect(localiseUrl('/en/a/b', 'fr')).toBe('/fr/a/b');
    expect(localiseUrl('/a/b', 'en')).toBe('/en/a/b');
  });
});

describe('detectLocale', () => {
  const enabled = ['it', 'en', 'fr'] as const;
  it('prefers the path prefix', () => {
    expect(detectLocale({ pathname: '/fr/recherche', cookie: 'en', acceptLanguage: 'en', enabled })).toEqual({
      locale: 'fr',
      source: 'path',
    });
  });
  it('then the cookie, then the browser list, then the domain', () => {
    expect(detectLocale({ pathname: '/cerca', cookie: 'en', acceptLanguage: 'fr', enabled }).source).toBe(
      'cookie',
    );
    expect(detectLocale({ pathname: '/cerca', acceptLanguage: 'de-DE,fr;q=0.8', enabled })).toEqual({
      locale: 'fr',
      source: 'browser',
    });
    expect(
      detectLocale({
        pathname: '/',
        host: 'Archive.Example.FR:8443',
        domainMap: { 'archive.example.fr': 'fr' },
        enabled,
      }),
    ).toEqual({ locale: 'fr', source: 'domain' });
  });
  it('falls back to Italian and never answers a disabled locale', () => {
    expect(detectLocale({})).toEqual({ locale: 'it', source: 'default' });
    expect(detectLocale({ pathname: '/de/suche', cookie: 'de', acceptLanguage: 'de', enabled })).toEqual({
      locale: 'it',
      source: 'default',
    });
    expect(detectLocale({ cookie: 'xx', enabled }).source).toBe('default');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q and drops regions, wildcards and q=0', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.95, *;q=0.5, de;q=0')).toEqual(['fr', 'en', 'fr']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage('en;q=abc')).toEqual([]);
  });
});

describe('kebabTitle', () => {
  it('folds accents and lowercases', () => {
    expect(kebabTitle('La Gioconda')).toBe('la-gioconda');
    expect(kebabTitle('Città di Castello – Perù!')).toBe('citta-di-castello-peru');
    expect(kebabTitle('Straße, Œuvre, Đakovo')).toBe('strasse-oeuvre-dakovo');
  });
  it('gives plain ASCII titles (the fast path) the same slug as the folding path', () => {
    expect(kebabTitle('Lettera di G. ROSSI al Sindaco (1890)_2')).toBe(
      'lettera-di-g-rossi-al-sindaco-1890-2',
    );
    expect(kebabTitle('Lettera di G. ROSSI al Sindaco (1890)_2 é')).toBe(
      'lettera-di-g-rossi-al-sindaco-1890-2-e',
    );
  });
  it('trims dashes and collapses punctuation', () => {
    expect(kebabTitle('  ¿Qué?  "x"  ')).toBe('que-x');
    expect(kebabTitle('!!!')).toBe('');
    expect(kebabTitle('')).toBe('');
    expect(kebabTitle(null)).toBe('');
  });
  it('caps long titles at a word boundary', () => {
    const long = `${'parola '.repeat(20)}fine`;
    const slug = kebabTitle(long);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('parola')).toBe(true);
    expect(kebabTitle('a'.repeat(100)).length).toBe(80);
  });
});

describe('kebabTitle and record links in every script (issue 24)', () => {
  it('keeps the letters and digits of every script, as Wikipedia-style slugs do', () => {
    expect(kebabTitle('東京 1923 / 関東')).toBe('東京-1923-関東');
    expect(kebabTitle('Москва, Красная площадь')).toBe('москва-красная-площадь');
    expect(kebabTitle('Чайковский')).toBe('чайковский');
    expect(kebabTitle('Η Ακρόπολη της Αθήνας')).toBe('η-ακρόπολη-της-αθήνας');
    expect(kebabTitle('がっこう')).toBe('がっこう');
    expect(kebabTitle('हिन्दी पत्र')).toBe('हिन्दी-पत्र');
  });

  it('still folds accented Latin to its base letters, so Latin links stay as they were', () => {
    expect(kebabTitle('Città di Castello – Perù!')).toBe('citta-di-castello-peru');
    // The same title typed decomposed (NFD) gives the same slug.
    expect(kebabTitle('Citta\u0300 di Castello')).toBe('citta-di-castello');
    expect(kebabTitle('Ακρόπολη'.normalize('NFD'))).toBe('ακρόπολη');
  });

  it('caps a long title at 80 characters, not bytes, without splitting one', () => {
    const slug = kebabTitle('𠀀'.repeat(100));
    expect(Array.from(slug)).toHaveLength(80);
    // No lone surrogate: encodeURIComponent throws on one.
    expect(() => encodeURIComponent(slug)).not.toThrow();
  });

  it('percent-encodes the title part and reads it back from the URL', () => {
    const link = recordLink('ca_objects', 291, '東京 1923 / 関東');
    expect(link).toBe(`/oggetti/291-${encodeURIComponent('東京-1923-関東')}`);
    expect(link).toMatch(/^[\x21-\x7e]+$/);
    expect(matchUrl(link)).toMatchObject({
      route: 'record',
      params: { table: 'ca_objects', id: '291', titleSlug: '東京-1923-関東' },
    });
    expect(recordLink('ca_entities', 7, 'Ακρόπολη', 'en')).toBe(
      `/en/entities/7-${encodeURIComponent('ακρόπολη')}`,
    );
    // The language switcher keeps the title of a non-Latin link intact.
    expect(localiseUrl(link, 'fr')).toBe(`/fr/objets/291-${encodeURIComponent('東京-1923-関東')}`);
  });
});

describe('record links', () => {
  it('builds record links from table, id and label', () => {
    expect(recordLink('ca_objects', 123, 'La Gioconda')).toBe('/oggetti/123-la-gioconda');
    expect(recordLink('ca_entities', 'ab12', 'Leonardo da Vinci', 'en')).toBe(
      '/en/entities/ab12-leonardo-da-vinci',
    );
    expect(recordLink('ca_places', '9', '')).toBe('/luoghi/9');
    expect(recordLink('objects', '9', undefined, 'fr')).toBe('/fr/data/9');
  });
  it('refuses ids with a dash', () => {
    expect(() => recordLink('ca_objects', '1-2', 'x')).toThrow();
  });
  it('parses the id part of a record URL', () => {
    expect(parseRecordParam('123-la-gioconda')).toEqual({ id: '123', titleSlug: 'la-gioconda' });
    expect(parseRecordParam('abc123')).toEqual({ id: 'abc123' });
    expect(parseRecordParam('123-')).toEqual({ id: '123' });
    expect(parseRecordParam('')).toBeUndefined();
    expect(parseRecordParam('-x')).toBeUndefined();
    expect(parseRecordParam('1 2')).toBeUndefined();
  });
  it('maps every table slug back to its table', () => {
    for (const l of LOCALES)
      for (const t of RECORD_TABLES) expect(tableFromSlug(TABLE_SLUGS[l][t], l)).toBe(t);
    expect(tableFromSlug('nothing', 'it')).toBeUndefined();
  });
});

describe('safeRecordLink', () => {
  it('answers undefined for data it cannot link', () => {
    expect(safeRecordLink('ca_objects', 5, 'Vaso')).toBe('/oggetti/5-vaso');
    expect(safeRecordLink('ca_lists', 5, 'x')).toBeUndefined();
    expect(safeRecordLink('ca_objects', 'a-b', 'x')).toBeUndefined();
    expect(safeRecordLink('ca_objects', '', 'x')).toBeUndefined();
  });
});
