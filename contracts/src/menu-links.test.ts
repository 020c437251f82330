import { describe, expect, it } from 'vitest';
import { resolveMenuPath } from './menu-links';

describe('resolveMenuPath', () => {
  it('resolves route JSON with or without the locale suffix', () => {
    expect(resolveMenuPath('{"name":"newsList___it"}', 'en')).toEqual({ href: '/en/news', external: false });
    expect(resolveMenuPath('{"name":"pathsItem","params":{"slug":"guerra"}}')).toEqual({
      href: '/percorsi/guerra',
      external: false,
    });
    expect(resolveMenuPath({ name: 'search' }, 'fr')).toEqual({ href: '/fr/recherche', external: false });
  });
  it('passes through site paths and external URLs', () => {
    expect(resolveMenuPath('/chi-siamo')).toEqual({ href: '/chi-siamo', external: false });
    expect(resolveMenuPath('https://example.org')).toEqual({ href: 'https://example.org', external: true });
    expect(resolveMenuPath('mailto:info@example.org')?.external).toBe(true);
  });
  it('refuses unsafe or broken entries', () => {
    expect(resolveMenuPath('javascript:alert(1)')).toBeUndefined();
    expect(resolveMenuPath('//evil.example')).toBeUndefined();
    expect(resolveMenuPath('{not json')).toBeUndefined();
    expect(resolveMenuPath('{"name":"nope"}')).toBeUndefined();
    expect(resolveMenuPath('{"name":"notFound"}')).toBeUndefined();
    expect(resolveMenuPath('{"name":"newsItem"}')).toBeUndefined();
    expect(resolveMenuPath(null)).toBeUndefined();
    expect(resolveMenuPath('chi-siamo')).toBeUndefined();
  });
});
