import { z } from 'zod';
import { catalogueTableSchema } from './catalogue';
import { ENDPOINTS } from './endpoints';
import { FACET_KINDS } from './facet-kinds';
import { defineCall, withLocale } from './http';

/**
 * Suggestions while typing (issue 23): titles and facet values (places, people, subjects,
 * collections) of public records matching the text typed in a search field. Public, unauthenticated,
 * bounded: a short text, a small list.
 */
export const SUGGEST_LIMITS = {
  /** Shortest text answered (folded letters and digits); shorter text gets empty lists. */
  minLength: 2,
  /** Longest text accepted. */
  maxLength: 100,
  /** Most titles (and most facet values) in one answer. */
  maxLimit: 10,
} as const;

export const catalogueSuggestBodySchema = withLocale({
  text: z
    .string()
    .max(SUGGEST_LIMITS.maxLength, `text may be at most ${SUGGEST_LIMITS.maxLength} characters`)
    .describe('What the visitor typed so far; accents and case do not matter'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(SUGGEST_LIMITS.maxLimit, `limit may be at most ${SUGGEST_LIMITS.maxLimit}`)
    .default(5)
    .describe('Most titles, and most facet values'),
});
export type CatalogueSuggestBody = z.input<typeof catalogueSuggestBodySchema>;

export const titleSuggestionSchema = z.object({
  table: catalogueTableSchema,
  id: z.string(),
  label: z.string(),
  link: z.string().describe("Localised path of the record's page"),
});
export const facetSuggestionSchema = z.object({
  kind: z.enum(FACET_KINDS).describe('place, person, subject or collection'),
  id: z.string(),
  name: z.string(),
  path: z.string(),
  count: z.number().int().describe('Public records holding the value'),
  filter: z.string().describe('The serialised filter token choosing it applies'),
});
export const catalogueSuggestResponseSchema = z.object({
  titles: z.array(titleSuggestionSchema).describe('Titles starting with the text first, then by title'),
  facets: z.array(facetSuggestionSchema).describe('Names starting with the text first, then the most held'),
});
export type CatalogueSuggestions = z.infer<typeof catalogueSuggestResponseSchema>;

export const catalogueSuggestCall = defineCall({
  ...ENDPOINTS.catalogueSuggestCall,
  summary: 'Suggestions while typing: titles and facet values of public records (after 2 characters)',
  body: catalogueSuggestBodySchema,
  response: catalogueSuggestResponseSchema,
});
