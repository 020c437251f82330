import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Browser, makeApp, post, signIn, type TestApp } from '../../../../content/test-app';

describe('POST /api/auth/ca/upsert', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let admin: Browser;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    admin = await signIn(app, ADMIN);
  });
  afterAll(() => close());

  it('answers 404 for an edit of an unknown user id and creates nothing', async () => {
    const before = (await app.identity.users.list()).length;
    const res = await post(
      app,
      '/api/auth/ca/upsert',
      {
        id: 'no-such-user',
        name: 'Fantasma',
        surname: 'Utente',
        email: 'fantasma@example.org',
        role: 'admin',
        password: 'Fantasma-1',
        locale: 'it',
      },
      admin,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La pagina non è disponibile' });
    expect(await app.identity.users.list()).toHaveLength(before);
    expect(await app.identity.users.findByEmail('fantasma@example.org')).toBeUndefined();
  });

  it('creates an account with only email, password and role; the list names it by nothing but its email', async () => {
    const res = await post(
      app,
      '/api/auth/ca/upsert',
      { email: 'banco@example.org', role: 'operatoriRole', password: 'Banco-Prestiti-1', locale: 'it' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/auth/ca/getUserList', headers: admin.headers });
    const row = (list.json() as { data: { email: string; name: string; surname: string }[] }).data.find(
      (u) => u.email === 'banco@example.org',
    );
    expect(row).toMatchObject({ name: '', surname: '' });
  });
});
