import { expect, it } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { ADMIN, get, MANAGER, makeApp, post, signIn, type TestApp } from './test-app';

/**
 * The content routes over CONTENT_STORE=postgres, as a visitor, manager and API caller meet them:
 * seed into an empty database, sign-in and sessions, the saveDoc conflict rule, sign-in limits.
 * Each test has its own database on one throw-away server.
 */
describePostgres('content routes on PostgreSQL', (server) => {
  let n = 0;
  const pgApp = async (overrides: Record<string, string> = {}) =>
    makeApp({
      CONTENT_STORE: 'postgres',
      DATABASE_URL: await server().createDatabase(`app_${n++}`),
      ...overrides,
    });

  it('seeds the demo site and accounts into an empty database, once', async () => {
    const url = await server().createDatabase('seeded');
    const { app, close } = await makeApp({ CONTENT_STORE: 'postgres', DATABASE_URL: url });
    let pages = 0;
    try {
      expect(app.content.store.kind).toBe('postgres');
      pages = (await app.content.store.usage()).pages?.count ?? 0;
      expect(pages).toBeGreaterThan(0);
      const page = await post(app, '/api/public/firebase/getDocBySlug', {
        name: 'about',
        collection: 'pages',
        locale: 'it',
      });
      expect(page.json()).toMatchObject({ revision: 1, data: { title: 'Chi siamo' } });
      const options = await post(app, '/api/public/firebase/getDocBySlug', {
        name: 'site',
        collection: 'options',
        locale: 'it',
      });
      expect(options.json()).toMatchObject({ data: { title: 'Archivio Storico' } });
      expect((await app.identity.users.list()).map((u) => u.email).sort()).toEqual([
        ADMIN.email,
        MANAGER.email,
      ]);
      expect((await get(app, '/api/health')).json()).toMatchObject({ stores: { content: true } });
    } finally {
      await close();
    }
    // A second gateway start on the same database seeds nothing twice.
    const again = await makeApp({ CONTENT_STORE: 'postgres', DATABASE_URL: url });
    try {
      expect((await again.app.content.store.usage()).pages?.count).toBe(pages);
      expect(await again.app.identity.users.list()).toHaveLength(2);
    } finally {
      await again.close();
    }
  });

  it('signs in, keeps the session across requests and ends it at logout', async () => {
    const { app, close } = await pgApp();
    try {
      const manager = await signIn(app, MANAGER);
      const profile = await get(app, '/api/auth/profile', manager);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email: MANAGER.email });
      expect((await post(app, '/api/auth/logout', {}, manager)).statusCode).toBe(200);
      expect((await get(app, '/api/auth/profile', manager)).statusCode).toBe(401);
      const wrong = await post(app, '/api/public/login', { email: MANAGER.email, password: 'sbagliata' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Nome utente o password errati.');
    } finally {
      await close();
    }
  });

  it('answers 409 STALE_REVISION to the second of two editors and keeps the first one’s text', async () => {
    const { app, close } = await pgApp();
    try {
      const manager = await signIn(app, MANAGER);
      const url = '/api/auth/firebase/saveDoc';
      const base = { name: 'conflitto', collection: 'pages', locale: 'it' };
      expect((await post(app, url, { ...base, data: { title: 'A' } }, manager)).statusCode).toBe(200);
      const first = await post(app, url, { ...base, data: { title: 'Prima' }, revision: 1 }, manager);
      expect(first.json()).toMatchObject({ revision: 2 });
      const second = await post(app, url, { ...base, data: { title: 'Seconda' }, revision: 1 }, manager);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'STALE_REVISION',
        details: { current: { revision: 2, data: { title: 'Prima' } } },
      });
      expect((await app.content.get('pages', 'conflitto', 'it'))?.data).toMatchObject({ title: 'Prima' });
    } finally {
      await close();
    }
  });

  it('counts sign-in failures in the database: parallel guesses cannot slip in', async () => {
    const { app, close } = await pgApp({ LOGIN_RATE_LIMIT_ACCOUNT: '2', LOGIN_RATE_LIMIT_IP: '50' });
    try {
      const guess = (a: TestApp, i: number) =>
        a.inject({
          method: 'POST',
          url: '/api/public/login',
          payload: { email: MANAGER.email, password: 'guess' },
          remoteAddress: `10.3.0.${i}`,
        });
      const codes = await Promise.all(Array.from({ length: 8 }, (_, i) => guess(app, i)));
      expect(codes.filter((r) => r.statusCode === 401)).toHaveLength(2);
      expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(6);
      const waiting = await post(app, '/api/public/login', { ...MANAGER, locale: 'it' });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toBe('Troppe richieste: riprova tra qualche istante');
    } finally {
      await close();
    }
  });
});
