import { z } from 'zod';

/**
 * A record's page text as stored (issue 23) and the snippet a result card shows when a record
 * matched in it: parts of text, the matched words flagged, never HTML (the card draws <mark>
 * elements from text). Its own file, zod only, so catalogue.ts can use it without the calls.
 */

/** Bounds every import and every parser keeps to: hostile or broken files cannot grow work without end. */
export const FULLTEXT_LIMITS = {
  /** Pages of one record. */
  maxPages: 2000,
  /** Characters of one page's text. */
  maxPageChars: 200_000,
  /** Words (with boxes) of one page. */
  maxPageWords: 30_000,
  /** Characters of all the page sources (text, ALTO, hOCR) of one NDJSON record together. */
  maxRecordSourceChars: 64 * 1024 * 1024,
  /** Bytes of one ALTO or hOCR file. */
  maxXmlBytes: 8 * 1024 * 1024,
  /** Nesting depth of XML elements. */
  maxXmlDepth: 64,
  /** Characters of an in-document query. */
  maxQueryChars: 200,
  /** Hits one in-document search lists. */
  maxHits: 500,
} as const;

/**
 * One page as stored: `text` holds the words separated by single spaces and lines by newlines;
 * `boxes`, when the source had coordinates, holds one `x,y,w,h` per word of `text` (split on spaces
 * and newlines), separated by spaces, in the unit of `width` x `height` (the page's own size).
 */
export const fulltextPageSchema = z.object({
  page: z.number().int().min(1).max(100_000).describe('Page number, 1 = the first image'),
  text: z.string().max(FULLTEXT_LIMITS.maxPageChars),
  width: z.number().positive().optional().describe('Page width in the unit of the boxes'),
  height: z.number().positive().optional(),
  boxes: z.string().optional().describe('x,y,w,h per word of text, space separated'),
});
export type FulltextPage = z.infer<typeof fulltextPageSchema>;

/** A page as a record page and a result card carry it: its text, without the word boxes (the viewer asks for hits). */
export type PageText = Omit<FulltextPage, 'boxes'>;
export const withoutBoxes = (pages: readonly FulltextPage[]): PageText[] =>
  pages.map(({ boxes: _boxes, ...page }) => page);

export const snippetPartSchema = z.object({ text: z.string(), mark: z.boolean().optional() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const fulltextSnippetSchema = z.object({
  page: z.number().int().min(1).describe('Page of the viewer the snippet comes from'),
  parts: z.array(snippetPartSchema),
});
export type FulltextSnippet = z.infer<typeof fulltextSnippetSchema>;
