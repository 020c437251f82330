import { describe, expect, it } from 'vitest';
import { redirectTarget, sameOriginPath } from './safe-redirect';

describe('sameOriginPath', () => {
  it('keeps root-relative paths with query and hash', () => {
    expect(sameOriginPath('/settings')).toBe('/settings');
    expect(sameOriginPath('/cerca?tags=roma&filtro=a|b#results')).toBe('/cerca?tags=roma&filtro=a|b#results');
    expect(sameOriginPath('/en/search?tags=x')).toBe('/en/search?tags=x');
  });

  it.each([
    'https://evil.example/settings',
    '//evil.example/settings',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'settings',
    '',
    '/\t/evil.example',
    '/\n/evil.example',
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });

  it('resolves dot segments so they cannot climb out of the origin', () => {
    expect(sameOriginPath('/a/../../settings')).toBe('/settings');
  });
});

describe('redirectTarget', () => {
  it('answers the redirect query value the shell guard sets', () => {
    expect(redirectTarget({ redirect: '/settings' }, 'it')).toBe('/settings');
  });

  it('accepts `from` as well, and the first of repeated values', () => {
    expect(redirectTarget({ from: ['/esplora', '/news'] }, 'it')).toBe('/esplora');
  });

  it('falls back to home in the locale for unsafe values', () => {
    expect(redirectTarget({ redirect: 'https://evil.example' }, 'it')).toBe('/');
    expect(redirectTarget({ redirect: '//evil.example' }, 'en')).toBe('/en');
    expect(redirectTarget({}, 'fr')).toBe('/fr');
  });

  it('never sends the visitor back to the login or reset pages', () => {
    expect(redirectTarget({ redirect: '/login?redirect=/login' }, 'it')).toBe('/');
    expect(redirectTarget({ redirect: '/en/reset_password/abc' }, 'en')).toBe('/en');
  });
});
