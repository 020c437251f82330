import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MANAGER, makeApp, post, signIn, type TestApp } from '../../../../content/test-app';

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
