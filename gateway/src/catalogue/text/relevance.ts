import type { SearchTerm } from '@archive/contracts/search-text';
import type { Analyzer } from './analyzer';

/**
 * The 'Rilevanza' order (issue 23), the same for every store: a record scores, for each query word
 * it holds, the word's weight (rarer words weigh more: ln(1 + N / (1 + records holding it in
 * their title or metadata))), three times over when the word is in its title, half of it (rounded
 * down) when the word is only in its page text (transcription, OCR); the query's words side by side
 * in the title (a phrase) add twice the sum of the weights. Ties fall to the title order, as the
 * default sort. So title (x3) > metadata (x1) > page text (x1/2): a long OCR text that mentions a
 * word once does not outrank a record described by it.
 *
 * Weights are whole thousandths, so sums are exact in JavaScript and in PostgreSQL alike and both
 * stores order ties the same way.
 */
export const TITLE_FACTOR = 3;
export const PHRASE_FACTOR = 2;

/** The score of a word found only in a record's page text, from the word's weight. */
export const pageTextScore = (weight: number) => Math.floor(weight / 2);

export interface RelevanceWord {
  /** The word's index term (stem, folded). */
  stem: string;
  /** The word folded: a title holding it holds the word even where the stem is not a prefix. */
  folded: string;
  /** Stems of 4+ letters also match the longer stems they start (select.ts stemFamily). */
  prefix: boolean;
}

export interface RelevancePlan {
  words: RelevanceWord[];
  /** ' folded words of the query ' when it has two or more; null otherwise. */
  phrase: string | null;
}

/** The distinct words a query is scored by (stop words carry no weight), and its phrase. */
export function relevancePlan(analyzer: Analyzer, terms: readonly SearchTerm[]): RelevancePlan {
  const seen = new Set<string>();
  const words: RelevanceWord[] = [];
  for (const term of terms)
    for (const word of analyzer.words(term.text)) {
      const stem = analyzer.term(word);
      if (stem === null || seen.has(stem)) continue;
      seen.add(stem);
      words.push({ stem, folded: analyzer.phraseForm(word), prefix: stem.length >= 4 });
    }
  const all = analyzer.phraseForm(terms.map((t) => t.text).join(' '));
  return { words, phrase: all.includes(' ') ? ` ${all} ` : null };
}

/** A word's weight in thousandths, from the public records of the locale and those holding it. */
export const wordWeight = (records: number, holding: number) =>
  Math.round(1000 * Math.log(1 + records / (1 + holding)));

/** Whether a title (folded words, padded with a space each side) holds the word. */
export function titleHolds(title: string, word: RelevanceWord): boolean {
  return (
    (word.prefix ? title.includes(` ${word.stem}`) : title.includes(` ${word.stem} `)) ||
    title.includes(` ${word.folded} `)
  );
}
