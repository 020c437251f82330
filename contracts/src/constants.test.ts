import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants (spec section 9)', () => {
  it('keeps the reset token for exactly one day', () => {
    expect(c.RESET_TOKEN_TTL_SECONDS).toBe(86_400);
  });
  it('draws QR codes at 300 px with margin 2', () => {
    expect(c.QR_CODE).toEqual({ size: 300, margin: 2 });
  });
  it('allows at most 3 header links', () => {
    expect(c.HEADER_LINKS_MAX).toBe(3);
  });
  it('has the timing constants of the page loader', () => {
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(c.PROGRESS_BAR).toEqual({ throttleMs: 200, durationMs: 5000 });
    expect(c.FETCH_MIN_DELAY_MS).toBe(200);
    expect(c.COLLAPSE_ANIMATION_MS).toBe(300);
    expect(c.NUMBER_ANIMATION_MS).toBe(1000);
  });
  it('expires the analytics-disable cookie on 2099-12-31', () => {
    const expires = new Date(c.ANALYTICS_DISABLE_COOKIE.expires);
    expect(expires.getUTCFullYear()).toBe(2099);
    expect(expires.getUTCMonth()).toBe(11);
    expect(expires.getUTCDate()).toBe(31);
    expect(c.analyticsDisableCookieName('G-123')).toBe('ga-disable-G-123');
  });
  it('keeps the locale cookie a year, lax', () => {
    expect(c.LOCALE_COOKIE.maxAgeDays).toBe(365);
    expect(c.LOCALE_COOKIE.sameSite).toBe('lax');
    expect(c.LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
  });
  it('has the search defaults the catalogue relies on', () => {
    expect(c.SEARCH_DEFAULTS).toEqual({
      limit: 20,
      skip: 0,
      sort: { preferred_label: 1 },
      excludedTypeIds: [265],
    });
  });
  it('has the remaining limits', () => {
    expect(c.SHUFFLE_DEFAULT_COUNT).toBe(4);
    expect(c.MULTIPLE_EDITOR_LIMIT).toBe(100);
    expect(c.LAZY_LOAD).toEqual({ preload: 1.3, attempts: 1 });
    expect(c.FONT_WEIGHTS).toEqual([200, 400, 500, 600]);
    expect(c.COLOUR_SHADE_OFFSET).toBe(60);
    expect(c.PLACEHOLDER_IMAGE_SIZE).toEqual({ width: 300, height: 200 });
    expect(c.DEFAULT_EXPIRE_DATE).toBe('19/09/2020');
    expect(c.SCORE_BANDS).toEqual([0.8, 1.2, 1.6, 2]);
  });
});
