/**
 * A record's doc as a search page reads it (alias `d`: catalogue_data): the pages' text kept, their
 * word boxes left out, as every store's search answers (fulltext/without-word-boxes.ts). Why in
 * SQL: a record with 20 OCR pages holds tens of KB of boxes (one `x,y,w,h` per word); a page of 20
 * such records spent 15-70 ms sending and parsing them against ~1 ms for records without page text
 * (bench/README, "PostgreSQL again, a calmer machine"). Docs without boxes are sent as they are.
 */
export const PAGE_DOC = `CASE WHEN jsonb_typeof(d.doc->'fulltext') = 'array' AND jsonb_path_exists(d.doc, '$.fulltext[*].boxes')
  THEN jsonb_set(d.doc, '{fulltext}', (SELECT jsonb_agg(CASE WHEN jsonb_typeof(e.p) = 'object' THEN e.p - 'boxes' ELSE e.p END ORDER BY e.o)
    FROM jsonb_array_elements(d.doc->'fulltext') WITH ORDINALITY AS e(p, o)))
  ELSE d.doc END`;
