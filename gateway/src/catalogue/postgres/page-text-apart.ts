import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { type PageText, withoutBoxes } from '@archive/contracts/fulltext-page';

/**
 * A record's page text (issue 23) kept beside its doc, not inside it. With the pages in the doc, a
 * result page holding documents with 20 OCR pages read each whole, text and word boxes (tens of KB,
 * TOASTed), to draw a card: at 100k records a catalogue word's search went from 1.7 / 4.3 ms (p50 /
 * p95) to 19.1 / 32.0 ms once 500 documents had text. Now:
 * - `doc` holds the record without `fulltext`;
 * - `fulltext_pages` its pages without the word boxes (page, text, size): what the record page
 *   shows and a browse's cards read (a search's card reads the page of its snippet from
 *   catalogue_pages since migration 14, pages-table.ts);
 * - `fulltext_boxes` one `x,y,w,h` string (or null) per page, read only for one whole record (the
 *   viewer's in-document hits and the IIIF Content Search answers draw them).
 * Each column is NULL for a record without page text. Readers put them back together (recordOf).
 */
/** SQL: a doc's pages without their boxes, in order (`doc` a jsonb expression). */
const pagesOf = (doc: string) =>
  `(SELECT jsonb_agg(p - 'boxes' ORDER BY o) FROM jsonb_array_elements(${doc}->'fulltext') WITH ORDINALITY e(p, o))`;
/** SQL: a doc's boxes, one per page (null without any box at all). */
const boxesOf = (doc: string) =>
  `CASE WHEN jsonb_path_exists(${doc}, '$.fulltext[*].boxes') THEN (SELECT jsonb_agg(p->'boxes' ORDER BY o) FROM jsonb_array_elements(${doc}->'fulltext') WITH ORDINALITY e(p, o)) END`;

export const PAGE_TEXT_APART_MIGRATION = {
  version: 13,
  name: 'page text beside the doc (pages and word boxes in their own columns)',
  sql: `
ALTER TABLE catalogue_data ADD COLUMN fulltext_pages jsonb, ADD COLUMN fulltext_boxes jsonb;
UPDATE catalogue_data SET
  fulltext_pages = ${pagesOf('doc')},
  fulltext_boxes = ${boxesOf('doc')},
  doc = doc - 'fulltext'
WHERE jsonb_typeof(doc->'fulltext') = 'array';
-- An import's undo journal keeps whole rows; an undo after this migration puts them back in this shape.
UPDATE catalogue_import_undo SET before = jsonb_set(jsonb_set(jsonb_set(before,
    '{fulltext_pages}', coalesce(${pagesOf("before->'doc'")}, 'null')),
    '{fulltext_boxes}', coalesce(${boxesOf("before->'doc'")}, 'null')),
    '{doc}', (before->'doc') - 'fulltext')
WHERE kind = 'data' AND jsonb_typeof(before->'doc'->'fulltext') = 'array';
`,
};

/** The doc, pages and boxes of a record, for their columns (row-shape.ts dataRow writes them as JSON). */
export function pageTextApart(
  r: CatalogueRecord,
): [doc: Omit<CatalogueRecord, 'fulltext'>, pages: PageText[] | null, boxes: (string | null)[] | null] {
  const { fulltext, ...doc } = r;
  if (!fulltext?.length) return [doc, null, null];
  const pages = withoutBoxes(fulltext);
  const boxes = fulltext.some((page) => page.boxes !== undefined)
    ? fulltext.map((page) => page.boxes ?? null)
    : null;
  return [doc, pages, boxes];
}

/**
 * What a read selects for one whole record. A result card reads a flag, then only the pages it needs
 * (card-pages.ts, migration 14); a hierarchy node its pages without boxes.
 */
export const RECORD_COLUMNS = 'd.doc, d.fulltext_pages, d.fulltext_boxes';

export interface PageTextRow {
  doc: CatalogueRecord;
  fulltext_pages?: PageText[] | null;
  fulltext_boxes?: (string | null)[] | null;
}

/** The record a row read with RECORD_COLUMNS (or doc and pages) holds, its pages put back. */
export function recordOf(row: PageTextRow): CatalogueRecord {
  const pages = row.fulltext_pages;
  // A doc written before migration 13 and restored from an old journal may still carry its pages.
  if (!pages?.length) return row.doc;
  const boxes = row.fulltext_boxes;
  const fulltext = boxes
    ? pages.map((page, i) => (typeof boxes[i] === 'string' ? { ...page, boxes: boxes[i] } : page))
    : pages;
  return { ...row.doc, fulltext };
}
