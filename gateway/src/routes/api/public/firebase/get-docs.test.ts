import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addUser, MANAGER, makeApp, post, signIn, type TestApp } from '../../../../content/test-app';

describe('POST /api/public/firebase/getDocs and getEnvironment', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
  });
  afterAll(() => close());

  it('lists the seeded news newest first with a count, and pages', async () => {
    const res = await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'fr' });
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    expect(count).toBe(4);
    expect(data[0].name).toBe('giornata-archivi-aperti');
    expect(data.map((d: { data: { date: number } }) => d.data.date)).toEqual(
      [...data.map((d: { data: { date: number } }) => d.data.date)].sort((a, b) => b - a),
    );
    const page = await post(app, '/api/public/firebase/getDocs', {
      collection: 'news',
      locale: 'fr',
      limit: 1,
      skip: 1,
    });
    expect(page.json()).toMatchObject({ count: 4, data: [{ name: data[1].name }] });
  });

  it('seeds 3 institutes and 2 paths with ordered steps', async () => {
    expect(
      (await post(app, '/api/public/firebase/getDocs', { collection: 'institutes', locale: 'it' })).json()
        .count,
    ).toBe(3);
    const paths = (
      await post(app, '/api/public/firebase/getDocs', { collection: 'paths', locale: 'en' })
    ).json();
    expect(paths.count).toBe(2);
    const changing = paths.data.find((p: { name: string }) => p.name === 'la-citta-che-cambia');
    expect(changing.data.steps.map((s: { title: string }) => s.title)).toEqual([
      'The walls',
      'The new avenues',
      'The station',
    ]);
  });

  it('leaves drafts out of the public list but not out of the editors one', async () => {
    const manager = await signIn(app, MANAGER);
    await post(
      app,
      '/api/auth/firebase/saveDoc',
      { name: 'bozza', collection: 'news', locale: 'it', data: { title: 'Bozza', published: false } },
      manager,
    );
    expect(
      (await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'it' })).json().count,
    ).toBe(4);
    const admin = await signIn(app, ADMIN);
    const all = await post(app, '/api/auth/firebase/getDocs', { collection: 'news', locale: 'it' }, admin);
    expect(all.json().count).toBe(5);
  });

  it('lists through the auth path for any signed-in user: published only below the editor level', async () => {
    const viewer = await signIn(app, await addUser(app, 'viewer'));
    const res = await post(app, '/api/auth/firebase/getDocs', { collection: 'news', locale: 'it' }, viewer);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((d: { name: string }) => d.name);
    const published = (
      await post(app, '/api/public/firebase/getDocs', { collection: 'news', locale: 'it' })
    ).json();
    expect(names).toEqual(published.data.map((d: { name: string }) => d.name));
    expect(names).not.toContain('bozza');
  });

  it("gives a signed-in user below the editor level nothing on a private site, as the public path doesn't", async () => {
    const viewer = await signIn(app, await addUser(app, 'viewer', 'private-viewer@example.org'));
    const doc = await app.content.get('options', 'site', 'it');
    const save = (isPublic: boolean, revision: number) =>
      app.content.save({
        collection: 'options',
        name: 'site',
        locale: 'it',
        data: { ...(doc?.data ?? {}), public: isPublic },
        revision,
      });
    const saved = await save(false, doc?.revision ?? 0);
    try {
      const res = await post(app, '/api/auth/firebase/getDocs', { collection: 'news', locale: 'it' }, viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeUndefined();
      const admin = await signIn(app, ADMIN);
      expect(
        (await post(app, '/api/auth/firebase/getDocs', { collection: 'news', locale: 'it' }, admin))
          .statusCode,
      ).toBe(200);
    } finally {
      await save(true, saved.revision);
    }
  });

  it('refuses an unknown collection', async () => {
    expect((await post(app, '/api/public/firebase/getDocs', { collection: 'users' })).statusCode).toBe(400);
  });

  it('answers the login environment', async () => {
    const res = await post(app, '/api/public/firebase/getEnvironment', { locale: 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: { it: "Area riservata dell'Archivio" },
      bottomLinks: expect.any(Array),
    });
    expect((await post(app, '/api/public/firebase/getEnvironment', { locale: 'xx' })).statusCode).toBe(400);
  });
});
