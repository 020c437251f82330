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

  it("answers 'Errore nel cambio password' for a wrong current password", async () => {
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
      code: 'PASSWORD_CHANGE_FAILED',
      message: 'Errore nel cambio password',
    });
  });

  it('applies the policy from the site options and checks the confirmation', async () => {
    const who = await addUser(app, 'viewer', 'policy@example.org');
    const b = await signIn(app, who);
    const weak = await post(app, url, { password: 'short', confirmation: 'short', locale: 'en' }, b);
    expect(weak.json()).toMatchObject({
      code: 'PASSWORD_POLICY',
      message: expect.stringContaining('at least 6 characters'),
    });
    const mismatch = await post(
      app,
      url,
      { password: 'NuovaPass1', confirmation: 'NuovaPass2', locale: 'it' },
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
      { password: 'NuovaPass1', confirmation: 'NuovaPass1', locale: 'it' },
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
