import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../content/test-app';
import { backPath, consentCookies } from './consent-form';

// Issue 26: the cookie bar's choice as a form post (a press before the page's code has started, or
// without JavaScript): the same cookies the bar writes, 303 back to the page; never from another site.
describe('POST /cookie-consent', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
  });
  afterAll(() => close());

  const send = (body: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    app.inject({
      method: 'POST',
      url: '/cookie-consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost', ...headers },
      payload: body,
    });
  const cookies = (res: Awaited<ReturnType<typeof send>>) => {
    const list = res.headers['set-cookie'];
    return (Array.isArray(list) ? list : list ? [list] : []).map((c) => c.split(';')[0]);
  };

  it('declined: the consent, its day and the analytics-disable cookie, then back to the page', async () => {
    const res = await send('consent=declined&back=%2Fcerca%3Ftags%3Dlettera');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cerca?tags=lettera');
    expect(res.headers['cache-control']).toBe('no-store');
    const set = cookies(res);
    expect(set).toContain('oa_consent=declined');
    expect(set.find((c) => c?.startsWith('oa_consent_at='))).toMatch(/^oa_consent_at=\d{4}-\d{2}-\d{2}$/);
    expect(set).toContain('oa_analytics_disabled=true');
  });

  it('accepted (Origin of the site itself): consent all, an earlier decline removed', async () => {
    const res = await send('consent=all&back=%2Fen%2Fexplore', { origin: 'http://localhost' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en/explore');
    const set = cookies(res);
    expect(set).toContain('oa_consent=all');
    expect(set).toContain('oa_analytics_disabled=');
    expect(
      (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('oa_analytics_disabled=')),
    ).toContain('Max-Age=0');
  });

  it('refuses a post from another site, or one that does not say where it comes from', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {} as Record<string, string>,
    ]) {
      const res = await send('consent=all&back=%2F', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 400 to another choice and goes home instead of to another site', async () => {
    expect((await send('consent=maybe&back=%2F')).statusCode).toBe(400);
    expect((await send('back=%2F')).statusCode).toBe(400);
    for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'cerca', '/a b'])
      expect((await send(`consent=all&back=${encodeURIComponent(back)}`)).headers.location, back).toBe('/');
    // Prototype-named and oversized fields change nothing.
    expect((await send('consent=all&__proto__=x&constructor=y&back=%2F')).statusCode).toBe(303);
    expect((await send(`consent=all&back=${'a'.repeat(5000)}`)).statusCode).toBe(413);
  });
});

describe('consent cookies', () => {
  it("write the analytics id's own disable cookie, and Secure on https", () => {
    const declined = consentCookies('declined', {
      analyticsId: 'G-TEST123',
      secure: true,
      today: new Date('2026-11-27T10:00:00Z'),
    });
    expect(declined).toContain('oa_consent_at=2026-11-27; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(declined).toContain(
      'ga-disable-G-TEST123=true; Expires=Thu, 31 Dec 2099 23:59:59 GMT; Path=/; SameSite=Lax; Secure',
    );
    const accepted = consentCookies('all', { analyticsId: 'G-TEST123', secure: false });
    expect(accepted).toContain('ga-disable-G-TEST123=; Max-Age=0; Path=/; SameSite=Lax');
    expect(accepted.every((c) => !c.includes('Secure'))).toBe(true);
  });

  it('go back only to a path of this site', () => {
    expect(backPath('/record/ca_objects/12/lettera?x=1#y')).toBe('/record/ca_objects/12/lettera?x=1#y');
    expect(backPath(undefined)).toBe('/');
    expect(backPath('//evil.example')).toBe('/');
  });
});
