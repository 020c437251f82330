import type { SeoParent, SeoRecord } from '@archive/contracts/seo/record-json-ld';
import type { NewsArticleJsonLdInput } from '@archive/contracts/seo/site-json-ld';
import { createContext, useContext } from 'react';

/**
 * The schema.org description of a page, as data: the server's renderer turns it into JSON-LD with
 * the contracts' builders (ssr/schema.ts), so those builders never ride in a browser bundle.
 */
export type PageSchema =
  | { kind: 'website'; name: string; logo?: string }
  | { kind: 'record'; record: SeoRecord; parents: readonly SeoParent[] }
  | ({ kind: 'news' } & Omit<NewsArticleJsonLdInput, 'publicUrl' | 'locale' | 'url'> & { path: string });

/**
 * What a page tells the server about itself for the document's <head>: title, description, image and
 * schema.org JSON-LD. The gateway adds what it owns (canonical URL, language alternates) and writes
 * the tags. In the browser pages keep setting `document.title` themselves; this is server only.
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** Absolute or site-relative URL of the page's image (a record's first image). */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: 'website' by default, 'article' for news. */
  type?: 'website' | 'article' | 'profile';
  jsonLd?: Record<string, unknown>[];
  /** schema.org data to write as JSON-LD (see PageSchema). */
  schema?: PageSchema[];
  /**
   * The page's lead picture (its largest paint), preloaded from the head with a high priority:
   * `href` as the `<img>`'s src, `srcSet` and `sizes` as its own, so the browser picks the same copy.
   */
  preloadImage?: PreloadImage;
}

export interface PreloadImage {
  href: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

export interface HeadCollector {
  head: PageHead;
  /** The configured absolute origin (links in JSON-LD); empty when the gateway has none. */
  publicUrl: string;
}

export interface PageHeadContextValue {
  publicUrl: string;
}

export const PageHeadContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's head during a server render (`build` runs only there, so its cost and its
 * imports never matter in the browser). The last call of a render wins field by field.
 */
export function usePageHead(build: (context: PageHeadContextValue) => PageHead | null | undefined): void {
  const collector = useContext(PageHeadContext);
  if (!collector) return;
  const head = build({ publicUrl: collector.publicUrl });
  if (head) Object.assign(collector.head, head);
}
