import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, MANAGER, makeApp, post, signIn, type TestApp } from '../../../../content/test-app';

// A language enabled with Salva (the options draft) is seeded from Italian like addLanguage, and the
// settings page can say what it still lacks before it goes public.
describe('POST /api/auth/firebase/languageStatus and enabling a language with Salva', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  beforeAll(async () => {
    ({ app, close } = await makeApp({ CATALOGUE_SEED_RECORDS: '30' }));
    manager = await signIn(app, MANAGER);
  });
  afterAll(() => close());

  const status = (language: unknown, who: Browser | null = manager) =>
    post(app, '/api/auth/firebase/languageStatus', { locale: 'it', language }, who ?? undefined);

  it('is for managers only', async () => {
    expect((await status('de', null)).statusCode).toBe(401);
  });

  it('refuses what is not a language with a 400 in the manager language', async () => {
    for (const bad of ['__proto__', 'constructor', 'xx', { de: 1 }, 'de'.repeat(5000)]) {
      const res = await status(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('a saved, hidden language gets the Italian documents, none of them translated yet', async () => {
    const before = (await status('de')).json();
    expect(before).toMatchObject({ language: 'de', documents: 0, translated: 0, messages: true });
    expect(before.italianDocuments).toBeGreaterThan(0);
    expect(before.italianRecords).toBeGreaterThan(0);

    const options = await app.content.get('options', 'site', 'it');
    const saved = await post(
      app,
      '/api/auth/firebase/saveDoc',
      {
        name: 'options',
        collection: 'options',
        locale: 'it',
        revision: options?.revision ?? 0,
        data: {
          ...options?.data,
          multilanguage: { it: true, en: true, fr: true, de: true },
          hiddenLocales: ['de'],
        },
      },
      manager,
    );
    expect(saved.statusCode).toBe(200);
    const after = (await status('de')).json();
    expect(after).toMatchObject({ documents: before.italianDocuments, translated: 0, records: 0 });

    // A page written in German counts as translated.
    const about = await app.content.get('pages', 'about', 'de');
    await app.content.save({
      collection: 'pages',
      name: 'about',
      locale: 'de',
      data: { ...about?.data, title: 'Über uns' },
      revision: about?.revision,
    });
    expect((await status('de')).json().translated).toBe(1);

    // Hidden: visitors get 404 from the document API in German too; managers preview it.
    const aboutDe = { collection: 'pages', name: 'about', locale: 'de' };
    expect((await post(app, '/api/public/firebase/getDocBySlug', aboutDe)).statusCode).toBe(404);
    expect(
      (await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'de' })).statusCode,
    ).toBe(404);
    expect((await post(app, '/api/public/firebase/getDocBySlug', aboutDe, manager)).json().data.title).toBe(
      'Über uns',
    );
    expect(
      (await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'de' }, manager))
        .statusCode,
    ).toBe(200);
    // The options themselves stay readable: every visitor's shell needs them.
    expect(
      (
        await post(app, '/api/public/firebase/getDocBySlug', {
          collection: 'options',
          name: 'options',
          locale: 'de',
        })
      ).statusCode,
    ).toBe(200);
  });
});
