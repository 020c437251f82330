import type { Locale } from '../locales';
import { buildUrl } from '../routes';
import { absoluteUrl } from './links';
import type { JsonLd } from './record-json-ld';
import { isoDate, plainText } from './record-json-ld';

/** schema.org JSON-LD of the site itself (home) and of content documents (news). */

export interface WebSiteJsonLdInput {
  name: string;
  locale: Locale;
  publicUrl: string;
  /** Site logo (the site options' logo url), made absolute. */
  logo?: string | undefined;
}

/** WebSite with a SearchAction: search engines may offer a search box that lands on /cerca?tags=. */
export function websiteJsonLd(input: WebSiteJsonLdInput): JsonLd {
  const { locale, publicUrl } = input;
  const home = absoluteUrl(buildUrl('home', {}, locale), publicUrl);
  // The search page reads `tags` (spec section 2); the placeholder must stay unescaped braces.
  const search = `${absoluteUrl(buildUrl('search', {}, locale), publicUrl)}?tags={search_term_string}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: input.name,
    inLanguage: locale,
    ...(input.logo
      ? { publisher: { '@type': 'Organization', name: input.name, logo: absoluteUrl(input.logo, publicUrl) } }
      : {}),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: search },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface NewsArticleJsonLdInput {
  /** Absolute URL of the news page. */
  url: string;
  title: string;
  locale: Locale;
  publicUrl: string;
  /** Publication date set by the editor, epoch seconds. */
  date?: number | undefined;
  /** Last save, ISO 8601 (the document's updatedAt). */
  updatedAt?: string | undefined;
  summary?: string | undefined;
  cover?: string | undefined;
  /** Publisher: the site's title. */
  siteName: string;
  siteLogo?: string | undefined;
}

/** NewsArticle of a news document. */
export function newsArticleJsonLd(input: NewsArticleJsonLdInput): JsonLd {
  const published = isoDate(input.date) ?? input.updatedAt;
  const description = input.summary ? plainText(input.summary) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': `${input.url}#article`,
    mainEntityOfPage: input.url,
    url: input.url,
    headline: input.title,
    inLanguage: input.locale,
    ...(description ? { description } : {}),
    ...(input.cover ? { image: [absoluteUrl(input.cover, input.publicUrl)] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(input.updatedAt ? { dateModified: input.updatedAt } : {}),
    publisher: {
      '@type': 'Organization',
      name: input.siteName,
      ...(input.siteLogo ? { logo: absoluteUrl(input.siteLogo, input.publicUrl) } : {}),
    },
  };
}
