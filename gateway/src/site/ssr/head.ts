import type { Locale } from '@archive/contracts/locales';
import { pickText } from '@archive/contracts/localised-text';
import type { RouteMatch } from '@archive/contracts/routes';
import { absoluteUrl, alternateLinks, canonicalUrl } from '@archive/contracts/seo/links';
import { headHtml } from '../head-html';
import type { PageHead, ShellState } from './render-page';

/**
 * The head of a server-rendered page: what the page said about itself (title, description, image,
 * JSON-LD: ui's usePageHead), and what the gateway owns: the site's name, the canonical URL and
 * the language alternates, from the route table and the configured origin only.
 */
export function pageHead(input: { head: PageHead; state: ShellState; publicUrl?: string }): string {
  const { head, state, publicUrl } = input;
  const lang = (state.locale ?? 'it') as Locale;
  const options = (state.siteOptions ?? {}) as { title?: unknown; description?: unknown };
  const siteName = pickText(options.title as Parameters<typeof pickText>[0], lang) || 'Archivio';
  const match = state.route as RouteMatch | undefined;
  const enabled = (state.enabledLocales as Locale[] | undefined) ?? [lang];
  return headHtml({
    lang,
    title: head.title && head.title !== siteName ? `${head.title} · ${siteName}` : siteName,
    // Every page has a description (search results quote it): the page's own, else the title.
    description: head.description || (head.title ? `${head.title} · ${siteName}` : siteName),
    canonical: match && publicUrl ? canonicalUrl(match, publicUrl) : undefined,
    alternates: match && publicUrl ? alternateLinks(match, enabled, publicUrl) : undefined,
    image: head.image && publicUrl ? absoluteUrl(head.image, publicUrl) : head.image,
    imageAlt: head.imageAlt,
    type: head.type,
    siteName,
    jsonLd: head.jsonLd,
    preloadImage: head.preloadImage,
  });
}
