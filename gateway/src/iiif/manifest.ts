import type { CatalogueRecord, Metadato } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { quantityText } from '@archive/contracts/quantity';
import { plainText, recordDescription } from '@archive/contracts/seo/record-json-ld';
import { rightsOf } from './rights';

/**
 * IIIF Presentation API 3.0 manifest of one record, from its public versions in each enabled
 * language (the catalogue keeps one collection per locale). Pure: the route gathers the records and
 * the images' sizes and service URLs; this only shapes them.
 */

/** A IIIF language map: `{ "it": ["..."], "en": ["..."] }`. */
export type LanguageMap = Record<string, string[]>;

export const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
export const PRESENTATION_TYPE = `application/ld+json;profile="${PRESENTATION_CONTEXT}"`;

export interface ManifestImage {
  /** Per locale: the representation's title in that locale's record. */
  label: LanguageMap;
  width: number;
  height: number;
  /** The whole image (absolute). */
  src: string;
  format: string;
  /** Image API base URL (absolute) when the site serves this image itself. */
  service?: string | undefined;
  /** A small rendition (absolute). */
  thumbnail?: string | undefined;
}

export interface LocalisedRecord {
  locale: Locale;
  /** The record as stored plus the derived fields (type, dateDisplay, numero). */
  record: CatalogueRecord & { type?: string; dateDisplay?: string; numero?: string };
  /** The record page in this language (absolute). */
  homepage?: string | undefined;
}

export interface ManifestInput {
  /** The manifest's own URL. */
  id: string;
  /** The per-table collection it belongs to. */
  collection?: string | undefined;
  /** The record in each enabled language it exists in; the first is the site's default. */
  records: readonly LocalisedRecord[];
  images: readonly ManifestImage[];
  /** The site's title, shown as the attribution. */
  siteTitle?: string | undefined;
  /** Services of the whole manifest (IIIF Content Search for a record with page text). */
  services?: readonly { id: string; type: string }[] | undefined;
}

// Labels of the fields every record has, in the languages the catalogue offers.
const FIXED_LABELS: Record<'type' | 'date' | 'number' | 'attribution', Record<Locale, string>> = {
  type: { it: 'Tipo', en: 'Type', fr: 'Type', de: 'Typ', es: 'Tipo', hr: 'Vrsta' },
  date: { it: 'Data', en: 'Date', fr: 'Date', de: 'Datum', es: 'Fecha', hr: 'Datum' },
  number: { it: 'Numero', en: 'Number', fr: 'Numéro', de: 'Nummer', es: 'Número', hr: 'Broj' },
  attribution: {
    it: 'Attribuzione',
    en: 'Attribution',
    fr: 'Attribution',
    de: 'Namensnennung',
    es: 'Atribución',
    hr: 'Atribucija',
  },
};

const VALUE_MAX = 2000;

/**
 * A field's text in a language: its value, a quantity as its amount in its currency (as the record
 * page shows it, never the bare currency code), or its subelements' values joined (numbering
 * parts, date parts).
 */
export function metadatoText(m: Metadato, locale: Locale): string {
  const raw =
    typeof m.value === 'string' && m.value.trim()
      ? m.value
      : (quantityText(m, locale) ??
        (m.subelements ?? [])
          .map((s) => (typeof s.value === 'string' ? s.value : ''))
          .filter(Boolean)
          .join(' '));
  return plainText(raw, VALUE_MAX);
}

const mapOf = (records: readonly LocalisedRecord[], pick: (r: LocalisedRecord) => string | undefined) => {
  const map: LanguageMap = {};
  for (const r of records) {
    const text = pick(r)?.trim();
    if (text) map[r.locale] = [text];
  }
  return map;
};

const entry = (label: LanguageMap, value: LanguageMap) =>
  Object.keys(value).length ? [{ label, value }] : [];

