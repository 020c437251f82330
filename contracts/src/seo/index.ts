/**
 * Head data of a page: canonical and alternate links, schema.org JSON-LD and its safe
 * serialisation. Pure functions with no zod and no DOM, so browser bundles and the gateway share them.
 */
export { type AlternateLink, absoluteUrl, alternateLinks, canonicalUrl } from './links';
export {
  isoDate,
  type JsonLd,
  plainText,
  type RecordJsonLdOptions,
  recordBreadcrumbJsonLd,
  recordDescription,
  recordImage,
  recordJsonLd,
  recordSchemaType,
  type SeoParent,
  type SeoRecord,
} from './record-json-ld';
export { serializeJsonLd } from './serialize';
export {
  type NewsArticleJsonLdInput,
  newsArticleJsonLd,
  type WebSiteJsonLdInput,
  websiteJsonLd,
} from './site-json-ld';
