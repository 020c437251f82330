import { parseDateRange } from '@archive/contracts/date-filter';
import type { FilterToken } from '@archive/contracts/filters';
import type { Locale } from '@archive/contracts/locales';
import type { RecordSelection, SearchRequest } from '../port';

/**
 * Pure translation of catalogue requests into MongoDB filters, pipelines and index specs. Unit-tested
 * without a server; the adapter only sends what these build. Every filter starts with access 1.
 */
export const TEXT_LANGUAGE: Record<Locale, string> = {
  it: 'italian',
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  // MongoDB has no Croatian text analyser: words are indexed unstemmed.
  hr: 'none',
};

export const PUBLIC = { access: 1 } as const;

/** MongoDB $text search string: in 'and' mode every term is quoted (MongoDB ANDs quoted terms). */
export function textSearch(selection: Pick<RecordSelection, 'terms' | 'searchType'>): string | null {
  if (!selection.terms.length) return null;
  const quote = (s: string) => `"${s.replaceAll('"', '')}"`;
  return selection.terms
    .map((t) => (t.phrase || selection.searchType === 'and' ? quote(t.text) : t.text))
    .join(' ');
}

export function tokenFilter(
  token: FilterToken,
  selection: Pick<RecordSelection, 'pins'>,
): Record<string, unknown> {
  switch (token.type) {
    case 'common':
    case 'collection':
      return { 'filtri.id': token.id };
    case 'parentPath':
      return { parent_path: token.id };
    case 'meta':
      return { metadati: { $elemMatch: { fieldCode: token.field, value: token.id } } };
    case 'pin':
      return selection.pins.length
        ? { $or: selection.pins.map((p) => ({ table: p.table, id: p.id })) }
        : { id: { $in: [] } };
    case 'date': {
      const range = parseDateRange(token.from, token.to);
      if (!range.ok) return { id: { $in: [] } };
      const from = range.from ?? Number.MIN_SAFE_INTEGER;
      const to = range.to ?? Number.MAX_SAFE_INTEGER;
      // Same rule as the embedded engine: a record without an end is a single moment at its start.
      return {
        'data.start': { $lte: to },
        $or: [{ 'data.end': { $gte: from } }, { 'data.end': null, 'data.start': { $gte: from } }],
      };
    }
  }
}

export function selectionFilter(selection: RecordSelection): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ ...PUBLIC }, { table: { $in: [...selection.tables] } }];
  if (selection.excludeTypeIds.length) and.push({ 'type_id.id': { $nin: [...selection.excludeTypeIds] } });
  if (selection.hasMedia) and.push({ hasMedia: true });
  if (selection.siteQuery && Object.keys(selection.siteQuery).length) and.push(selection.siteQuery);
  const text = textSearch(selection);
  if (text) and.push({ $text: { $search: text } });
  const dates = selection.tokens.filter((t) => t.type === 'date');
  const others = selection.tokens.filter((t) => t.type !== 'date');
  if (others.length) {
    const filters = others.map((t) => tokenFilter(t, selection));
    if (selection.searchType === 'or') and.push({ $or: filters });
    else and.push(...filters);
  }
  for (const d of dates) and.push(tokenFilter(d, selection));
  return { $and: and };
}

export function sortSpec(sort: SearchRequest['sort']): Record<string, 1 | -1> {
  const dir = sort.order === 'desc' ? -1 : 1;
  return { [sort.field]: dir, id: 1 };
}

