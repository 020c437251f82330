import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, get, makeApp, post, signIn, type TestApp } from '../../../../content/test-app';

describe('POST /api/auth/ca/changePassword', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  const url = '/api/auth/ca/changePassword';
  beforeAll(async () => {
    ({ app, close } = await makeApp());
  });
  afterAll(() => close());

  it("changes the password ('Password cambiata'), keeps this session and ends the others", async () => {
    const who = await addUser(app, 'viewer', 'cambio@example.org');
    const here = await signIn(app, who);
    const elsewhere = await signIn(app, who);
    const res = await post(
      app,
      url,
      { currentPassword: who.password, password: 'NuovaPass1', confirmation: 'NuovaPass1', locale: 'it' },
      here,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Password cambiata' });
    // This browser got a fresh session cookie on the answer.
    const fresh = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('oa_session='));
    expect(fresh).toBeDefined();
    expect((await get(app, '/api/auth/profile', elsewhere)).statusCode).toBe(401);
    await expect(signIn(app, who)).rejects.toThrow(/401/);
    await signIn(app, { email: who.email, password: 'NuovaPass1' });
  });

  it("refuses a wrong current password: 'Errore nel cambio password: …' in Italian, translated in English", async () => {
    const who = await addUser(app, 'viewer', 'sbaglio@example.org');
    const b = await signIn(app, who);
    const res = await post(
      app,
      url,
      { currentPassword: 'wrong', password: 'NuovaPass1', confirmation: 'NuovaPass1', locale: 'it' },
      b,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'Errore nel cambio password: la password attuale non è corretta',
    });
    const en = await post(
      app,
      url,
      { currentPassword: 'wrong', password: 'NuovaPass1', confirmation: 'NuovaPass1', locale: 'en' },
      b,
    );
    expect(en.json().message).toBe('Error while changing the password: the current password is not correct');
    // Nothing changed: the old password still signs in.
    await signIn(app, who);
  });

  it('a stolen session alone cannot set a password: the current one is required', async () => {
    const who = await addUser(app, 'viewer', 'rubata@example.org');
    const b = await signIn(app, who);
    const res = await post(app, url, { password: 'NuovaPass1', confirmation: 'NuovaPass1', locale: 'it' }, b);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().details).toEqual([{ field: 'body.currentPassword', message: 'Campo obbligatorio' }]);
    await signIn(app, who);
  });

  it('guessing the current password is throttled like the login', async () => {
    const { app: strict, close: closeStrict } = await makeApp({ LOGIN_RATE_LIMIT_ACCOUNT: '2' });
    const who = await addUser(strict, 'viewer', 'indovina@example.org');
    const b = await signIn(strict, who);
    const guess = (currentPassword: string) =>
      post(strict, url, { currentPassword, password: 'NuovaPass1', confirmation: 'NuovaPass1' }, b);
    expect((await guess('g1')).statusCode).toBe(400);
    expect((await guess('g2')).statusCode).toBe(400);
    expect((await guess('g3')).statusCode).toBe(429);
    await closeStrict();
  });

  it('applies the policy from the site options and checks the confirmation', async () => {
    const who = await addUser(app, 'viewer', 'policy@example.org');
    const b = await signIn(app, who);
    const current = { currentPassword: who.password };
    const weak = await post(
      app,
      url,
      { ...current, password: 'short', confirmation: 'short', locale: 'en' },
      b,
    );
    expect(weak.json()).toMatchObject({
      code: 'PASSWORD_POLICY',
      message: expect.stringContaining('at least 6 characters'),
    });
    const mismatch = await post(
      app,
      url,
      { ...current, password: 'NuovaPass1', confirmation: 'NuovaPass2', locale: 'it' },
      b,
    );
    expect(mismatch.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: 'Le password non corrispondono',
    });
    // A stricter pattern saved by an admin applies at once.
    const opts = await app.content.get('options', 'site', 'it');
    await app.content.save({
      collection: 'options',
      name: 'site',
      locale: 'it',
      revision: opts?.revision,
      data: { ...opts?.data, password: { pattern: '^.{12,}$', messages: { it: 'Almeno 12 caratteri' } } },
    });
    const strict = await post(
      app,
      url,
      { ...current, password: 'NuovaPass1', confirmation: 'NuovaPass1', locale: 'it' },
      b,
    );
    expect(strict.json()).toMatchObject({ code: 'PASSWORD_POLICY', message: 'Almeno 12 caratteri' });
  });

  it('needs a session', async () => {
    expect((await post(app, url, { password: 'NuovaPass1', confirmation: 'NuovaPass1' })).statusCode).toBe(
      401,
    );
  });
});
