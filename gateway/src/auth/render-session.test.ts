import { levelFromRoles } from '@archive/contracts/access';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, type Browser, MANAGER, makeApp, signIn, type TestApp } from '../content/test-app';
import { SESSION_COOKIE } from './cookies';
import { injectWithSession, type RenderSession } from './render-session';

/**
 * A server render hands the session its page request resolved to its own API calls (issue 22).
 * What must hold: those calls answer as the visitor without resolving the session again, and the
 * hand-over never gives any request more than its own cookie: not a call with another cookie or
 * none, not a request from outside whatever headers it sends, not a POST without the right token.
 */
describe('the session handed to a render’s API calls', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  let admin: Browser;
  let handed: () => Promise<RenderSession>;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    manager = await signIn(app, MANAGER);
    admin = await signIn(app, ADMIN);
    handed = async () => {
      const user = await app.identity.users.get(manager.uid);
      if (!user) throw new Error('no manager');
      const cookie = /oa_session=([^;]+)/.exec(manager.cookie)?.[1] ?? '';
      return { cookie, session: { uid: user.id, user, level: levelFromRoles(user.roles), cookie } };
    };
  });
  afterAll(() => close());

  const profile = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/auth/profile', headers });
  /** The profile as a render's call asks for it (transport.ts). */
  const renderProfile = (render: RenderSession, headers: Record<string, string>) =>
    injectWithSession(app, render, { method: 'GET', url: '/api/auth/profile', headers });

  it('answers the render’s calls as the visitor, without resolving the session again', async () => {
    const verify = vi.spyOn(app.identity.provider, 'verifySessionCookie');
    try {
      const render = await handed();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => renderProfile(render, manager.headers)),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().email).toBe(MANAGER.email);
      }
      expect(verify).not.toHaveBeenCalled();
      // The same call outside a render resolves its session as always.
      expect((await profile(manager.headers)).json().email).toBe(MANAGER.email);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('gives a call with another cookie, or none, only what its own cookie gives', async () => {
    const render = await handed();
    const [anonymous, other, madeUp] = await Promise.all([
      renderProfile(render, { 'x-csrf-token': manager.csrf }),
      renderProfile(render, admin.headers),
      renderProfile(render, { cookie: `${SESSION_COOKIE}=made.up`, 'x-csrf-token': manager.csrf }),
    ]);
    expect(anonymous.statusCode).toBe(401);
    expect(other.json().email).toBe(ADMIN.email);
    expect(madeUp.statusCode).toBe(401);
  });

  it('ignores anything a request from outside sends while renders are running', async () => {
    const render = await handed();
    const forged = {
      'x-csrf-token': manager.csrf,
      'x-render-session': render.cookie,
      'x-forwarded-for': '127.0.0.1',
      session: JSON.stringify(render.session),
    };
    // Outside requests interleaved with a render's calls, on the same process and event loop.
    const [outside, inside] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => profile(forged))),
      Promise.all(Array.from({ length: 6 }, () => renderProfile(render, manager.headers))),
    ]);
    for (const answer of outside) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('SESSION_REQUIRED');
    }
    for (const answer of inside) expect(answer.json().email).toBe(MANAGER.email);
  });

  it('still refuses a state change without the session’s CSRF token inside a render', async () => {
    const render = await handed();
    const post = (token: string) =>
      injectWithSession(app, render, {
        method: 'POST',
        url: '/api/auth/firebase/getDocs',
        payload: { collection: 'news', locale: 'it' },
        headers: { cookie: manager.cookie, 'x-csrf-token': token },
      });
    const wrong = await post('A'.repeat(manager.csrf.length));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF');
    expect((await post(manager.csrf)).statusCode).toBe(200);
    // The token the render computed once is its own session's: another session's is still refused.
    expect((await post(admin.csrf)).json().code).toBe('CSRF');
  });
});
