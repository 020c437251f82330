import { z } from 'zod';
import { catalogueTableSchema } from './catalogue';
import { ENDPOINTS } from './endpoints';
import { FULLTEXT_LIMITS, snippetPartSchema } from './fulltext-page';
import { defineCall, withLocale } from './http';

export * from './fulltext-page';

/**
 * Full text of a record's pages (issue 23): transcriptions and OCR (plain text, ALTO, hOCR) as the
 * import stores them in the record's `fulltext` field, and the answers built from it (snippets on
 * result cards, hits of the viewer's in-document search). Snippets are lists of parts, never HTML:
 * the front end draws the marked parts as <mark> elements from text.
 */

/** A word box scaled to 0..1 of the page (the viewer multiplies by the image it shows). */
export const relativeBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type RelativeBox = z.infer<typeof relativeBoxSchema>;

export const fulltextHitSchema = z.object({
  page: z.number().int().min(1),
  /** The hit in context: words before, the matched words (mark), words after. */
  parts: z.array(snippetPartSchema),
  /** The matched words' boxes; empty for plain text (the page is found, no place on it). */
  boxes: z.array(relativeBoxSchema),
});
export type FulltextHit = z.infer<typeof fulltextHitSchema>;

export const fulltextSearchBodySchema = withLocale({
  table: catalogueTableSchema,
  id: z.string().min(1).max(120),
  q: z
    .string()
    .max(FULLTEXT_LIMITS.maxQueryChars)
    .describe('Words or "a phrase", stemmed like the catalogue search'),
});
export const fulltextSearchResponseSchema = z.object({
  hits: z.array(fulltextHitSchema),
  /** Hits found: all of them, unless the scan stopped at the page where maxHits (500) were listed. */
  total: z.number().int(),
  /** Pages holding text, so the viewer can say a page has none. */
  pages: z.number().int(),
});
export type FulltextSearchResponse = z.infer<typeof fulltextSearchResponseSchema>;

export const fulltextSearchCall = defineCall({
  ...ENDPOINTS.fulltextSearchCall,
  summary: "Search inside one public record's transcription: hits by page with context and word boxes",
  body: fulltextSearchBodySchema,
  response: fulltextSearchResponseSchema,
});
