import { type CatalogueRecord, dateDisplayOf, numeroOf } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { safeRecordLink } from '@archive/contracts/routes';
import { absoluteUrl } from '@archive/contracts/seo/links';
import { isoDate, plainText, recordDescription, type SeoParent } from '@archive/contracts/seo/record-json-ld';
import { element, XSI_NS } from './xml';

/**
 * oai_dc, the one metadata format every OAI-PMH repository must offer: simple Dublin Core from the
 * catalogue record (spec section 3). Elements in the order DC lists them (the oai_dc schema allows
 * any order); an element is left out when the record has nothing for it.
 *
 *   title        preferred_label
 *   subject      filtri other than places and collections (subjects, people, genres...)
 *   description  the first descriptive metadato (descrizione, biografia, abstract...), plain text
 *   date         data.start[/data.end] as ISO dates; else the record's own date text
 *   type         the record's type (type_id.name); DCMI `Text` too when it has page text (issue 23)
 *   format       media types of its representations
 *   identifier   the record page's absolute URL, then its inventory number when it has one
 *   language     the locale of this record (each locale's record is its own item)
 *   relation     the record pages of its public ancestors, root first
 *   coverage     its places (filtri under /place/)
 *   rights       a rights or licence metadato, where the catalogue has one
 */

export const OAI_DC = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const;
const DC_NS = 'http://purl.org/dc/elements/1.1/';

const RIGHTS_FIELDS = /diritt|rights|licen[cz]|droits|copyright|urheber|derechos|prava/i;

/** The absolute page URL of a record in a locale, when its table has pages. */
export const recordUrl = (r: SeoParent, locale: Locale, origin: string) => {
  const link = safeRecordLink(r.table, r.id, r.preferred_label, locale);
  return link ? absoluteUrl(link, origin) : undefined;
};

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => Boolean(v))),
];

function dateOf(record: CatalogueRecord): string | undefined {
  const start = isoDate(record.data?.start);
  const end = isoDate(record.data?.end);
  if (start) return end && end !== start ? `${start}/${end}` : start;
  return dateDisplayOf(record);
}

export function dublinCore(
  record: CatalogueRecord,
  locale: Locale,
  origin: string,
  /** Public ancestors, root first. */
  ancestors: readonly SeoParent[],
): string {
  const filtri = record.filtri ?? [];
  const isPlace = (path: string) => path.startsWith('/place/');
  const isCollection = (path: string) => path.startsWith('/collection/');
  const rights = (record.metadati ?? []).find(
    (m) => RIGHTS_FIELDS.test(m.fieldCode) && typeof m.value === 'string' && m.value.trim(),
  );
  const fields: [string, string[]][] = [
    ['title', unique([record.preferred_label])],
    ['subject', unique(filtri.filter((f) => !isPlace(f.path) && !isCollection(f.path)).map((f) => f.name))],
    ['description', unique([recordDescription(record)])],
    ['date', unique([dateOf(record)])],
    ['type', unique([record.type_id?.name, record.fulltext?.length ? 'Text' : undefined])],
    ['format', unique((record.representations ?? []).map((r) => r.mimetype))],
    ['identifier', unique([recordUrl(record, locale, origin), numeroOf(record)])],
    ['language', [locale]],
    ['relation', unique(ancestors.map((a) => recordUrl(a, locale, origin)))],
    ['coverage', unique(filtri.filter((f) => isPlace(f.path)).map((f) => f.name))],
    ['rights', unique([rights?.value ? plainText(rights.value) : undefined])],
  ];
  const body = fields.flatMap(([name, values]) => values.map((v) => element(`dc:${name}`, v))).join('');
  return (
    `<oai_dc:dc xmlns:oai_dc="${OAI_DC.namespace}" xmlns:dc="${DC_NS}" xmlns:xsi="${XSI_NS}" ` +
    `xsi:schemaLocation="${OAI_DC.namespace} ${OAI_DC.schema}">${body}</oai_dc:dc>`
  );
}
