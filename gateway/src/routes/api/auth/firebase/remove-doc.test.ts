import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../../../test/signed-in-app';
import { addUser, type Browser, MANAGER, post, signIn, type TestApp } from '../../../../content/test-app';

describe('POST /api/auth/firebase/removeDoc and addLanguage', () => {
  let app: TestApp;
  let manager: Browser;
  useSignedInApp({ manager: MANAGER }, (s) => ({ app, manager } = s));

  it('removes a document; a stale revision is refused and a missing one is 404', async () => {
    const stale = await post(
      app,
      '/api/auth/firebase/removeDoc',
      { name: 'fototeca', collection: 'institutes', locale: 'it', revision: 7 },
      manager,
    );
    expect(stale.statusCode).toBe(409);
    const ok = await post(
      app,
      '/api/auth/firebase/removeDoc',
      { name: 'fototeca', collection: 'institutes', locale: 'it', revision: 1 },
      manager,
    );
    expect(ok.json()).toEqual({ ok: true });
    expect(
      (await post(app, '/api/public/firebase/getDocBySlug', { name: 'fototeca', collection: 'institutes' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          app,
          '/api/auth/firebase/removeDoc',
          { name: 'fototeca', collection: 'institutes' },
          manager,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses visitors and anonymous callers', async () => {
    const body = { name: 'about', collection: 'pages', locale: 'en' };
    expect((await post(app, '/api/auth/firebase/removeDoc', body)).statusCode).toBe(401);
    const viewer = await signIn(app, await addUser(app, 'viewer'));
    expect((await post(app, '/api/auth/firebase/removeDoc', body, viewer)).statusCode).toBe(403);
    expect((await post(app, '/api/auth/firebase/addLanguage', { locale: 'de' }, viewer)).statusCode).toBe(
      403,
    );
  });

  it('addLanguage enables the locale and copies the Italian documents', async () => {
    const res = await post(app, '/api/auth/firebase/addLanguage', { locale: 'de' }, manager);
    expect(res.statusCode).toBe(200);
    // 3 pages + 4 news + 2 institutes (one removed above) + 2 paths
    expect(res.json()).toEqual({ locale: 'de', copied: 11 });
    expect((await app.content.siteOptions()).multilanguage.de).toBe(true);
    expect(
      (
        await post(app, '/api/public/firebase/getDocBySlug', {
          name: 'about',
          collection: 'pages',
          locale: 'de',
        })
      ).json().data.title,
    ).toBe('Chi siamo');
    expect((await post(app, '/api/auth/firebase/addLanguage', { locale: 'de' }, manager)).json().copied).toBe(
      0,
    );
    expect((await post(app, '/api/auth/firebase/addLanguage', { locale: 'xx' }, manager)).statusCode).toBe(
      400,
    );
  });
});
