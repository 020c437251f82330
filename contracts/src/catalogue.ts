import { z } from 'zod';
import { CATALOGUE_TABLES } from './constants';
import { FULLTEXT_LIMITS, fulltextPageSchema, fulltextSnippetSchema } from './fulltext-page';
import type { Locale } from './locales';
import { yearOfSeconds } from './record-date';
import { catalogueRecordPath } from './record-link';

/**
 * The catalogue record as the catalogue backend stores it (collection data_{locale}, spec section 3),
 * the summary (summary_{locale}) and the relation (relations_{locale}), plus the derived fields the
 * front ends show (link, pinned, scoreIcon, dateDisplay, year, type, numero).
 */

export { CATALOGUE_TABLES, type CatalogueTable } from './constants';

export const catalogueTableSchema = z.enum(CATALOGUE_TABLES).describe('Catalogue table (record kind)');

const text = z.string().max(20_000);
const recordId = z.string().min(1).max(120).describe('Record id (unique within its table)');

export const metadatoSubelementSchema = z
  .object({
    fieldCode: z.string().max(120).describe('e.g. dates_value, date_display, datetext, prefix, final_number'),
    label: z.string().max(300).optional(),
    value: text.nullable().optional(),
  })
  // A catalogue's own keys (CollectiveAccess adds list ids, locales...) are kept, like unknown fields.
  .loose()
  .describe('One part of a composite metadato');
export type MetadatoSubelement = z.infer<typeof metadatoSubelementSchema>;

export const metadatoSchema = z
  .object({
    fieldCode: z.string().max(120).describe('e.g. date, genreform, numerazione_definitiva, video_collegati'),
    label: z.string().max(300).describe('Label in the collection language'),
    value: text.nullable().optional().describe('Plain value (absent for composite fields)'),
    subelements: z.array(metadatoSubelementSchema).max(200).optional(),
  })
  .loose()
  .describe('One metadata field of a record');
export type Metadato = z.infer<typeof metadatoSchema>;

export const coordSchema = z
  .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
  .describe('[latitude, longitude]');

export const filtroSchema = z
  .object({
    id: z.string().min(1).max(120),
    name: z.string().max(500),
    path: z.string().max(1000).describe('Hierarchical path, e.g. /place/italia/lazio/roma'),
    type: z.string().max(120).describe('Facet group, e.g. luogo, persona, soggetto, collezione'),
    cord: coordSchema.optional(),
  })
  .loose()
  .describe('A facet value the record carries');
export type Filtro = z.infer<typeof filtroSchema>;

const url = z.string().max(2000);
export const representationUrlSchema = z
  .object({
    thumbnail: url.optional(),
    medium: url.optional(),
    large: url.optional(),
    original: url.optional(),
    h264_hi: url.optional().describe('Video rendition'),
  })
  .describe('Media URLs by size');

export const representationSchema = z
  .object({
    mimetype: z.string().max(120).optional(),
    mediaType: z.string().max(120).optional().describe('image, video, audio, document'),
    title: z.string().max(1000).optional(),
    metadato: z.string().max(2000).optional(),
    url: representationUrlSchema,
    width: z.number().int().nonnegative().optional(),
    height: z.number().int().nonnegative().optional(),
  })
  .loose()
  .describe('A media representation of the record');
export type Representation = z.infer<typeof representationSchema>;

export const primaryImgSchema = z
  .object({
    url: representationUrlSchema,
    size: z.object({ width: z.number().int().nonnegative(), height: z.number().int().nonnegative() }),
  })
  .describe('The main image with its original size');

export const typeRefSchema = z.object({ id: z.number().int(), name: z.string().max(300) });