function metadataOf(records: readonly LocalisedRecord[]) {
  const fixed = (key: keyof typeof FIXED_LABELS) => mapOf(records, (r) => FIXED_LABELS[key][r.locale]);
  const out = [
    ...entry(
      fixed('type'),
      mapOf(records, (r) => r.record.type ?? r.record.type_id.name),
    ),
    ...entry(
      fixed('date'),
      mapOf(records, (r) => r.record.dateDisplay),
    ),
    ...entry(
      fixed('number'),
      mapOf(records, (r) => r.record.numero),
    ),
  ];
  // Fields in the default record's order, then any only other languages have; matched by code.
  const codes = [...new Set(records.flatMap((r) => r.record.metadati.map((m) => m.fieldCode)))];
  for (const code of codes) {
    const field = (r: LocalisedRecord) => r.record.metadati.find((m) => m.fieldCode === code);
    const value = mapOf(records, (r) => {
      const m = field(r);
      return m ? metadatoText(m, r.locale) : undefined;
    });
    const label = mapOf(records, (r) => field(r)?.label || code);
    out.push(...entry(label, value));
  }
  return out;
}

const imageBody = (image: ManifestImage) => ({
  id: image.src,
  type: 'Image',
  format: image.format,
  width: image.width,
  height: image.height,
  ...(image.service ? { service: [{ id: image.service, type: 'ImageService3', profile: 'level2' }] } : {}),
});

const thumbnailOf = (image: ManifestImage) =>
  image.thumbnail
    ? [{ id: image.thumbnail, type: 'Image', format: formatOf(image.thumbnail) }]
    : image.service
      ? [
          {
            id: `${image.service}/full/!256,256/0/default.jpg`,
            type: 'Image',
            format: 'image/jpeg',
            service: [{ id: image.service, type: 'ImageService3', profile: 'level2' }],
          },
        ]
      : [];

/** The media type of an image URL, by its extension (jpeg when it names none). */
export function formatOf(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  if (ext === 'gif') return 'image/gif';
  if (ext === 'avif') return 'image/avif';
  if (ext === 'tif' || ext === 'tiff') return 'image/tiff';
  return 'image/jpeg';
}

export function buildManifest(input: ManifestInput) {
  const { id, records, images } = input;
  const primary = records[0];
  if (!primary) throw new Error('a manifest needs the record in one language at least');
  const rights = rightsOf(records.map((r) => r.record));
  const summary = mapOf(records, (r) => recordDescription(r.record));
  return {
    '@context': PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label: mapOf(records, (r) => r.record.preferred_label),
    ...(Object.keys(summary).length ? { summary } : {}),
    metadata: metadataOf(records),
    ...(input.siteTitle
      ? {
          requiredStatement: {
            label: mapOf(records, (r) => FIXED_LABELS.attribution[r.locale]),
            value: { none: [input.siteTitle] },
          },
        }
      : {}),
    ...(rights ? { rights } : {}),
    homepage: records.flatMap((r) =>
      r.homepage
        ? [
            {
              id: r.homepage,
              type: 'Text',
              label: { [r.locale]: [r.record.preferred_label] },
              format: 'text/html',
              language: [r.locale],
            },
          ]
        : [],
    ),
    ...(images[0] ? { thumbnail: thumbnailOf(images[0]) } : {}),
    ...(input.collection ? { partOf: [{ id: input.collection, type: 'Collection' }] } : {}),
    ...(input.services?.length ? { service: [...input.services] } : {}),
    items: images.map((image, n) => {
      const canvas = `${id.replace(/\/manifest$/, '')}/canvas/${n + 1}`;
      return {
        id: canvas,
        type: 'Canvas',
        label: Object.keys(image.label).length ? image.label : { none: [String(n + 1)] },
        width: image.width,
        height: image.height,
        thumbnail: thumbnailOf(image),
        items: [
          {
            id: `${canvas}/page`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${canvas}/page/image`,
                type: 'Annotation',
                motivation: 'painting',
                target: canvas,
                body: imageBody(image),
              },
            ],
          },
        ],
      };
    }),
  };
}

export type Manifest = ReturnType<typeof buildManifest>;
