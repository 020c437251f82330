import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { FulltextPage } from '@archive/contracts/fulltext';
import { quickFold } from '../fulltext/find-in-pages';
import type { Analyzer } from '../text/analyzer';
import { Bitset } from './bitset';
import { type PageTerms, PageTermsBuilder } from './page-terms';
import { type PackedPostings, PostingsBuilder } from './postings';
import { STEM_PREFIX_FROM, sortedStemFamily } from './sorted-range';

/**
 * The stemmed terms of records' page text (issue 23), in posting lists of their own beside the
 * title/metadata terms: a word found only in the text still selects the record, and whatever ranks
 * results can weigh these matches below the title and metadata ones. Phrases are checked on the
 * candidates against each page's folded text (a phrase never spans two pages). Word positions are
 * not kept here: the record's pages hold their words in order, and the snippet and the in-document
 * search read them from the few records they show (fulltext/find-in-pages.ts).
 */
export class FulltextTermsBuilder {
  readonly postings = new PostingsBuilder();
  /** Each page's terms, for a search card's page (page-terms.ts). */
  readonly pages = new PageTermsBuilder();

  add(doc: number, r: CatalogueRecord, analyzer: Analyzer): void {
    const pages = r.fulltext;
    if (!pages?.length) return;
    const seen = new Set<string>();
    for (const page of pages) for (const term of analyzer.terms(page.text)) seen.add(term);
    for (const term of seen) this.postings.add(term, doc);
    this.pages.add(doc, pages, analyzer);
  }

  freeze(): FulltextTerms {
    return new FulltextTerms(this.postings.freeze(), this.pages.freeze());
  }
}

export class FulltextTerms {
  /** Every term, sorted, for the stem-prefix lookups the title terms get too. */
  readonly sortedTerms: string[];

  constructor(
    readonly postings: PackedPostings,
    readonly pages: PageTerms,
  ) {
    this.sortedTerms = [...postings.keys()].sort();
  }

  /** Adds the docs whose text holds the stem (or, from 4 letters, a longer stem it starts). */
  addStemFamily(stem: string, set: Bitset, prefix: boolean): void {
    this.postings.addTo(stem, set);
    if (!prefix || stem.length < STEM_PREFIX_FROM) return;
    const terms = this.sortedTerms;
    const [from, to] = sortedStemFamily(terms, stem);
    for (let i = from; i < to; i++) this.postings.addTo(terms[i]!, set);
  }

  /** Docs holding the stem family, as a fresh set of `size`. */
  docs(stem: string, size: number, prefix: boolean): Bitset {
    const set = new Bitset(size);
    this.addStemFamily(stem, set, prefix);
    return set;
  }
}

/** Whether one page of the record holds the phrase (`wanted` in the analyzer's phrase form, padded by spaces). */
export function pagesHoldPhrase(
  pages: readonly FulltextPage[] | undefined,
  wanted: string,
  analyzer: Analyzer,
): boolean {
  if (!pages) return false;
  // A cheap look for the phrase's longest word first: the phrase form of every page of every
  // candidate would cost a Unicode normalisation each.
  const longest = wanted.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  for (const page of pages) {
    if (longest && !quickFold(page.text).includes(longest)) continue;
    if (` ${analyzer.phraseForm(page.text)} `.includes(wanted)) return true;
  }
  return false;
}
