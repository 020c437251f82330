import { describe, expect, it } from 'vitest';
import { isExternalHttpUrl, isSafeLink, isSitePath, safeLinkHref } from './safe-links';

// Each of these opens another site (or runs script) when a browser follows it from our pages.
const OFF_SITE = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/\u2028/evil.example',
  '/x\\..\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://',
  'http:///evil.example',
  'ftp://evil.example',
  'evil.example',
  'chi-siamo',
  '',
];

describe('site paths and external links', () => {
  it('accepts site paths and absolute http(s) URLs', () => {
    for (const path of ['/', '/chi-siamo', '/en/news/prima?x=1#a', '/cerca?tags=%22roma%22'])
      expect(isSitePath(path), path).toBe(true);
    for (const url of ['https://example.org', 'http://example.org/a?b=c#d', 'HTTPS://EXAMPLE.ORG/x'])
      expect(isExternalHttpUrl(url), url).toBe(true);
  });
  it.each(OFF_SITE.map((v) => [JSON.stringify(v), v]))('refuses %s', (_label, value) => {
    expect(isSafeLink(value)).toBe(false);
    expect(safeLinkHref(value)).toBeUndefined();
  });
  it('draws a stored link trimmed, and nothing for anything else', () => {
    expect(safeLinkHref(' /chi-siamo ')).toBe('/chi-siamo');
    expect(safeLinkHref('https://example.org')).toBe('https://example.org');
    expect(safeLinkHref(undefined)).toBeUndefined();
    expect(safeLinkHref(42)).toBeUndefined();
  });
});
