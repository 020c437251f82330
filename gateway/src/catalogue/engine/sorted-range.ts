/**
 * Binary searches over sorted strings, shared by the indexes that keep terms, words or titles in
 * code-unit order (fulltext-terms.ts, page-terms.ts, select.ts, vocabulary.ts, suggest-index.ts).
 * Each reads its strings through `at(i)`: some keep them sorted as they are, others keep ids sorted
 * by the strings they name.
 */

/** The first i in [0, n) at which `before(i)` turns false; `before` must be true, then false, along i. */
export function firstNotBefore(n: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * [from, to): the places of the sorted strings that start with `prefix` (the prefix itself
 * included when present), at most `max` of them, the first in order. Both ends by binary search, so
 * a one-letter prefix of a million titles costs no more than a long one.
 */
export function prefixRange(
  n: number,
  at: (i: number) => string,
  prefix: string,
  max = Number.POSITIVE_INFINITY,
): [number, number] {
  const from = firstNotBefore(n, (i) => at(i) < prefix);
  const to = firstNotBefore(n, (i) => {
    const s = at(i);
    return s < prefix || s.startsWith(prefix);
  });
  return [from, Math.min(to, from + max)];
}

/**
 * From how many letters a search stem also stands for the longer stems it starts (Snowball gives
 * "lettere" the stem "lett" and "lettera" "letter": by prefix either finds both), and how many of
 * those at most: a short common stem must not turn a search into a union of thousands of terms.
 */
export const STEM_PREFIX_FROM = 4;
export const STEM_FAMILY_MAX = 200;

/**
 * [from, to) of the n sorted terms a stem stands for: itself alone when short, else its family (at
 * most `max` terms, the first in order).
 */
export function stemFamilyRange(
  n: number,
  at: (i: number) => string,
  stem: string,
  max = STEM_FAMILY_MAX,
): [number, number] {
  if (stem.length >= STEM_PREFIX_FROM) return prefixRange(n, at, stem, max);
  const i = firstNotBefore(n, (j) => at(j) < stem);
  return [i, i < n && at(i) === stem ? i + 1 : i];
}

/** stemFamilyRange over an array of sorted terms. */
export const sortedStemFamily = (sortedTerms: readonly string[], stem: string): [number, number] =>
  stemFamilyRange(sortedTerms.length, (i) => sortedTerms[i]!, stem);
