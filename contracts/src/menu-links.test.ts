import { describe, expect, it } from 'vitest';
import { isRouteRef, resolveMenuPath } from './menu-links';
import { menuPathSchema, routeRefSchema } from './menu-links-schema';

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
    expect(resolveMenuPath('/\\evil.example')).toBeUndefined();
    expect(resolveMenuPath('/\t/evil.example')).toBeUndefined();
    expect(resolveMenuPath(' //evil.example')).toBeUndefined();
    expect(resolveMenuPath('https:/evil.example')).toBeUndefined();
    expect(resolveMenuPath('{not json')).toBeUndefined();
    expect(resolveMenuPath('{"name":"nope"}')).toBeUndefined();
    expect(resolveMenuPath('{"name":"notFound"}')).toBeUndefined();
    expect(resolveMenuPath('{"name":"newsItem"}')).toBeUndefined();
    expect(resolveMenuPath(null)).toBeUndefined();
    expect(resolveMenuPath('chi-siamo')).toBeUndefined();
  });
});

describe('menuPathSchema', () => {
  it('saves routes, site paths and external links, and refuses links to other sites as paths', () => {
    for (const ok of ['{"name":"newsList___it"}', '/chi-siamo', 'https://example.org', 'tel:+39055'])
      expect(menuPathSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['/\\evil.example', '//evil.example', 'javascript:alert(1)', 'chi-siamo'])
      expect(menuPathSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('isRouteRef', () => {
  // The browser's zod-free check must accept exactly what the schema accepts.
  const samples: unknown[] = [
    { name: 'search' },
    { name: 'pathsItem', params: { slug: 'guerra' } },
    { name: 'newsList___it', params: {} },
    { name: '' },
    { name: 3 },
    {},
    { name: 'search', params: { slug: 2 } },
    { name: 'search', params: null },
    { name: 'search', params: ['a'] },
    { name: 'search', extra: true },
    [],
    null,
    'search',
    42,
  ];
  it.each(samples.map((s) => [JSON.stringify(s), s]))(
    'agrees with routeRefSchema on %s',
    (_label, sample) => {
      expect(isRouteRef(sample)).toBe(routeRefSchema.safeParse(sample).success);
    },
  );
});
