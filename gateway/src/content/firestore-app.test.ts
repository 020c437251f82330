import { FirestoreServer } from '@firestore-emulator/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER, makeApp, post, signIn, type TestApp } from './test-app';

// The whole gateway on CONTENT_STORE=firestore, against the in-process Firestore emulator.
describe('gateway with the Firestore content store', () => {
  const server = new FirestoreServer();
  const port = 21_000 + (process.pid % 20_000);
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    await server.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    ({ app, close } = await makeApp({
      CONTENT_STORE: 'firestore',
      FIREBASE_PROJECT_ID: 'demo-open-archive',
    }));
  });
  afterAll(async () => {
    await close();
    delete process.env.FIRESTORE_EMULATOR_HOST;
    await server.stop();
  });

  it('seeds, signs in, saves with the revision check and reads back', async () => {
    expect(app.content.store.kind).toBe('firestore');
    const about = await post(app, '/api/public/firebase/getDocBySlug', {
      name: 'about',
      collection: 'pages',
      locale: 'fr',
    });
    expect(about.json().data.title).toBe('Qui sommes-nous');
    const manager = await signIn(app, MANAGER);
    const saved = await post(
      app,
      '/api/auth/firebase/saveDoc',
      { name: 'about', collection: 'pages', locale: 'fr', data: { title: 'À propos' }, revision: 1 },
      manager,
    );
    expect(saved.json().revision).toBe(2);
    const stale = await post(
      app,
      '/api/auth/firebase/saveDoc',
      { name: 'about', collection: 'pages', locale: 'fr', data: { title: 'Perdu' }, revision: 1 },
      manager,
    );
    expect(stale.statusCode).toBe(409);
  });
});
