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
  const csp = async () =>
    (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;

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

  it("adds Google's gtag path, and only that, once the site options name an analytics id", async () => {
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
    expect(directive(await csp(), 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com/gtag/",
    );
    await save('', saved.json().revision);
    expect(directive(await csp(), 'script-src')).toBe("script-src 'self'");
  });
});
