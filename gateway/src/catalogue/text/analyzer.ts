import type { Locale } from '@archive/contracts/locales';
import { STEMMERS } from './stemmers';
import { STOPWORDS } from './stopwords';

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: the form words are compared in after stemming and in phrases. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * Turns text into index terms for one locale: words, lower-cased, stop words dropped, Snowball-stemmed
 * (the stemmers expect accents, so folding comes after stemming). Stems are cached: catalogue text
 * repeats the same words endlessly, and the cache makes indexing several times faster.
 */
export class Analyzer {
  private readonly cache = new Map<string, string>();
  private readonly stemWord: (word: string) => string;
  private readonly stopwords: ReadonlySet<string>;

  constructor(readonly locale: Locale) {
    this.stemWord = STEMMERS[locale];
    this.stopwords = STOPWORDS[locale];
  }

  /** Words of the text in order, lower-cased (not stemmed). */
  words(text: string): string[] {
    return text.toLowerCase().match(WORD) ?? [];
  }

  term(word: string): string | null {
    const lower = word.toLowerCase();
    let term = this.cache.get(lower);
    if (term === undefined) {
      term = this.stopwords.has(lower) || this.stopwords.has(fold(lower)) ? '' : fold(this.stemWord(lower));
      if (this.cache.size < 500_000) this.cache.set(lower, term);
    }
    return term || null;
  }

  /** Distinct index terms of the text. */
  terms(text: string): string[] {
    const out = new Set<string>();
    for (const word of this.words(text)) {
      const term = this.term(word);
      if (term) out.add(term);
    }
    return [...out];
  }

  /** Folded words joined by single spaces: phrases are checked against this form. */
  phraseForm(text: string): string {
    return (fold(text).match(WORD) ?? []).join(' ');
  }
}

const analyzers = new Map<Locale, Analyzer>();
export const analyzerFor = (locale: Locale) => {
  let analyzer = analyzers.get(locale);
  if (!analyzer) {
    analyzer = new Analyzer(locale);
    analyzers.set(locale, analyzer);
  }
  return analyzer;
};
