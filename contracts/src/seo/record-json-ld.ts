import type { Locale } from '../locales';
import { safeRecordLink } from '../routes';
import { absoluteUrl } from './links';

/**
 * schema.org JSON-LD of a catalogue record (spec section 3 fields), for search engines and link
 * previews. Structural input types: records as the record API answers them, or as stored.
 */

export type JsonLd = Record<string, unknown>;

export interface SeoRecord {
  id: string;
  table: string;
  preferred_label: string;
  type_id?: { id: number; name: string } | undefined;
  data?: { start?: number | null | undefined; end?: number | null | undefined } | undefined;
  dateDisplay?: string | undefined;
  numero?: string | undefined;
  filtri?: readonly { name: string; path: string; type?: string; cord?: readonly number[] | undefined }[];
  metadati?: readonly { fieldCode: string; value?: string | null | undefined }[];
  primaryImg?: { url: ImageUrls } | undefined;
  representations?: readonly { url?: ImageUrls | undefined; mediaType?: string | undefined }[];
  /** Page text (issue 23): only whether there is some is published here. */
  fulltext?: readonly unknown[] | undefined;
}
type ImageUrls = { thumbnail?: string; medium?: string; large?: string; original?: string };

/** A parent in the breadcrumb (the record API's `parents`, root first). */
export interface SeoParent {
  id: string;
  table: string;
  preferred_label: string;
}

// Object types by the words their type name uses (it/en/fr/de/es/hr catalogues name them freely).
const VISUAL =
  /\b(foto|photo|disegn|drawing|dessin|zeichn|dibujo|crte|manifest|poster|affiche|plakat|cartel|dipint|painting|peinture|gem[aä]lde|pintura|slik|stampa|print|gravure|incision|estampe|druck|grabado|mapp|map\b|carte\b|karte|mapa\b|karta|cartolin|postcard|scultur|sculpt|skulptur|escultura)/i;
const ARCHIVAL =
  /\b(fond|bestand|serie|s[ée]rie|fascicol|file\b|dossier|akt|expediente|spis|document|dokument|letter|lettre|brief|carta\b|pismo|registr|verbal|minutes|proc[eè]s-verbal)/i;
const ORGANISATION =
  /\b(ente\b|organi[sz]|organisme|istituz|institu|societ|soci[ée]t|company|gesellschaft|empresa|associa|verein|famigli|family|famille|familie|familia|obitelj|comune|municipal|ditta|firma|azienda|impresa|unternehmen|corporat)/i;
const PERSON = /\b(person|individu|people|persone|biograf)/i;

const typeName = (record: SeoRecord) => record.type_id?.name ?? '';

/** The schema.org type that fits a record's table and type name. */
export function recordSchemaType(record: SeoRecord): string {
  const type = typeName(record);
  switch (record.table) {
    case 'ca_places':
      return 'Place';
    case 'ca_occurrences':
      return 'Event';
    case 'ca_collections':
      return 'Collection';
    case 'ca_entities': {
      if (PERSON.test(type)) return 'Person';
      if (ORGANISATION.test(type)) return 'Organization';
      // No telling type name: a biography says person, anything else stays a person too (most
      // entities of an archive are people); organisations carry a history field instead.
      const codes = (record.metadati ?? []).map((m) => m.fieldCode).join(' ');
      return /storia|history|histoire|geschichte|historia|povijest/i.test(codes) && !/biograf/i.test(codes)
        ? 'Organization'
        : 'Person';
    }
    default:
      if (VISUAL.test(type)) return 'VisualArtwork';
      if (ARCHIVAL.test(type)) return 'ArchiveComponent';
      return 'CreativeWork';
  }
}

/** Epoch seconds (UTC) to an ISO date (YYYY-MM-DD); undefined for a missing or absurd value. */
export function isoDate(seconds: number | null | undefined): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return undefined;
  return date.toISOString().slice(0, 10);
}

const DESCRIPTION_FIELDS = /descri|biograf|abstract|contenuto|content|scope|storia|history|histoire|note/i;
const DESCRIPTION_MAX = 500;

/** Plain text from a metadata value that may be HTML, cut at a word near DESCRIPTION_MAX. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A short description of a record: its first descriptive metadata field with a value. */
export function recordDescription(record: SeoRecord): string | undefined {
  const field = (record.metadati ?? []).find(
    (m) => DESCRIPTION_FIELDS.test(m.fieldCode) && typeof m.value === 'string' && m.value.trim(),
  );
  return field?.value ? plainText(field.value) || undefined : undefined;
}

