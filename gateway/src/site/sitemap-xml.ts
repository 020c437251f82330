import type { AlternateLink } from '@archive/contracts/seo/links';

/**
 * Sitemap protocol text (sitemaps.org 0.9, with xhtml:link alternates as search engines read them).
 * Values are XML-escaped; URLs are expected absolute and already percent-encoded.
 */

export interface SitemapEntry {
  loc: string;
  /** W3C datetime (ISO 8601); left out when unknown. */
  lastmod?: string | undefined;
  alternates?: readonly AlternateLink[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlEscape = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlXml(entry: SitemapEntry): string {
  let xml = `<url><loc>${xmlEscape(entry.loc)}</loc>`;
  if (entry.lastmod) xml += `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>`;
  for (const link of entry.alternates ?? [])
    xml += `<xhtml:link rel="alternate" hreflang="${xmlEscape(link.hreflang)}" href="${xmlEscape(link.href)}"/>`;
  return `${xml}</url>\n`;
}

export const URLSET_OPEN = `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export function urlsetXml(entries: Iterable<SitemapEntry>): string {
  const parts = [URLSET_OPEN];
  for (const entry of entries) parts.push(urlXml(entry));
  parts.push(URLSET_CLOSE);
  return parts.join('');
}

export function sitemapIndexXml(files: Iterable<{ loc: string; lastmod?: string | undefined }>): string {
  const parts = [`${HEAD}<sitemapindex xmlns="${NS}">\n`];
  for (const file of files) {
    const lastmod = file.lastmod ? `<lastmod>${xmlEscape(file.lastmod)}</lastmod>` : '';
    parts.push(`<sitemap><loc>${xmlEscape(file.loc)}</loc>${lastmod}</sitemap>\n`);
  }
  parts.push('</sitemapindex>\n');
  return parts.join('');
}
