import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, MANAGER, makeApp, post, signIn, type TestApp } from '../../../../content/test-app';

describe('POST /api/public/firebase/getDocBySlug', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  const url = '/api/public/firebase/getDocBySlug';
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    manager = await signIn(app, MANAGER);
  });
  afterAll(() => close());

  it('answers a seeded page in each locale with its revision', async () => {
    for (const [locale, title] of [
      ['it', 'Chi siamo'],
      ['en', 'About us'],
      ['fr', 'Qui sommes-nous'],
    ]) {
      const res = await post(app, url, { name: 'about', collection: 'pages', locale });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'about',
        collection: 'pages',
        locale,
        revision: 1,
        data: { title },
      });
    }
  });

  it('answers the site options singleton whatever locale or name is asked', async () => {
    const res = await post(app, url, { name: 'anything', collection: 'options', locale: 'en' });
    expect(res.json()).toMatchObject({
      name: 'site',
      locale: 'it',
      data: { title: 'Archivio Storico', profile: 6 },
    });
  });

  it('hides drafts from visitors but shows them to editors', async () => {
    await post(
      app,
      '/api/auth/firebase/saveDoc',
      { name: 'bozza', collection: 'news', locale: 'it', data: { title: 'Bozza', published: false } },
      manager,
    );
    const anon = await post(app, url, { name: 'bozza', collection: 'news', locale: 'it' });
    expect(anon.statusCode).toBe(404);
    expect(anon.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La pagina non è disponibile' });
    const editor = await post(app, url, { name: 'bozza', collection: 'news', locale: 'it' }, manager);
    expect(editor.statusCode).toBe(200);
  });

  it("never tells a visitor who saved a document (an editor's email), only editors", async () => {
    await post(
      app,
      '/api/auth/firebase/saveDoc',
      { name: 'firmata', collection: 'news', locale: 'it', data: { title: 'Firmata', published: true } },
      manager,
    );
    const anon = await post(app, url, { name: 'firmata', collection: 'news', locale: 'it' });
    expect(anon.statusCode).toBe(200);
    expect(anon.body).not.toContain(MANAGER.email);
    expect(anon.json()).not.toHaveProperty('updatedBy');
    const list = await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'it' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(MANAGER.email);
    // Editors still see it (the conflict panel names who saved before them).
    const editor = await post(app, url, { name: 'firmata', collection: 'news', locale: 'it' }, manager);
    expect(editor.json()).toMatchObject({ updatedBy: MANAGER.email });
    const editorList = await post(
      app,
      '/api/auth/firebase/getDocs',
      { collection: 'news', locale: 'it' },
      manager,
    );
    expect(editorList.body).toContain(MANAGER.email);
  });

  it('answers 404 for an unknown page and 400 for a bad collection or name', async () => {
    expect((await post(app, url, { name: 'nope', collection: 'pages', locale: 'en' })).json().message).toBe(
      'The page is not available',
    );
    expect((await post(app, url, { name: 'about', collection: 'secrets' })).statusCode).toBe(400);
    expect((await post(app, url, { name: '../etc', collection: 'pages' })).statusCode).toBe(400);
  });
});
