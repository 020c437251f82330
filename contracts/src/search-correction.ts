import { z } from 'zod';

/**
 * "Forse cercavi" (issue 23): a search word that found nothing, corrected to the nearest words of
 * the catalogue's own vocabulary. The gateway proposes; the search page shows the corrected text as
 * a link, and says when the results shown are already those of the correction.
 */
export const searchCorrectionSchema = z.object({
  text: z
    .string()
    .describe('The search text with each word that found nothing replaced by its best correction'),
  words: z
    .array(
      z.object({
        word: z.string().describe('A word of the query that finds no public record'),
        corrections: z
          .array(z.string())
          .describe('Nearest indexed words (one edit away), most frequent first'),
      }),
    )
    .describe('Only the corrected words'),
  applied: z
    .boolean()
    .describe('True when the original text found nothing and the results are those of the corrected text'),
});
export type SearchCorrection = z.infer<typeof searchCorrectionSchema>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every whole-word occurrence of `word` (any case) replaced, quoted phrases included:
 * "lettra di Roma" with lettra -> lettera gives "lettera di Roma". Letters and digits around the
 * word keep it from matching inside another word.
 */
export function replaceSearchWord(text: string, word: string, replacement: string): string {
  if (!word) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, () => replacement);
}