/** The largest image URL the record offers (primary image first), absolute. */
export function recordImage(record: SeoRecord, publicUrl: string): string | undefined {
  const pick = (u: ImageUrls | undefined) => u?.large ?? u?.medium ?? u?.original ?? u?.thumbnail;
  const image =
    pick(record.primaryImg?.url) ??
    record.representations
      ?.filter((r) => !r.mediaType || r.mediaType === 'image')
      .map((r) => pick(r.url))
      .find(Boolean);
  return image ? absoluteUrl(image, publicUrl) : undefined;
}

const recordUrl = (r: SeoParent, locale: Locale, publicUrl: string) => {
  const link = safeRecordLink(r.table, r.id, r.preferred_label, locale);
  return link ? absoluteUrl(link, publicUrl) : undefined;
};

function geoOf(record: SeoRecord): JsonLd | undefined {
  // The place's own facet value carries its coordinates (spec: filtri cord [lat, lon]).
  const place = (record.filtri ?? []).find(
    (f) => f.path.startsWith('/place/') && Array.isArray(f.cord) && f.cord.length === 2,
  );
  const [latitude, longitude] = place?.cord ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

const placesOf = (record: SeoRecord): JsonLd[] =>
  (record.filtri ?? [])
    .filter((f) => f.path.startsWith('/place/'))
    .map((f) => {
      const geo = geoOf({ ...record, filtri: [f] });
      return { '@type': 'Place', name: f.name, ...(geo ? { geo } : {}) };
    });

/** Dates of a record as the fitting properties of its schema.org type. */
function datesOf(type: string, record: SeoRecord): JsonLd {
  const start = isoDate(record.data?.start);
  const end = isoDate(record.data?.end);
  if (!start) return {};
  switch (type) {
    case 'Event':
      return { startDate: start, ...(end ? { endDate: end } : {}) };
    case 'Person':
      return { birthDate: start, ...(end ? { deathDate: end } : {}) };
    case 'Organization':
      return { foundingDate: start, ...(end ? { dissolutionDate: end } : {}) };
    case 'Place':
      return {};
    default:
      return {
        dateCreated: start,
        ...(end && end !== start ? { temporalCoverage: `${start}/${end}` } : {}),
      };
  }
}

export interface RecordJsonLdOptions {
  locale: Locale;
  publicUrl: string;
  /** Public ancestors, root first (the record API's `parents`). */
  parents?: readonly SeoParent[];
}

/** The record as its schema.org type (VisualArtwork, ArchiveComponent, Person, Place, Event...). */
export function recordJsonLd(record: SeoRecord, options: RecordJsonLdOptions): JsonLd {
  const { locale, publicUrl } = options;
  const type = recordSchemaType(record);
  const url = recordUrl(record, locale, publicUrl);
  const description = recordDescription(record);
  const image = recordImage(record, publicUrl);
  const parent = options.parents?.at(-1);
  const parentUrl = parent ? recordUrl(parent, locale, publicUrl) : undefined;
  const geo = type === 'Place' ? geoOf(record) : undefined;
  const places = type === 'Event' ? placesOf(record) : [];
  const isCreative = !['Person', 'Organization', 'Place', 'Event'].includes(type);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    ...(url ? { '@id': `${url}#record`, url } : {}),
    name: record.preferred_label,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(record.numero ? { identifier: record.numero } : {}),
    ...(isCreative ? { inLanguage: locale } : {}),
    ...(record.type_id?.name && isCreative ? { genre: record.type_id.name } : {}),
    // The one trace of page text (issue 23): readable as text as well as seen, the text itself stays on the page.
    ...(isCreative && record.fulltext?.length ? { accessMode: ['textual', 'visual'] } : {}),
    ...datesOf(type, record),
    ...(geo ? { geo } : {}),
    ...(places.length ? { location: places.length === 1 ? places[0] : places } : {}),
    ...(parent && isCreative
      ? {
          isPartOf: {
            '@type': parent.table === 'ca_collections' ? 'Collection' : 'ArchiveComponent',
            name: parent.preferred_label,
            ...(parentUrl ? { '@id': `${parentUrl}#record`, url: parentUrl } : {}),
          },
        }
      : {}),
  };
}

/** BreadcrumbList of a record: its public ancestors (root first), then the record itself. */
export function recordBreadcrumbJsonLd(
  record: SeoParent,
  parents: readonly SeoParent[],
  locale: Locale,
  publicUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...parents, record].map((r, i) => {
      const item = recordUrl(r, locale, publicUrl);
      return { '@type': 'ListItem', position: i + 1, name: r.preferred_label, ...(item ? { item } : {}) };
    }),
  };
}