export const catalogueRecordSchema = z
  .object({
    id: recordId,
    table: catalogueTableSchema,
    preferred_label: z.string().max(2000),
    score: z.number().optional().describe('Relevance or quality score; drives scoreIcon'),
    type_id: typeRefSchema.describe('Record type, e.g. {id: 12, name: "fascicolo"}'),
    access: z.number().int().describe('1 = public; anything else never leaves the gateway'),
    hasMedia: z.boolean().default(false),
    data: z
      .object({ start: z.number().nullable().optional(), end: z.number().nullable().optional() })
      .optional()
      .describe('Date range in epoch seconds (UTC); imports also read years and ISO dates (record-date.ts)'),
    metadati: z.array(metadatoSchema).max(500).default([]),
    filtri: z.array(filtroSchema).max(1000).default([]),
    parent: recordId.nullable().optional().describe('Id of the parent record in the same table'),
    parent_path: z.array(recordId).max(50).default([]).describe('Ancestor ids, root first'),
    ordine: z.number().optional().describe('Position among its siblings'),
    isChild: z.boolean().default(false),
    numero: z.string().max(300).optional(),
    dateDisplay: z.string().max(300).optional(),
    link: z.string().max(2000).optional(),
    video_collegati: z.array(url).max(50).optional(),
    primaryImg: primaryImgSchema.optional(),
    representations: z.array(representationSchema).max(500).default([]),
    fulltext: z
      .array(fulltextPageSchema)
      .max(FULLTEXT_LIMITS.maxPages)
      .optional()
      .describe('Text of the pages (transcription or OCR), read by the import from text, ALTO or hOCR'),
  })
  // Fields a catalogue exports beyond these are kept and served as they came (the seed served its
  // documents whole); what must not be public is kept out by `access`, per record, not per field.
  .loose()
  .describe('Catalogue record (data_{locale})');
export type CatalogueRecord = z.infer<typeof catalogueRecordSchema>;
/** As stored/imported: defaults not yet applied. */
export type CatalogueRecordInput = z.input<typeof catalogueRecordSchema>;

export const summarySchema = z
  .object({
    table: catalogueTableSchema,
    type: z.string().max(300).describe('Record type name the summary applies to ("*" = every type)'),
    metadati: z
      .array(z.object({ fieldCode: z.string().max(120), label: z.string().max(300) }))
      .max(200)
      .describe('Fields shown in the record summary, in order'),
  })
  .describe('Summary definition (summary_{locale})');
export type Summary = z.infer<typeof summarySchema>;

export const relationSchema = z
  .object({
    id: recordId,
    table: catalogueTableSchema,
    label: z.string().max(2000),
    type: z.string().max(300),
    access: z.number().int(),
    rel_id: recordId,
    rel_table: catalogueTableSchema,
    rel_label: z.string().max(2000),
    rel_type: z.string().max(300),
    rel_access: z.number().int(),
    rel_name: z.string().max(300).describe('Relation name read from the record side'),
    rel_name_reverse: z.string().max(300).describe('Relation name read from the related side'),
  })
  .loose()
  .describe('Relation between two records (relations_{locale})');
export type Relation = z.infer<typeof relationSchema>;

// ---------------------------------------------------------------------------------------------
// Derived fields

/** Score bands of spec section 9: below 0.8 -> 1, 1.2 -> 2, 1.6 -> 3, 2 -> 4, else 5. 0 = no score. */
export function scoreIcon(score: number | null | undefined): number {
  if (score === null || score === undefined || Number.isNaN(score)) return 0;
  if (score < 0.8) return 1;
  if (score < 1.2) return 2;
  if (score < 1.6) return 3;
  if (score < 2) return 4;
  return 5;
}

/** Calendar year (UTC) of a stored date (epoch seconds); see record-date.ts for what imports accept. */
export const yearOf = yearOfSeconds;

const findMetadato = (metadati: readonly Metadato[] | undefined, code: string) =>
  metadati?.find((m) => m.fieldCode === code);
const subValue = (m: Metadato | undefined, code: string) =>
  m?.subelements?.find((s) => s.fieldCode === code)?.value ?? undefined;

/** Date texts a record may carry, in the order they are preferred for display. */
export const DATE_DISPLAY_CODES = ['date_display', 'datetext', 'dates_value'] as const;

/**
 * The date as the record wants it shown: its explicit dateDisplay; else the date metadato's display
 * text, free text or machine text (date_display, datetext, dates_value), or its plain value; else a
 * top-level metadato with one of those codes; only then the years of data.start-data.end. The
 * catalogue's own words win over a date computed from numbers ("fine sec. XVIII", "1789-1799").
 */
