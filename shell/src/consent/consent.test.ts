// @vitest-environment jsdom
// jsdom: it does not fetch the analytics script the last test adds (happy-dom tries, and logs a refusal).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAnalyticsIfConsented, readConsent, removeConsent, saveConsent } from './consent';

// What the cookie bar writes for each decision (spec sections 2, 4 and 9).
describe('cookie consent', () => {
  let writes: string[];
  beforeEach(() => {
    writes = [];
    const jar = new Map<string, string>();
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      const [pair = ''] = value.split(';');
      const [name = '', ...rest] = pair.split('=');
      jar.set(name.trim(), rest.join('='));
    });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() =>
      [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    );
    localStorage.clear();
  });

  it('declining sets the analytics-disable cookies expiring 2099-12-31', () => {
    saveConsent('declined', 'G-TEST123');
    expect(readConsent()).toBe('declined');
    const disable = writes.find((w) => w.startsWith('oa_analytics_disabled=true'));
    expect(disable).toContain('expires=Thu, 31 Dec 2099');
    expect(writes.find((w) => w.startsWith('ga-disable-G-TEST123=true'))).toContain('2099');
    expect(localStorage.getItem('oa_analytics')).toBeNull();
  });

  it('accepting records the choice and the local analytics flag, without a disable cookie', () => {
    saveConsent('all');
    expect(readConsent()).toBe('all');
    expect(localStorage.getItem('oa_analytics')).toBe('1');
    // Only expiries of an earlier decline's cookie (issue 26), never one set.
    expect(writes.some((w) => w.startsWith('oa_analytics_disabled=true'))).toBe(false);
    expect(
      writes.filter((w) => w.startsWith('oa_analytics_disabled')).every((w) => w.includes('max-age=0')),
    ).toBe(true);
  });

  it('writes the consent cookie with SameSite=Lax for a year', () => {
    saveConsent('necessary');
    const consent = writes.find((w) => w.startsWith('oa_consent=necessary'));
    expect(consent).toContain('max-age=31536000');
    expect(consent).toContain('SameSite=Lax');
  });

  it('withdrawing ("removed") expires the consent, analytics and disable cookies and drops the flag', () => {
    saveConsent('all');
    removeConsent('G-TEST123');
    expect(readConsent()).toBe('removed');
    expect(localStorage.getItem('oa_analytics')).toBeNull();
    for (const name of ['oa_analytics_disabled', 'ga-disable-G-TEST123'])
      expect(writes.some((w) => w.startsWith(`${name}=;`) && w.includes('max-age=0'))).toBe(true);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true);
  });

  it('loads no analytics for an "all" given before the expire day once it has come (issue 24)', () => {
    saveConsent('all');
    // biome-ignore lint/suspicious/noDocumentCookie: the choice dated as made long ago
    document.cookie = 'oa_consent_at=2021-01-01; path=/';
    expect(readConsent(undefined, '01/06/2023')).toBeUndefined();
    expect(loadAnalyticsIfConsented('G-TEST123', '01/06/2023')).toBe(false);
    expect(readConsent(undefined, '19/09/2020')).toBe('all');
  });

  it('loads the analytics script at page start only with consent "all" and an id, once', () => {
    const tags = () => [...document.querySelectorAll('script[src*="googletagmanager"]')];
    expect(loadAnalyticsIfConsented('G-TEST123')).toBe(false);
    saveConsent('necessary');
    expect(loadAnalyticsIfConsented('G-TEST123')).toBe(false);
    saveConsent('all');
    expect(loadAnalyticsIfConsented(undefined)).toBe(false);
    expect(tags()).toHaveLength(0);
    expect(loadAnalyticsIfConsented('G-TEST123')).toBe(true);
    expect(loadAnalyticsIfConsented('G-TEST123')).toBe(false);
    expect(tags().map((t) => t.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ]);
  });
});
