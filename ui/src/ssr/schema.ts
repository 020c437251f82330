import type { Locale } from '@archive/contracts/locales';
import { absoluteUrl } from '@archive/contracts/seo/links';
import {
  recordBreadcrumbJsonLd,
  recordDescription,
  recordImage,
  recordJsonLd,
} from '@archive/contracts/seo/record-json-ld';
import { newsArticleJsonLd, websiteJsonLd } from '@archive/contracts/seo/site-json-ld';
import type { PageHead, PageSchema } from './page-head';

/**
 * Server only: a page's schema.org data (usePageHead's `schema`) as JSON-LD, with the contracts'
 * builders; a record also lends the head its description and image when the page gave none.
 * Without a public origin no absolute URL can be made, so no JSON-LD is written.
 */
export function completeHead(head: PageHead, locale: Locale, publicUrl: string): PageHead {
  if (!head.schema?.length) return head;
  const { schema, ...rest } = head;
  const done: PageHead = { ...rest };
  const jsonLd = [...(head.jsonLd ?? [])];
  for (const item of schema) {
    if (item.kind === 'record') {
      done.description ??= recordDescription(item.record);
      if (publicUrl) done.image ??= recordImage(item.record, publicUrl);
    }
    if (publicUrl) jsonLd.push(...schemaJsonLd(item, locale, publicUrl));
  }
  return jsonLd.length ? { ...done, jsonLd } : done;
}

function schemaJsonLd(item: PageSchema, locale: Locale, publicUrl: string): Record<string, unknown>[] {
  switch (item.kind) {
    case 'website':
      return [websiteJsonLd({ name: item.name, locale, publicUrl, logo: item.logo })];
    case 'record':
      return [
        recordJsonLd(item.record, { locale, publicUrl, parents: item.parents }),
        recordBreadcrumbJsonLd(item.record, item.parents, locale, publicUrl),
      ];
    case 'news': {
      const { kind: _kind, path, ...input } = item;
      return [newsArticleJsonLd({ ...input, url: absoluteUrl(path, publicUrl), locale, publicUrl })];
    }
  }
}
