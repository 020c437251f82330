import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../test/postgres/describe-postgres';
import { type Browser, get, MANAGER, makeApp, post, signIn, type TestApp } from './test-app';

/**
 * PostgreSQL stopped under a running gateway (CONTENT_STORE=postgres): calls answer 503 with a
 * clear message instead of hanging or a 500, health says the content store is down, and once the
 * server is back everything works again by itself, with every acknowledged write still there.
 */
describePostgres('content store faults: PostgreSQL stopped and restarted', (server) => {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  const saveUrl = '/api/auth/firebase/saveDoc';
  const doc = { name: 'prima-del-guasto', collection: 'news', locale: 'it' };

  beforeAll(async () => {
    ({ app, close } = await makeApp({
      CONTENT_STORE: 'postgres',
      DATABASE_URL: await server().createDatabase('faults'),
    }));
    manager = await signIn(app, MANAGER);
  });
  afterAll(async () => {
    await server().resume();
    await close();
  });

  it('answers 503 while the database is down and recovers by itself, losing no acknowledged write', async () => {
    const saved = await post(app, saveUrl, { ...doc, data: { title: 'Salvata prima' } }, manager);
    expect(saved.json()).toMatchObject({ revision: 1 });

    await server().halt();
    // Liveness still answers (the process is fine); readiness takes the gateway out of a balancer.
    expect((await get(app, '/api/health')).json()).toMatchObject({ status: 'unavailable' });
    const health = await get(app, '/api/health/ready');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'unavailable',
      stores: { content: false },
      unavailable: ['content'],
    });
    const page = await app.inject('/it/news/prima-del-guasto');
    expect(page.statusCode).toBe(503);
    const read = await post(app, '/api/public/firebase/getDocBySlug', doc);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(read.json().message).toMatch(/database is unavailable/);
    expect(read.headers['retry-after']).toBeDefined();
    const profile = await get(app, '/api/auth/profile', manager);
    expect(profile.statusCode).toBe(503);
    const write = await post(app, saveUrl, { ...doc, data: { title: 'Durante' }, revision: 1 }, manager);
    expect(write.statusCode).toBe(503);
    const login = await post(app, '/api/public/login', MANAGER);
    expect(login.statusCode).toBe(503);

    await server().resume();
    expect((await get(app, '/api/health/ready')).statusCode).toBe(200);
    expect((await app.inject('/it/news/prima-del-guasto')).statusCode).toBeLessThan(500);
    const after = await post(app, '/api/public/firebase/getDocBySlug', doc);
    expect(after.json()).toMatchObject({ revision: 1, data: { title: 'Salvata prima' } });
    expect((await get(app, '/api/auth/profile', manager)).statusCode).toBe(200);
    const next = await post(app, saveUrl, { ...doc, data: { title: 'Dopo' }, revision: 1 }, manager);
    expect(next.json()).toMatchObject({ revision: 2 });
  });

  it('keeps every acknowledged save across a restart of PostgreSQL in the middle of a burst', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `raffica-${i}`);
    const answers: Awaited<ReturnType<typeof post>>[] = [];
    let stopping: Promise<void> | undefined;
    for (const [i, name] of names.entries()) {
      // The stop begins after a quarter of the saves; the others race it going down.
      if (i === 10) stopping = server().halt();
      answers.push(
        await post(app, saveUrl, { name, collection: 'news', locale: 'it', data: { title: name } }, manager),
      );
    }
    await stopping;
    await server().resume();
    const acknowledged = names.filter((_, i) => answers[i]?.statusCode === 200);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    expect(acknowledged.length).toBeLessThan(names.length);
    for (const r of answers) expect([200, 503]).toContain(r.statusCode);
    for (const name of acknowledged) {
      const stored = await app.content.store.getDoc('news', 'it', name);
      expect(stored?.data).toMatchObject({ title: name });
    }
  });
});
