import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';
import { type Browser, MANAGER, post, type TestApp } from './test-app';

/**
 * Issue 17: editor HTML is sanitised when a manager saves it and again when the gateway answers,
 * so documents stored before the policy (or written to the store by other means) come out clean;
 * links that open other sites as site paths are refused on save.
 */
const DIRTY =
  '<p>Orari</p><meta http-equiv="refresh" content="0;url=https://evil.example">' +
  '<iframe srcdoc="<script src=https://www.googletagmanager.com/gtm.js></script>"></iframe>' +
  '<img src="/a.jpg" onerror="alert(1)"><a href="/\\evil.example">x</a>';
const CLEAN = '<p>Orari</p><img src="/a.jpg" alt=""><a>x</a>';

describe('editor HTML on save and on every answer', () => {
  let app: TestApp;
  let manager: Browser;
  useSignedInApp({ manager: MANAGER }, (s) => ({ app, manager } = s));
  const save = (collection: string, name: string, data: unknown, revision?: number) =>
    post(app, '/api/auth/firebase/saveDoc', { collection, name, locale: 'it', data, revision }, manager);
  const bySlug = (collection: string, name: string) =>
    post(app, '/api/public/firebase/getDocBySlug', { collection, name, locale: 'it' });

  it('stores a page, a guided path, the footer blocks and the login text clean', async () => {
    expect(
      (await save('pages', 'html', { title: 'T', blocks: [{ type: 'text', value: DIRTY }] })).statusCode,
    ).toBe(200);
    expect((await app.content.store.getDoc('pages', 'it', 'html'))?.data.blocks).toEqual([
      { type: 'text', value: CLEAN },
    ]);

    await save('paths', 'html', { title: 'P', steps: [{ title: 'S', text: DIRTY }] });
    expect((await app.content.store.getDoc('paths', 'it', 'html'))?.data.steps).toEqual([
      { title: 'S', text: CLEAN },
    ]);

    const options = (await bySlug('options', 'site')).json();
    const footer = [{ title: 'Orari', text: { it: DIRTY, en: DIRTY } }];
    expect(
      (await save('options', 'site', { ...options.data, footer_blocks: footer }, options.revision))
        .statusCode,
    ).toBe(200);
    expect((await app.content.store.getDoc('options', 'it', 'site'))?.data.footer_blocks).toEqual([
      { title: 'Orari', text: { it: CLEAN, en: CLEAN } },
    ]);

    const login = (await bySlug('environment', 'login')).json();
    await save('environment', 'login', { ...login.data, body: DIRTY }, login.revision);
    expect((await app.content.store.getDoc('environment', 'it', 'login'))?.data.body).toBe(CLEAN);
  });

  it('answers documents stored dirty before the fix clean, on every read call', async () => {
    const raw = (collection: 'news' | 'environment', name: string, data: Record<string, unknown>) =>
      app.content.store.saveDoc({ collection, locale: 'it', name, data, published: true });
    await raw('news', 'vecchia', { title: 'Vecchia', blocks: [{ type: 'text', value: DIRTY }] });
    const login = await app.content.store.getDoc('environment', 'it', 'login');
    await app.content.store.saveDoc({
      ...(login ?? { collection: 'environment', locale: 'it', name: 'login', published: true }),
      data: { ...login?.data, body: { it: DIRTY } },
      expectedRevision: login?.revision,
    });

    expect((await bySlug('news', 'vecchia')).json().data.blocks).toEqual([{ type: 'text', value: CLEAN }]);
    const list = (
      await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'it' })
    ).json();
    expect(list.data.find((d: { name: string }) => d.name === 'vecchia').data.blocks[0].value).toBe(CLEAN);
    const editorList = await post(
      app,
      '/api/auth/firebase/getDocs',
      { collection: 'news', locale: 'it' },
      manager,
    );
    expect(
      editorList.json().data.find((d: { name: string }) => d.name === 'vecchia').data.blocks[0].value,
    ).toBe(CLEAN);
    expect((await post(app, '/api/public/firebase/getEnvironment', {})).json().body).toEqual({ it: CLEAN });
  });

  it('refuses links to other sites dressed as site paths', async () => {
    const options = (await bySlug('options', 'site')).json();
    for (const patch of [
      { sponsor_link: '//evil.example' },
      { menu: [{ label: 'x', path: '/\\evil.example' }] },
      { header_links: { visible: true, links: [{ text: 'x', url: '//evil.example' }] } },
    ]) {
      const res = await save('options', 'site', { ...options.data, ...patch }, options.revision);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const login = (await bySlug('environment', 'login')).json();
    const res = await save(
      'environment',
      'login',
      { ...login.data, bottomLinks: [{ link: '/\\evil.example', label: 'x' }] },
      login.revision,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('bottomLinks.0.link');
  });
});
