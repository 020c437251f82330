import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../../../test/signed-in-app';
import { addUser, type Browser, MANAGER, post, signIn, type TestApp } from '../../../../content/test-app';

describe('POST /api/auth/firebase/saveDoc', () => {
  let app: TestApp;
  let manager: Browser;
  const url = '/api/auth/firebase/saveDoc';
  useSignedInApp({ manager: MANAGER }, (s) => ({ app, manager } = s));

  it('creates, then updates with the revision it loaded', async () => {
    const created = await post(
      app,
      url,
      { name: 'mostra', collection: 'news', locale: 'en', data: { title: 'Show' } },
      manager,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'mostra', revision: 1 });
    const updated = await post(
      app,
      url,
      { name: 'mostra', collection: 'news', locale: 'en', data: { title: 'Show 2' }, revision: 1 },
      manager,
    );
    expect(updated.json().revision).toBe(2);
    const doc = await app.content.get('news', 'mostra', 'en');
    expect(doc).toMatchObject({ revision: 2, updatedBy: MANAGER.email, data: { title: 'Show 2' } });
  });

  it('answers 409 STALE_REVISION with the current document and overwrites nothing', async () => {
    await post(
      app,
      url,
      { name: 'conflitto', collection: 'pages', locale: 'it', data: { title: 'A' } },
      manager,
    );
    const first = await post(
      app,
      url,
      {
        name: 'conflitto',
        collection: 'pages',
        locale: 'it',
        data: { title: 'Prima modifica' },
        revision: 1,
      },
      manager,
    );
    expect(first.statusCode).toBe(200);
    const second = await post(
      app,
      url,
      {
        name: 'conflitto',
        collection: 'pages',
        locale: 'it',
        data: { title: 'Seconda modifica' },
        revision: 1,
      },
      manager,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'STALE_REVISION',
      message: 'Il contenuto è stato modificato da qualcun altro. Ricarica la pagina prima di salvare',
      details: { current: { revision: 2, data: { title: 'Prima modifica' } } },
    });
    expect((await app.content.get('pages', 'conflitto', 'it'))?.data.title).toBe('Prima modifica');
    const createOverExisting = await post(
      app,
      url,
      { name: 'conflitto', collection: 'pages', locale: 'it', data: { title: 'Nuova' }, revision: 0 },
      manager,
    );
    expect(createOverExisting.statusCode).toBe(409);
  });

  it("saves the seed's payload without revision over an existing document and records what it replaced", async () => {
    const first = await post(
      app,
      url,
      { name: 'seme', collection: 'pages', data: { title: 'Uno' } },
      manager,
    );
    expect(first.json()).toMatchObject({ revision: 1 });
    expect(first.json().overwrote).toBeUndefined();
    const admin = await signIn(app, await addUser(app, 'admin', 'altro-admin@example.org'));
    const blind = await post(app, url, { name: 'seme', collection: 'pages', data: { title: 'Due' } }, admin);
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).toMatchObject({
      revision: 2,
      overwrote: { revision: 1, updatedBy: MANAGER.email },
    });
    expect((await app.content.get('pages', 'seme', 'it'))?.data.title).toBe('Due');
    const records = await app.content.blindOverwrites();
    expect(records[0]).toMatchObject({
      collection: 'pages',
      name: 'seme',
      revision: 2,
      by: 'altro-admin@example.org',
      replaced: { revision: 1, updatedBy: MANAGER.email, data: { title: 'Uno' } },
    });
    // Our editors send the revision they loaded: a stale one is still refused.
    const stale = await post(
      app,
      url,
      { name: 'seme', collection: 'pages', data: { title: 'Tre' }, revision: 1 },
      manager,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('strips empty rows and values before saving', async () => {
    const data = {
      title: 'Con righe vuote',
      summary: '   ',
      blocks: [{ type: 'text', value: '<p>Testo</p>' }, { type: 'text', value: '' }, {}],
    };
    const res = await post(app, url, { name: 'righe', collection: 'news', locale: 'it', data }, manager);
    expect(res.statusCode).toBe(200);
    const saved = await app.content.get('news', 'righe', 'it');
    expect(saved?.data).toEqual({
      title: 'Con righe vuote',
      published: true,
      blocks: [{ type: 'text', value: '<p>Testo</p>' }],
    });
  });

  it("refuses a missing title with 'Ricordati di inserire il titolo'", async () => {
    const res = await post(
      app,
      url,
      { name: 'senza', collection: 'news', locale: 'it', data: { title: '' } },
      manager,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Ricordati di inserire il titolo');
    const video = await post(
      app,
      url,
      {
        name: 'video',
        collection: 'news',
        locale: 'it',
        data: { title: 'V', blocks: [{ type: 'video', value: { url: 'https://evil.example/v' } }] },
      },
      manager,
    );
    expect(video.statusCode).toBe(400);
  });

  it('saves site options (managers edit settings) and visitors see them at once', async () => {
    const current = await post(app, '/api/public/firebase/getDocBySlug', {
      name: 'site',
      collection: 'options',
    });
    const { revision, data } = current.json();
    const res = await post(
      app,
      url,
      { name: 'site', collection: 'options', data: { ...data, title: 'Archivio Nuovo' }, revision },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect((await app.content.siteOptions()).title).toBe('Archivio Nuovo');
    const bad = await post(
      app,
      url,
      {
        name: 'site',
        collection: 'options',
        data: {
          ...data,
          header_links: { visible: true, links: Array(4).fill({ text: 'x', url: 'https://x.org' }) },
        },
        revision: revision + 1,
      },
      manager,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a session and 403 to a signed-in visitor without editing rights', async () => {
    const body = { name: 'x', collection: 'news', data: { title: 'X' } };
    expect((await post(app, url, body)).statusCode).toBe(401);
    const viewer = await signIn(app, await addUser(app, 'viewer'));
    const res = await post(app, url, body, viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Non hai i permessi per questa operazione',
    });
    expect(await app.content.get('news', 'x', 'it')).toBeUndefined();
  });
});
