import type { Locale } from '@archive/contracts/locales';
import { replaceSearchWord, type SearchCorrection } from '@archive/contracts/search-correction';
import type { SearchTerm } from '@archive/contracts/search-text';
import type { CatalogueStore } from './port';
import { analyzerFor } from './text/analyzer';

/**
 * "Forse cercavi" for a search (issue 23): asks the store which plain words of the query find
 * nothing and their nearest indexed words, and writes the corrected text. Null when every word
 * finds something (a word with hits is never corrected), when nothing is near, or when the store
 * cannot spell (MongoDB).
 */
export async function correctSearch(
  store: CatalogueStore,
  locale: Locale,
  text: string,
  terms: readonly SearchTerm[],
): Promise<Omit<SearchCorrection, 'applied'> | null> {
  if (!store.spell) return null;
  const analyzer = analyzerFor(locale);
  // Words of phrases are looked at too: a slip inside quotes finds nothing just the same.
  const words = [...new Set(terms.flatMap((t) => analyzer.words(t.text)))];
  if (!words.length) return null;
  const spelled = await store.spell(locale, words);
  const corrected = spelled.filter((w) => !w.hits && w.corrections.length);
  if (!corrected.length) return null;
  let fixed = text;
  for (const w of corrected) fixed = replaceSearchWord(fixed, w.word, w.corrections[0]!);
  return { text: fixed, words: corrected.map(({ word, corrections }) => ({ word, corrections })) };
}
