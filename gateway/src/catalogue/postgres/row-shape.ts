import type { CatalogueRecord, Relation, Summary } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { yearOfSeconds } from '@archive/contracts/record-date';
import { searchableText } from '../engine/locale-index';
import { relationKey } from '../engine/normalise';
import { analyzerFor } from '../text/analyzer';
import { fulltextColumns } from './fulltext-columns';
import { pageTextApart } from './page-text-apart';
import { pageTermsOf } from './pages-table';

/**
 * What the PostgreSQL store writes beside each doc, computed here with the embedded engine's own
 * code (analyzer, searchable text, phrase text, years), so both stores find, filter and order the
 * same records. Nothing of it is built into SQL text: every value goes as a parameter.
 */

/**
 * PostgreSQL text and jsonb cannot hold U+0000; a NUL escape in a doc becomes U+FFFD (the record
 * is kept, with that one character replaced) instead of failing the whole batch.
 */
export const docJson = (doc: unknown) =>
  JSON.stringify(doc).replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd');
export const noNul = (text: string) => text.replaceAll('\u0000', '\ufffd');

/** The key relations are upserted by: relationKey with a separator PostgreSQL text can hold. */
export const relationRowKey = (r: Relation) => noNul(relationKey(r)).replaceAll('\u0000', '\u001f');

/** Separator of a metadata filter key (field, value): never typed in a field code. */
export const META_SEPARATOR = '\u001f';

/**
 * The text a quoted phrase is checked against (select.ts phraseSource): label, metadata and
 * sub-element values, facet names, folded, a separator word between fields so a phrase never spans
 * two of them, padded with spaces so a phrase is found by plain substring search.
 */
export function phraseText(locale: Locale, r: CatalogueRecord): string {
  const parts = [r.preferred_label];
  for (const m of r.metadati) {
    if (m.value) parts.push(m.value);
    if (m.subelements) for (const s of m.subelements) if (s.value) parts.push(s.value);
  }
  for (const f of r.filtri) parts.push(f.name);
  return ` ${analyzerFor(locale).phraseForm(parts.join(' qqzqq '))} `;
}

/** Column values of a record row, in the order of DATA_SCHEMA. */
export function dataRow(locale: Locale, r: CatalogueRecord): unknown[] {
  const start = r.data?.start ?? null;
  const end = r.data?.end ?? null;
  const first = yearOfSeconds(start);
  const last = start === null ? undefined : yearOfSeconds(Math.max(start, end ?? start));
  const size = r.primaryImg?.size;
  const orientation =
    size && r.primaryImg?.url && size.width > 0 ? (size.height > size.width ? 'v' : 'h') : null;
  const [doc, pages, boxes] = pageTextApart(r);
  return [
    locale,
    noNul(r.table),
    noNul(r.id),
    docJson(doc),
    typeof r.access === 'number' ? r.access : null,
    noNul(r.preferred_label),
    r.type_id.id,
    !!r.hasMedia,
    start,
    end,
    first ?? null,
    last ?? null,
    r.ordine ?? null,
    r.score ?? null,
    r.parent ? noNul(r.parent) : null,
    r.parent_path.map(noNul),
    r.filtri.map((f) => noNul(f.id)),
    r.metadati.flatMap((m) =>
      m.value ? [noNul(`${m.fieldCode}${META_SEPARATOR}${m.value.toLowerCase()}`)] : [],
    ),
    analyzerFor(locale).terms(noNul(searchableText(r))),
    noNul(phraseText(locale, r)),
    orientation,
    ...fulltextColumns(locale, r),
    pages ? docJson(pages) : null,
    boxes ? docJson(boxes) : null,
    pages ? JSON.stringify(pageTermsOf(locale, pages)) : null,
  ];
}

/** Columns of a record row and their SQL types (dataRow gives the values in this order). */
const DATA_SCHEMA = [
  ['locale', 'text'],
  ['tbl', 'text'],
  ['id', 'text'],
  ['doc', 'jsonb'],
  ['access', 'integer'],
  ['label', 'text'],
  ['type_id', 'integer'],
  ['has_media', 'boolean'],
  ['start_s', 'float8'],
  ['end_s', 'float8'],
  ['year_first', 'integer'],
  ['year_last', 'integer'],
  ['ordine', 'float8'],
  ['score', 'float8'],
  ['parent', 'text'],
  ['parent_path', 'text[]'],
  ['filter_ids', 'text[]'],
  ['meta_keys', 'text[]'],
  ['terms', 'text[]'],
  ['phrase_text', 'text'],
  ['orientation', '"char"'],
  // Page text (fulltext-columns.ts).
  ['fulltext_terms', 'text[]'],
  ['fulltext_phrase', 'text'],
  // The pages themselves, beside the doc (page-text-apart.ts).
  ['fulltext_pages', 'jsonb'],
  ['fulltext_boxes', 'jsonb'],
  // Each page's terms, for catalogue_pages (pages-table.ts).
  ['fulltext_page_terms', 'jsonb'],
] as const;
export const DATA_COLUMNS = DATA_SCHEMA.map(([name]) => name);
export const DATA_TYPES = DATA_SCHEMA.map(([, type]) => type);

export const summaryRow = (locale: Locale, s: Summary) => [locale, noNul(s.table), noNul(s.type), docJson(s)];

export const relationRow = (locale: Locale, r: Relation) => [
  locale,
  relationRowKey(r),
  docJson(r),
  noNul(r.table),
  noNul(String(r.id)),
  noNul(r.rel_table),
  noNul(String(r.rel_id)),
  r.access === 1 && r.rel_access === 1,
];
