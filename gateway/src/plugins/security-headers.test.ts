import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER, makeApp, post, signIn, type TestApp } from '../content/test-app';

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
  });
  afterAll(() => close());
  const csp = async (cookie?: string) =>
    (await app.inject({ method: 'GET', url: '/api/health', headers: cookie ? { cookie } : {} })).headers[
      'content-security-policy'
    ] as string;

  it('allows scripts from the site alone while no analytics id is set', async () => {
    const policy = await csp();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('googletagmanager');
    expect(directive(policy, 'script-src-attr')).toBe("script-src-attr 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('frames only the video hosts, in frame-src and child-src', async () => {
    const policy = await csp();
    for (const name of ['frame-src', 'child-src']) {
      const value = directive(policy, name);
      expect(value).toContain('https://www.youtube-nocookie.com');
      expect(value).not.toContain("'self'");
      expect(value).not.toContain('googletagmanager');
    }
  });

  it('allows no third-party script host to a visitor who accepted analytics while no id is set', async () => {
    expect(directive(await csp('oa_consent=all'), 'script-src')).toBe("script-src 'self'");
  });

  it("adds Google's gtag path, and only that, with an analytics id and the visitor's consent", async () => {
    const manager = await signIn(app, MANAGER);
    const options = (
      await post(app, '/api/public/firebase/getDocBySlug', { collection: 'options', name: 'site' })
    ).json();
    const save = (analyticsID: string, revision: number) =>
      post(
        app,
        '/api/auth/firebase/saveDoc',
        {
          collection: 'options',
          name: 'site',
          locale: 'it',
          data: { ...options.data, analyticsID },
          revision,
        },
        manager,
      );
    const saved = await save('G-TEST1234', options.revision);
    expect(saved.statusCode).toBe(200);
    const withGtag = "script-src 'self' https://www.googletagmanager.com/gtag/";
    expect(directive(await csp('oa_consent=all'), 'script-src')).toBe(withGtag);
    expect(directive(await csp('oa_locale=en; oa_consent=all'), 'script-src')).toBe(withGtag);
    // Not (yet) consented: never asked, necessary only, declined, withdrawn, or an odd value.
    for (const cookie of [
      undefined,
      'oa_consent=necessary',
      'oa_consent=declined',
      'oa_consent=removed',
      'oa_consent=ALL',
      'oa_consent_x=all',
    ]) {
      const policy = await csp(cookie);
      expect(directive(policy, 'script-src'), String(cookie)).toBe("script-src 'self'");
      expect(policy, String(cookie)).not.toContain('googletagmanager');
    }
    await save('', saved.json().revision);
    expect(directive(await csp('oa_consent=all'), 'script-src')).toBe("script-src 'self'");
  });

  it("drops Google's host for a consent given before the site's expire day once it has come (issue 24)", async () => {
    const options = (await app.content.get('options', 'site', 'it')) ?? { data: {}, revision: 0 };
    const saved = await app.content.save({
      collection: 'options',
      name: 'site',
      locale: 'it',
      data: { ...options.data, analyticsID: 'G-TEST1234', expire: '01/06/2023' },
      revision: options.revision,
    });
    try {
      const withGtag = "script-src 'self' https://www.googletagmanager.com/gtag/";
      expect(directive(await csp('oa_consent=all; oa_consent_at=2021-03-01'), 'script-src')).toBe(
        "script-src 'self'",
      );
      expect(directive(await csp('oa_consent=all'), 'script-src')).toBe("script-src 'self'");
      expect(directive(await csp('oa_consent=all; oa_consent_at=2023-06-01'), 'script-src')).toBe(withGtag);
    } finally {
      await app.content.save({
        collection: 'options',
        name: 'site',
        locale: 'it',
        data: { ...options.data },
        revision: saved.revision,
      });
    }
  });
});
