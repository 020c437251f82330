import { type CatalogueRecordInput, deriveRecord } from '@archive/contracts/catalogue';
import {
  type CatalogueSearchResult,
  catalogueSearchResponseSchema,
  childrenResponseSchema,
  mapResponseSchema,
  type RecordResponse,
  randomImagesResponseSchema,
  recordResponseSchema,
  relatedResponseSchema,
  summariesResponseSchema,
  timelineResponseSchema,
} from '@archive/contracts/catalogue-api';
import type { Locale } from '@archive/contracts/locales';

/**
 * Contract-valid answers for component tests: every fixture is parsed with the response schema
 * the gateway validates its output with, so a test cannot pass on a shape the gateway never sends.
 */
export function card(
  id: string,
  label: string,
  extra: Partial<CatalogueRecordInput> = {},
  locale: Locale = 'it',
) {
  const base = {
    id,
    table: 'ca_objects' as const,
    preferred_label: label,
    type_id: { id: 15, name: 'lettera' },
    score: 1.3,
    data: { start: -1162944000, end: -1162857601 },
    ...extra,
  };
  return { ...base, hasMedia: false, isChild: false, ...deriveRecord(base, locale) };
}

export const searchAnswer = (
  data: ReturnType<typeof card>[],
  count = data.length,
  facets = true,
): CatalogueSearchResult =>
  catalogueSearchResponseSchema.parse({
    data,
    count,
    facets: facets
      ? {
          groups: [
            {
              type: 'luogo',
              pathRoot: '/place',
              total: 3,
              values: [
                { id: 'place-roma', name: 'Roma', path: '/place/italia/lazio/roma', count: 7 },
                { id: 'place-milano', name: 'Milano', path: '/place/italia/lombardia/milano', count: 5 },
                { id: 'place-aosta', name: 'Aosta', path: '/place/italia/vda/aosta', count: 1 },
              ],
            },
            {
              type: 'soggetto',
              pathRoot: '/subject',
              total: 1,
              values: [{ id: 'subject-sanita', name: 'sanità pubblica', path: '/subject/sanita', count: 2 }],
            },
          ],
          tables: [{ table: 'ca_objects', count }],
          types: [{ id: 15, name: 'lettera', count }],
          dateRange: { from: -2366755200, to: -252547200 },
        }
      : undefined,
  });

export function recordAnswer(
  extra: Partial<CatalogueRecordInput> = {},
  locale: Locale = 'it',
): RecordResponse {
  const base: CatalogueRecordInput = {
    id: '3220',
    table: 'ca_objects',
    preferred_label: 'Lettera di Adele Bruno al sindaco di Firenze',
    score: 1.62,
    type_id: { id: 15, name: 'lettera' },
    access: 1,
    data: { start: -1162944000, end: -1162857601 },
    metadati: [
      {
        fieldCode: 'date',
        label: 'Data',
        subelements: [{ fieldCode: 'date_display', label: 'Data visualizzata', value: '24 febbraio 1933' }],
      },
      { fieldCode: 'genreform', label: 'Genere e forma', value: 'lettera' },
      { fieldCode: 'descrizione', label: 'Descrizione', value: 'Il documento testimonia le trasformazioni.' },
      {
        fieldCode: 'numerazione_definitiva',
        label: 'Numerazione definitiva',
        subelements: [
          { fieldCode: 'prefix', label: 'Prefisso', value: 'A' },
          { fieldCode: 'final_number', label: 'Numero', value: '4' },
        ],
      },
    ],
    filtri: [
      {
        id: 'place-firenze',
        name: 'Firenze',
        path: '/place/italia/toscana/firenze',
        type: 'luogo',
        cord: [43.77, 11.25],
      },
      { id: 'subject-sanita', name: 'sanità pubblica', path: '/subject/sanita', type: 'soggetto' },
    ],
    parent: '3216',
    parent_path: ['2888', '3216'],
    isChild: true,
    representations: [],
    ...extra,
  };
  const derived = deriveRecord(base, locale);
  return recordResponseSchema.parse({
    record: { ...base, ...derived },
    parents: [
      {
        id: '2888',
        table: 'ca_objects',
        preferred_label: 'Archivio del Genio civile Firenze',
        link: '/oggetti/2888-archivio-del-genio-civile-firenze',
      },
      {
        id: '3216',
        table: 'ca_objects',
        preferred_label: 'Sanità pubblica, 1932',
        link: '/oggetti/3216-sanita-pubblica-1932',
      },
    ],
    childrenCount: 0,
  });
}

export const relatedAnswer = () =>
  relatedResponseSchema.parse({
    data: [
      {
        id: '3220',
        table: 'ca_objects',
        label: 'Lettera',
        type: 'lettera',
        access: 1,
        rel_id: '1118',
        rel_table: 'ca_entities',
        rel_label: 'Teresa Lombardi',
        rel_type: 'persona',
        rel_access: 1,
        rel_name: 'soggetto',
        rel_name_reverse: 'citato in',
      },
      {
        id: '1119',
        table: 'ca_entities',
        label: 'Mario Rossi',
        type: 'persona',
        access: 1,
        rel_id: '3220',
        rel_table: 'ca_objects',
        rel_label: 'Lettera',
        rel_type: 'lettera',
        rel_access: 1,
        rel_name: 'autore di',
        rel_name_reverse: 'autore',
      },
    ],
  });

export const summariesAnswer = () =>
  summariesResponseSchema.parse({
    data: [
      {
        table: 'ca_objects',
        type: '*',
        metadati: [
          { fieldCode: 'numerazione_definitiva', label: 'Numerazione' },
          { fieldCode: 'descrizione', label: 'Descrizione' },
        ],
      },
    ],
  });

export const childrenAnswer = (parentId: string, count: number, skip = 0, limit = 50) =>
  childrenResponseSchema.parse({
    data: Array.from({ length: Math.max(0, Math.min(limit, count - skip)) }, (_, i) => ({
      ...card(`${parentId}0${skip + i + 1}`, `Figlio ${skip + i + 1} di ${parentId}`, {
        parent: parentId,
        ordine: skip + i + 1,
      }),
      childrenCount: i === 0 ? 2 : 0,
    })),
    count,
  });

export const timelineAnswer = (from: number, counts: number[]) =>
  timelineResponseSchema.parse({ data: counts.map((count, i) => ({ year: from + i, count })) });

export const mapAnswer = () =>
  mapResponseSchema.parse({
    data: [
      { id: 'place-roma', name: 'Roma', path: '/place/italia/lazio/roma', cord: [41.9, 12.5], count: 7 },
      {
        id: 'place-milano',
        name: 'Milano',
        path: '/place/italia/lombardia/milano',
        cord: [45.46, 9.19],
        count: 5,
      },
    ],
  });

export const randomAnswer = (n: number, seed = 0) =>
  randomImagesResponseSchema.parse({
    data: Array.from({ length: n }, (_, i) => ({
      id: `${seed}${i + 1}`,
      table: 'ca_objects',
      preferred_label: `Immagine ${seed}-${i + 1}`,
      link: `/oggetti/${seed}${i + 1}-immagine`,
      image: { url: `/api/public/catalogue/media/demo-0${i + 1}-medium.png`, width: 600, height: 900 },
    })),
  });