export function dateDisplayOf(
  record: Pick<CatalogueRecordInput, 'metadati' | 'data' | 'dateDisplay'>,
): string | undefined {
  if (record.dateDisplay) return record.dateDisplay;
  const date = findMetadato(record.metadati, 'date');
  for (const code of DATE_DISPLAY_CODES) {
    const shown = subValue(date, code)?.trim();
    if (shown) return shown;
  }
  if (date?.value?.trim()) return date.value.trim();
  for (const code of DATE_DISPLAY_CODES) {
    const shown = findMetadato(record.metadati, code)?.value?.trim();
    if (shown) return shown;
  }
  const from = yearOfSeconds(record.data?.start);
  const to = yearOfSeconds(record.data?.end);
  if (from === undefined) return to === undefined ? undefined : String(to);
  if (to === undefined || to === from) return String(from);
  // "-500 – -450" reads as a range; "-500--450" does not.
  return from < 0 || to < 0 ? `${from} – ${to}` : `${from}-${to}`;
}

/** Numbering parts in order: prefix, number, bis (either naming the catalogue uses). */
export const NUMBERING_PARTS = ['prefix', 'final_number', 'final_number_bis', 'num_def', 'def_bis'] as const;

/** The record number: its numerazione_definitiva parts joined with spaces (e.g. "B 12 bis"). */
export function numeroOf(record: Pick<CatalogueRecordInput, 'metadati' | 'numero'>): string | undefined {
  if (record.numero) return record.numero;
  const numbering = findMetadato(record.metadati, 'numerazione_definitiva');
  if (!numbering) return undefined;
  const parts = NUMBERING_PARTS.map((code) => subValue(numbering, code)?.trim()).filter(
    (p): p is string => !!p,
  );
  return parts.length ? parts.join(' ') : (numbering.value ?? undefined);
}

export interface PinRef {
  id: string;
  table: string;
}

/** Derived fields a card or detail page shows, computed the same way everywhere. */
export const recordDerivedSchema = z.object({
  link: z.string().describe('Localised page path of the record'),
  pinned: z.boolean(),
  scoreIcon: z.number().int().min(0).max(5),
  dateDisplay: z.string().optional(),
  year: z.number().int().optional(),
  type: z.string().describe('Type name (type_id.name)'),
  numero: z.string().optional(),
});
export type RecordDerived = z.infer<typeof recordDerivedSchema>;

export function deriveRecord(
  record: Pick<
    CatalogueRecordInput,
    'id' | 'table' | 'preferred_label' | 'score' | 'type_id' | 'metadati' | 'data' | 'dateDisplay' | 'numero'
  >,
  locale: Locale,
  pins: readonly PinRef[] = [],
): RecordDerived {
  const dateDisplay = dateDisplayOf(record);
  const numero = numeroOf(record);
  const year = yearOfSeconds(record.data?.start ?? record.data?.end);
  return {
    link: catalogueRecordPath(record.table, record.id, record.preferred_label, locale),
    pinned: pins.some((p) => p.id === record.id && p.table === record.table),
    scoreIcon: scoreIcon(record.score),
    type: record.type_id.name,
    ...(dateDisplay !== undefined ? { dateDisplay } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(numero !== undefined ? { numero } : {}),
  };
}

/** A record as the gateway sends it: the stored fields plus the derived ones. */
export const catalogueRecordViewSchema = catalogueRecordSchema.extend(recordDerivedSchema.shape);
export type CatalogueRecordView = z.infer<typeof catalogueRecordViewSchema>;

/** The light shape of result lists (cards): no metadati or representations beyond the first. */
export const recordCardSchema = catalogueRecordSchema
  .pick({
    id: true,
    table: true,
    preferred_label: true,
    score: true,
    type_id: true,
    hasMedia: true,
    data: true,
    parent: true,
    isChild: true,
    ordine: true,
    primaryImg: true,
  })
  .extend(recordDerivedSchema.shape)
  .extend({
    thumbnail: z.string().optional().describe('Thumbnail URL of the first representation'),
    hasTranscription: z.boolean().optional().describe('The record carries page text (fulltext)'),
    snippet: fulltextSnippetSchema.optional().describe('Where the search words were found in the page text'),
  });
export type RecordCard = z.infer<typeof recordCardSchema>;
