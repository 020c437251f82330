import type { Locale } from '@archive/contracts/locales';
import type { AlternateLink } from '@archive/contracts/seo/links';
import type { JsonLd } from '@archive/contracts/seo/record-json-ld';
import { serializeJsonLd } from '@archive/contracts/seo/serialize';

/**
 * The head tags of a server-rendered page: title, description, canonical and hreflang links, Open
 * Graph and Twitter card (link previews), JSON-LD. Every value is escaped here; URLs are expected
 * absolute (canonicalUrl, alternateLinks and absoluteUrl of contracts/seo build them).
 */
export interface HeadDescription {
  lang: Locale;
  title: string;
  description?: string | undefined;
  canonical?: string | undefined;
  alternates?: readonly AlternateLink[] | undefined;
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** Open Graph type: 'website' (default), 'article' (news), 'profile'... */
  type?: string | undefined;
  /** The site's title (og:site_name). */
  siteName?: string | undefined;
  jsonLd?: readonly JsonLd[] | undefined;
  /** The page's lead picture (its largest paint): `<img>` src, srcset and sizes as the page has them. */
  preloadImage?: { href: string; srcSet?: string | undefined; sizes?: string | undefined } | undefined;
}

/**
 * First in the head, before the inline styles and the font preloads: the lead picture is asked for
 * with the page's first requests, at the image's high priority, and the browser picks the same copy
 * from the same srcset and sizes as the `<img>` (which keeps its own fetchpriority). Site-relative
 * or http(s) addresses only.
 */
function preloadImageLink(image: HeadDescription['preloadImage']): string {
  if (!image?.href || !/^(\/(?!\/)|https?:\/\/)/i.test(image.href)) return '';
  const srcset = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '';
  const sizes = image.srcSet && image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${srcset}${sizes} fetchpriority="high">`;
}

/** Open Graph wants language_TERRITORY. */
const OG_LOCALE: Record<Locale, string> = {
  it: 'it_IT',
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
  hr: 'hr_HR',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** One line of text: editors' descriptions may carry line breaks and runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const meta = (key: 'name' | 'property', name: string, content: string | undefined) =>
  content ? `<meta ${key}="${name}" content="${escapeHtml(oneLine(content))}">` : '';

export function headHtml(head: HeadDescription): string {
  const title = oneLine(head.title);
  const description = head.description ? oneLine(head.description) : undefined;
  const alternates = head.alternates ?? [];
  const ogAlternates = alternates
    .flatMap((a) => (a.hreflang !== 'x-default' && a.hreflang !== head.lang ? [OG_LOCALE[a.hreflang]] : []))
    .map((locale) => meta('property', 'og:locale:alternate', locale));
  return [
    preloadImageLink(head.preloadImage),
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`,
    ),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    ...ogAlternates,
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.image ? head.imageAlt : undefined),
    // A large preview only when there is a picture to show.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.image ? head.imageAlt : undefined),
    ...(head.jsonLd ?? []).map((ld) => `<script type="application/ld+json">${serializeJsonLd(ld)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}