/** One round trip: the page, the count and every facet. */
export function searchPipeline(request: SearchRequest): Record<string, unknown>[] {
  const facets: Record<string, unknown[]> = {
    data: [
      { $sort: sortSpec(request.sort) },
      { $skip: request.skip },
      { $limit: request.limit },
      { $project: { _id: 0 } },
    ],
    count: [{ $count: 'n' }],
  };
  if (request.facets) {
    facets.filters = [
      { $unwind: '$filtri' },
      { $group: { _id: '$filtri.id', filtro: { $first: '$filtri' }, count: { $sum: 1 } } },
    ];
    facets.tables = [{ $group: { _id: '$table', count: { $sum: 1 } } }];
    facets.types = [
      { $group: { _id: '$type_id.id', name: { $first: '$type_id.name' }, count: { $sum: 1 } } },
    ];
    facets.dates = [
      {
        $group: {
          _id: null,
          from: { $min: '$data.start' },
          to: { $max: { $ifNull: ['$data.end', '$data.start'] } },
        },
      },
    ];
  }
  return [{ $match: selectionFilter(request) }, { $facet: facets }];
}

/**
 * Trusted stages put before any caller pipeline on relations_{locale}: only relations flagged
 * public on both sides whose records (when present in data_{locale}) are public too.
 */
export function publicRelationsPrefix(locale: Locale): Record<string, unknown>[] {
  const side = (as: string, table: string, id: string) => ({
    $lookup: {
      from: `data_${locale}`,
      let: { t: table, i: id },
      pipeline: [
        { $match: { $expr: { $and: [{ $eq: ['$table', '$$t'] }, { $eq: ['$id', '$$i'] }] } } },
        { $project: { _id: 0, access: 1 } },
      ],
      as,
    },
  });
  return [
    { $match: { access: 1, rel_access: 1 } },
    side('__own', '$table', '$id'),
    side('__rel', '$rel_table', '$rel_id'),
    {
      $match: {
        '__own.access': { $not: { $elemMatch: { $ne: 1 } } },
        '__rel.access': { $not: { $elemMatch: { $ne: 1 } } },
      },
    },
    { $project: { _id: 0, __own: 0, __rel: 0 } },
  ];
}

/** Trusted prefix per collection kind: what a caller's pipeline may ever see. */
export function publicPrefix(
  kind: 'data' | 'summary' | 'relations',
  locale: Locale,
): Record<string, unknown>[] {
  if (kind === 'data') return [{ $match: { access: 1 } }, { $project: { _id: 0 } }];
  if (kind === 'relations') return publicRelationsPrefix(locale);
  return [{ $project: { _id: 0 } }];
}

export interface IndexSpec {
  collection: string;
  key: Record<string, 1 | -1 | 'text'>;
  options: Record<string, unknown>;
}

export function indexSpecs(locale: Locale): IndexSpec[] {
  const data = `data_${locale}`;
  return [
    { collection: data, key: { table: 1, id: 1 }, options: { unique: true, name: 'table_id' } },
    { collection: data, key: { access: 1, table: 1 }, options: { name: 'access_table' } },
    { collection: data, key: { 'filtri.id': 1 }, options: { name: 'filtri_id' } },
    { collection: data, key: { parent: 1, ordine: 1 }, options: { name: 'parent_ordine' } },
    { collection: data, key: { parent_path: 1 }, options: { name: 'parent_path' } },
    { collection: data, key: { 'type_id.id': 1 }, options: { name: 'type' } },
    { collection: data, key: { 'data.start': 1 }, options: { name: 'data_start' } },
    {
      collection: data,
      key: { preferred_label: 1 },
      options: { name: 'label_it', collation: { locale: 'it' } },
    },
    {
      collection: data,
      key: {
        preferred_label: 'text',
        'metadati.value': 'text',
        'metadati.subelements.value': 'text',
        'filtri.name': 'text',
      },
      options: {
        name: 'text',
        default_language: TEXT_LANGUAGE[locale],
        language_override: '__language',
        weights: { preferred_label: 5 },
      },
    },
    {
      collection: `summary_${locale}`,
      key: { table: 1, type: 1 },
      options: { unique: true, name: 'table_type' },
    },
    { collection: `relations_${locale}`, key: { table: 1, id: 1 }, options: { name: 'side' } },
    { collection: `relations_${locale}`, key: { rel_table: 1, rel_id: 1 }, options: { name: 'rel_side' } },
  ];
}
