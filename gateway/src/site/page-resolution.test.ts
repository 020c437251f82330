import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER } from '../content/test-app';
import { makeSiteApp, SHELL_MARK, signInAs } from './test-site';

// What a browser or crawler gets for each kind of page: status, shell HTML, redirects.
let site: Awaited<ReturnType<typeof makeSiteApp>>;
beforeAll(async () => {
  site = await makeSiteApp();
});
afterAll(async () => site?.close());

const get = (url: string, cookie?: string) =>
  site.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });

async function expectPage(url: string, status: number, cookie?: string) {
  const res = await get(url, cookie);
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain(SHELL_MARK);
}
async function expectRedirect(url: string, status: number, location: string, cookie?: string) {
  const res = await get(url, cookie);
  expect(res.statusCode, url).toBe(status);
  expect(res.headers.location).toBe(location);
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('pages that exist answer 200 with the shell', () => {
  it.each([
    '/en',
    '/fr',
    '/en/search?tags=roma',
    '/fr/recherche',
    '/en/explore',
    '/fr/parcourir/x',
    '/en/objects/12-mona-lisa',
    '/fr/objets/12-la-joconde',
    '/en/places/20-roma',
    '/en/news',
    '/en/news/mostra-fotografica',
    '/fr/actualites/mostra-fotografica',
    '/en/institutes',
    '/en/institutes/fototeca',
    '/fr/instituts/fototeca',
    '/en/stories/mestieri-perduti',
    '/fr/parcours/mestieri-perduti',
    '/en/about',
    '/fr/about',
    '/en/cookiepolicy',
    '/fr/privacy-policy',
    '/en/viewer',
    '/fr/visionneuse/12',
    '/en/login',
    '/fr/reset_password/a.b.c',
    // /{table} without an id: that table's browse list (spec section 2, the id is optional)
    '/fr/objets',
    '/oggetti',
    '/en/places',
  ])('%s', (url) => expectPage(url, 200));
});

describe('missing or private content answers 404 with the shell (it draws the not-found page)', () => {
  it.each([
    '/en/objects/13-segreto',
    '/fr/objets/13',
    '/en/objects/999',
    '/en/viewer/13',
    '/fr/visionneuse/999',
    '/en/news/no-such-news',
    '/fr/actualites/no-such-news',
    '/en/institutes/nope',
    '/fr/instituts/nope',
    '/en/stories/nope',
    '/fr/parcours/nope',
    '/en/no-such-page',
    '/fr/no-such-page',
    '/en/una/pagina/che/non/esiste',
    '/fr/a/b/c/d',
    '/de/suche',
  ])('%s', (url) => expectPage(url, 404));
});

describe('record URLs with a wrong or missing title', () => {
  it.each([
    ['/en/objects/12', '/en/objects/12-mona-lisa'],
    ['/en/objects/12-la-gioconda?from=qr', '/en/objects/12-mona-lisa?from=qr'],
    ['/fr/objets/12-mona-lisa', '/fr/objets/12-la-joconde'],
    ['/fr/OBJETS/12-la-joconde/', '/fr/objets/12-la-joconde'],
    ['/oggetti/12-x', '/oggetti/12-la-gioconda'],
  ])('%s answers 301 to %s', (url, location) => expectRedirect(url, 301, location));
});

describe('alternative readings of the spec URL forms (issue 18)', () => {
  it.each([
    ['/en/istituti', '/en/institutes'],
    ['/fr/cerca?tags=roma', '/fr/recherche?tags=roma'],
    ['/fr/percorsi', '/fr/parcours'],
    ['/fr/sfogliatore/12', '/fr/visionneuse/12'],
    ['/en/oggetti/12-mona-lisa', '/en/objects/12-mona-lisa'],
    ['/search', '/cerca'],
  ])('%s answers 301 to %s', (url, location) => expectRedirect(url, 301, location));
});

describe('drafts', () => {
  it('are 404 for visitors and 200 for editors, as getDocBySlug answers them', async () => {
    await site.app.content.save({
      collection: 'news',
      name: 'bozza',
      locale: 'en',
      data: { title: 'Draft', published: false, blocks: [] },
    });
    await expectPage('/en/news/bozza', 404);
    const { cookie: manager } = await signInAs(site.app, MANAGER);
    await expectPage('/en/news/bozza', 200, manager);
  });
});

describe('guarded pages', () => {
  it('send anonymous visitors to login with a 302, keeping where they wanted to go', async () => {
    await expectRedirect('/en/settings/general', 302, '/en/login?redirect=%2Fen%2Fsettings%2Fgeneral');
    await expectRedirect('/fr/styleguide?x=1', 302, '/fr/login?redirect=%2Ffr%2Fstyleguide%3Fx%3D1');
  });
  it('open for editors', async () => {
    const { cookie: manager } = await signInAs(site.app, MANAGER);
    await expectPage('/en/settings/general', 200, manager);
  });
});

describe('sections the site profile switches off', () => {
  beforeAll(() => site.setOptions({ profile: 0 }));
  afterAll(() => site.setOptions({ profile: 6 }));
  it.each(['/en/news', '/fr/actualites/mostra-fotografica', '/en/institutes', '/fr/instituts/fototeca'])(
    '%s answers 404',
    (url) => expectPage(url, 404),
  );
  it('leave the others alone', () => expectPage('/en/stories', 200));
});

describe('a language added but kept hidden until complete', () => {
  beforeAll(() =>
    site.setOptions({ multilanguage: { it: true, en: true, fr: true, de: true }, hiddenLocales: ['de'] }),
  );
  afterAll(() => site.setOptions({ multilanguage: { it: true, en: true, fr: true }, hiddenLocales: [] }));

  it('answers 404 to visitors on every page of that language', async () => {
    await expectPage('/de', 404);
    await expectPage('/de/suche', 404);
    await expectPage('/en/search', 200);
  });

  it('serves managers, who preview it', async () => {
    const { cookie: manager } = await signInAs(site.app, MANAGER);
    await expectPage('/de', 200, manager);
    await expectPage('/de/suche', 200, manager);
  });

  it('is a language like the others once published', async () => {
    await site.setOptions({ hiddenLocales: [] });
    await expectPage('/de/suche', 200);
    await site.setOptions({ hiddenLocales: ['de'] });
  });
});

describe('a private site', () => {
  beforeAll(() => site.setOptions({ public: false }));
  afterAll(() => site.setOptions({ public: true }));

  it.each([
    ['/en/objects/12-mona-lisa', '/en/login?redirect=%2Fen%2Fobjects%2F12-mona-lisa'],
    // Not a 404 nor a 301: the login page confirms nothing about the archive's content.
    ['/fr/objets/999', '/fr/login?redirect=%2Ffr%2Fobjets%2F999'],
    ['/en/about', '/en/login?redirect=%2Fen%2Fabout'],
    ['/fr', '/fr/login?redirect=%2Ffr'],
  ])('sends anonymous visitors from %s to %s (302)', (url, location) => expectRedirect(url, 302, location));

  it('still draws the login and password pages', async () => {
    await expectPage('/en/login?redirect=%2Fen', 200);
    await expectPage('/fr/reset_password/a.b.c', 200);
  });

  it('shows signed-in managers every page, with real statuses', async () => {
    const { cookie: manager } = await signInAs(site.app, MANAGER);
    await expectPage('/en/objects/12-mona-lisa', 200, manager);
    await expectPage('/fr/objets/999', 404, manager);
    await expectRedirect('/en/objects/12', 301, '/en/objects/12-mona-lisa', manager);
  });
});
