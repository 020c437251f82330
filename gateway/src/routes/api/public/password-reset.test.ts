import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER, makeApp, post, SECRET, signIn, type TestApp } from '../../../content/test-app';
import { TokenSigner } from '../../../identity/tokens';
import { readEml } from '../../../mail/read-eml';

describe('POST /api/public/password-reset/request and /confirm', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let dataDir: string;
  const mails = () =>
    readdirSync(join(dataDir, 'outbox'))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readEml(readFileSync(join(dataDir, 'outbox', f), 'utf8')).text);
  const linkIn = (eml: string) => /https?:\/\/\S+\/reset_password\/(\S+)/.exec(eml);
  /** Mails go out after the answer: wait until `count` are in the outbox (or 3 s). */
  const mailsWhen = async (count: number) => {
    for (let i = 0; i < 150 && mails().length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return mails();
  };
  beforeAll(async () => {
    ({ app, close, dataDir } = await makeApp({
      PUBLIC_URL: 'https://archivio.example.org',
      FORMS_RATE_LIMIT_IP: '20',
    }));
  });
  afterAll(() => close());

  it('mails a link to /reset_password/{token} on PUBLIC_URL, and answers the same for unknown addresses', async () => {
    const res = await post(app, '/api/public/password-reset/request', { email: MANAGER.email, locale: 'en' });
    expect(res.statusCode).toBe(200);
    const unknown = await post(app, '/api/public/password-reset/request', {
      email: 'nobody@example.org',
      locale: 'en',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());
    const sent = await mailsWhen(1);
    expect(sent).toHaveLength(1);
    const first = readdirSync(join(dataDir, 'outbox')).find((f) => f.endsWith('.eml')) ?? '';
    expect(readEml(readFileSync(join(dataDir, 'outbox', first), 'utf8')).to).toBe('manager@example.org');
    expect(linkIn(sent[0] ?? '')?.[0]).toMatch(/^https:\/\/archivio\.example\.org\/en\/reset_password\//);
  });

  it('sets the new password once; the reused link gets a clear 400', async () => {
    await post(app, '/api/public/password-reset/request', { email: MANAGER.email, locale: 'it' });
    const token = linkIn((await mailsWhen(2)).at(-1) ?? '')?.[1] ?? '';
    const weak = await post(app, '/api/public/password-reset/confirm', {
      token,
      password: 'weak',
      locale: 'it',
    });
    expect(weak.json().code).toBe('PASSWORD_POLICY');
    const ok = await post(app, '/api/public/password-reset/confirm', {
      token,
      password: 'Ripristino1',
      confirmation: 'Ripristino1',
      locale: 'it',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: 'Password cambiata' });
    await signIn(app, { email: MANAGER.email, password: 'Ripristino1' });
    const again = await post(app, '/api/public/password-reset/confirm', {
      token,
      password: 'Altra-Pass1',
      locale: 'it',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'Il link per reimpostare la password non è valido o è scaduto',
      details: { reason: 'used' },
    });
  });

  it('refuses an expired token (older than 1 day) and a forged one', async () => {
    const user = await app.identity.users.findByEmail(MANAGER.email);
    const twoDaysAgo = new TokenSigner(SECRET, () => Math.floor(Date.now() / 1000) - 2 * 86400);
    const expired = twoDaysAgo.sign('reset', user?.id ?? '', 86400, { jti: 'old', v: user?.sessionVersion });
    const res = await post(app, '/api/public/password-reset/confirm', {
      token: expired,
      password: 'Ripristino2',
      locale: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      details: { reason: 'expired' },
      message: 'The password reset link is not valid or has expired',
    });
    const forged = new TokenSigner('another-secret-another-secret-another-secret').sign(
      'reset',
      user?.id ?? '',
      86400,
      { jti: 'x', v: 0 },
    );
    expect(
      (
        await post(app, '/api/public/password-reset/confirm', { token: forged, password: 'Ripristino2' })
      ).json().details.reason,
    ).toBe('invalid');
    // A session cookie is not a reset token either.
    const session = new TokenSigner(SECRET).sign('session', user?.id ?? '', 86400, {
      jti: 'y',
      v: user?.sessionVersion,
    });
    expect(
      (await post(app, '/api/public/password-reset/confirm', { token: session, password: 'Ripristino2' }))
        .statusCode,
    ).toBe(400);
  });

  it('an older link stops working once the password has changed', async () => {
    const before = mails().length;
    await post(app, '/api/public/password-reset/request', { email: MANAGER.email });
    await mailsWhen(before + 1);
    await post(app, '/api/public/password-reset/request', { email: MANAGER.email });
    const [older, newer] = (await mailsWhen(before + 2)).slice(-2).map((m) => linkIn(m)?.[1] ?? '');
    expect(
      (await post(app, '/api/public/password-reset/confirm', { token: newer, password: 'Ripristino3' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(app, '/api/public/password-reset/confirm', { token: older, password: 'Ripristino4' }))
        .statusCode,
    ).toBe(400);
  });

  it('validates the body and answers on the contract paths too', async () => {
    expect((await post(app, '/api/public/password-reset/request', { email: 'nope' })).statusCode).toBe(400);
    expect((await post(app, '/api/public/password/reset-request', { email: MANAGER.email })).statusCode).toBe(
      200,
    );
    expect(
      (
        await post(app, '/api/public/password/reset', {
          token: 'x'.repeat(20),
          password: 'Abcdef1',
          confirmation: 'Abcdef1',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers before the mail is sent: a known address takes no longer than an unknown one', async () => {
    // A mailer that never finishes: the answer must not wait for it (nor for the lookup and signing).
    const { app: slow, close: closeSlow } = await makeApp({ PUBLIC_URL: 'https://archivio.example.org' });
    let called = 0;
    slow.mail.send = () => {
      called += 1;
      return new Promise(() => {});
    };
    const res = await post(slow, '/api/public/password-reset/request', { email: MANAGER.email });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 50 && !called; i++) await new Promise((r) => setTimeout(r, 10));
    expect(called).toBe(1);
    // close() waits for mails on their way; this one never ends, so drop it from the race.
    slow.mail.send = async () => ({ id: '' });
    await Promise.race([closeSlow(), new Promise((r) => setTimeout(r, 200))]);
  });
});

describe('password-reset links never follow the Host header', () => {
  const outbox = (dir: string) => {
    try {
      return readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  const request = (app: TestApp, host: string) =>
    app.inject({
      method: 'POST',
      url: '/api/public/password-reset/request',
      payload: { email: MANAGER.email, locale: 'it' },
      headers: { host },
    });
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it('with PUBLIC_URL, a request naming Host: evil.example still gets a PUBLIC_URL link', async () => {
    const { app, close, dataDir } = await makeApp({ PUBLIC_URL: 'https://archivio.example.org' });
    expect((await request(app, 'evil.example')).statusCode).toBe(200);
    await settle();
    const [file] = outbox(dataDir);
    const eml = readEml(readFileSync(join(dataDir, 'outbox', file ?? ''), 'utf8')).text;
    expect(eml).toContain('https://archivio.example.org/reset_password/');
    expect(eml).not.toContain('evil.example');
    await close();
  });

  it('without PUBLIC_URL, only hosts in ALLOWED_HOSTS get a mail; others get the same answer and no link', async () => {
    const { app, close, dataDir } = await makeApp({ ALLOWED_HOSTS: 'archivio.example.org' });
    const evil = await request(app, 'evil.example');
    expect(evil.statusCode).toBe(200);
    await settle();
    expect(outbox(dataDir)).toHaveLength(0);
    const good = await request(app, 'archivio.example.org');
    expect(good.json()).toEqual(evil.json());
    await settle();
    const [file] = outbox(dataDir);
    expect(readEml(readFileSync(join(dataDir, 'outbox', file ?? ''), 'utf8')).text).toContain(
      'http://archivio.example.org/reset_password/',
    );
    await close();
  });
});
