import type { SearchTerm } from '@archive/contracts/search-text';
import {
  PHRASE_FACTOR,
  pageTextScore,
  relevancePlan,
  TITLE_FACTOR,
  titleHolds,
  wordWeight,
} from '../text/relevance';
import type { Bitset } from './bitset';
import type { LocaleIndex } from './locale-index';
import { stemFamily } from './select';
import { SuggestIndex } from './suggest-index';

/**
 * A page of a result in the 'Rilevanza' order (text/relevance.ts): each member scored from the
 * words' posting lists (title and metadata terms, then page text terms) and its folded title (kept
 * by the suggestion index), then sorted by score
 * and title order. Scoring touches every member once (~100k at most a locale at the 100k rung).
 */
export function relevancePage(
  index: LocaleIndex,
  result: Bitset,
  terms: readonly SearchTerm[],
  skip: number,
  limit: number,
): number[] {
  const plan = relevancePlan(index.analyzer, terms);
  const docs = result.toArray();
  const score = new Float64Array(docs.length);
  let total = 0;
  for (const word of plan.words) {
    const holding = stemFamily(index, word.stem);
    const weight = wordWeight(index.size, holding.count());
    total += weight;
    // Page text (engine/fulltext-terms.ts) counts below the title and metadata terms.
    const inText = index.fulltext.postings.size
      ? index.fulltext.docs(word.stem, index.size, word.prefix)
      : null;
    const textScore = pageTextScore(weight);
    docs.forEach((doc, i) => {
      if (holding.has(doc))
        score[i]! += titleHolds(`${SuggestIndex.titleOf(index, doc)} `, word)
          ? TITLE_FACTOR * weight
          : weight;
      else if (inText?.has(doc)) score[i]! += textScore;
    });
  }
  if (plan.phrase) {
    const phrase = plan.phrase;
    docs.forEach((doc, i) => {
      if (`${SuggestIndex.titleOf(index, doc)} `.includes(phrase)) score[i]! += PHRASE_FACTOR * total;
    });
  }
  const rank = index.rank.get('preferred_label')!;
  const order = Int32Array.from(docs.keys()).sort(
    (a, b) => score[b]! - score[a]! || rank[docs[a]!]! - rank[docs[b]!]!,
  );
  return Array.from(order.subarray(skip, skip + limit), (i) => docs[i]!);
}
