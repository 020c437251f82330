import { type Analyzer, fold } from './analyzer';

/**
 * Spelling correction against the index's own vocabulary (issue 23), shared by every store: the
 * store only says which words exist and in how many records (embedded: a map built with the index;
 * PostgreSQL: a table rebuilt on publish), this module proposes and ranks the candidates, so both
 * stores correct the same word to the same word.
 *
 * Candidates are the vocabulary words one edit away (deletion, insertion, substitution or a swap of
 * neighbours: Damerau's four typing slips). Generating them from the query word costs a few hundred
 * lookups and no memory beyond the vocabulary itself, where a deletion-neighbourhood index would
 * hold every word's deletions (~8 more keys a word).
 */

/**
 * Letters a folded word can hold: folding strips accents (à -> a, ñ -> n), so only letters NFD cannot
 * split remain beyond a-z (Croatian đ, German ß, French œ æ, Nordic ø, Polish ł).
 */
const ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789đßœæøł'];

/** Words shorter than this are never corrected: one edit away from a 2-letter word is half the language. */
export const MIN_CORRECTED_LENGTH = 3;
/** Longer words are left alone (bounded work: candidates grow with the length). */
export const MAX_CORRECTED_LENGTH = 30;
/** Most query words looked at in one search (the rest are left as typed). */
export const MAX_CORRECTED_WORDS = 8;
/** Corrections offered per word. */
export const MAX_CORRECTIONS = 3;

/** Every distinct string one Damerau edit away from `word` (not `word` itself). */
export function editNeighbours(word: string): string[] {
  const chars = [...word];
  const out = new Set<string>();
  const n = chars.length;
  const join = (a: string[]) => a.join('');
  for (let i = 0; i < n; i++) out.add(join([...chars.slice(0, i), ...chars.slice(i + 1)]));
  for (let i = 0; i + 1 < n; i++)
    if (chars[i] !== chars[i + 1])
      out.add(join([...chars.slice(0, i), chars[i + 1]!, chars[i]!, ...chars.slice(i + 2)]));
  for (let i = 0; i < n; i++)
    for (const c of ALPHABET)
      if (c !== chars[i]) out.add(join([...chars.slice(0, i), c, ...chars.slice(i + 1)]));
  for (let i = 0; i <= n; i++)
    for (const c of ALPHABET) out.add(join([...chars.slice(0, i), c, ...chars.slice(i)]));
  out.delete(word);
  return [...out];
}

/** The folded form a query word is looked up in (the vocabulary's form), or null when never corrected. */
export function correctableForm(word: string): string | null {
  const folded = fold(word);
  const length = [...folded].length;
  if (length < MIN_CORRECTED_LENGTH || length > MAX_CORRECTED_LENGTH) return null;
  // Numbers (years, inventory numbers) are not misspellings of other numbers.
  if (/^\p{N}+$/u.test(folded)) return null;
  return folded;
}

/** A vocabulary word with the number of public records holding it. */
export interface VocabularyHit {
  word: string;
  docs: number;
}

/**
 * The best corrections among the found neighbours: most records first (the intended word is far
 * more often the frequent one), a swap of neighbours before other edits on a tie (the commonest
 * slip), then alphabetical so every store answers alike. Stop words are never offered: they find
 * nothing on their own.
 */
export function rankCorrections(word: string, found: VocabularyHit[], analyzer: Analyzer): string[] {
  const swapped = (candidate: string) =>
    candidate.length === word.length && [...candidate].filter((c, i) => c !== word[i]).length === 2;
  return found
    .filter((hit) => hit.docs > 0 && hit.word !== word && analyzer.term(hit.word) !== null)
    .sort(
      (a, b) =>
        b.docs - a.docs ||
        Number(swapped(b.word)) - Number(swapped(a.word)) ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    )
    .slice(0, MAX_CORRECTIONS)
    .map((hit) => hit.word);
}

/** What a store answers for one query word. */
export interface WordSpelling {
  /** The word as asked. */
  word: string;
  /** True when the word (or a form of it, by stem) finds public records: never corrected then. */
  hits: boolean;
  /** Nearest vocabulary words, best first; empty when the word has hits or nothing is near. */
  corrections: string[];
}

/**
 * The common part of a store's spell(): words with hits are kept as they are, the others get the
 * ranked neighbours the store's `lookup` found in its vocabulary.
 */
export async function spellWords(
  words: readonly string[],
  analyzer: Analyzer,
  hasHits: (word: string) => Promise<boolean>,
  lookup: (candidates: string[]) => Promise<VocabularyHit[]>,
): Promise<WordSpelling[]> {
  const out: WordSpelling[] = [];
  for (const word of words.slice(0, MAX_CORRECTED_WORDS)) {
    const form = correctableForm(word);
    // A stop word or a number finds nothing by itself and is not a typing slip either.
    if (!form || analyzer.term(word) === null) {
      out.push({ word, hits: true, corrections: [] });
      continue;
    }
    if (await hasHits(word)) {
      out.push({ word, hits: true, corrections: [] });
      continue;
    }
    const found = await lookup(editNeighbours(form));
    out.push({ word, hits: false, corrections: rankCorrections(form, found, analyzer) });
  }
  return out;
}
