import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Analyzer } from '../text/analyzer';
import type { VocabularyHit } from '../text/spelling';
import { STEM_PREFIX_FROM, sortedStemFamily } from './sorted-range';

/**
 * The words of a locale's public records with the number of records holding each (issue 23): what
 * spelling corrections are chosen from. Words are the folded words of the text a phrase is checked
 * against (label, metadata and sub-element values, facet names), the same words the PostgreSQL
 * store counts from its stored phrase text, so both stores know the same vocabulary.
 *
 * Bounded: words longer than MAX_WORD_LENGTH are skipped and at most MAX_WORDS distinct words are
 * kept (a catalogue of 100k records holds some tens of thousands; beyond the cap new words are not
 * counted, which only costs corrections towards very rare words).
 */
export const MAX_WORDS = 500_000;
const MAX_WORD_LENGTH = 31;
const FIELD_SEPARATOR = 'qqzqq';

export class VocabularyBuilder {
  private readonly counts = new Map<string, number>();
  private readonly seen = new Set<string>();

  constructor(private readonly analyzer: Analyzer) {}

  /** Counts the words of one record (each word once per record). */
  add(r: CatalogueRecord): void {
    this.seen.clear();
    const parts = [r.preferred_label];
    for (const m of r.metadati) {
      if (m.value) parts.push(m.value);
      if (m.subelements) for (const s of m.subelements) if (s.value) parts.push(s.value);
    }
    for (const f of r.filtri) parts.push(f.name);
    for (const part of parts) {
      const form = this.analyzer.phraseForm(part);
      if (!form) continue;
      for (const word of form.split(' ')) {
        if (word.length < 2 || word.length > MAX_WORD_LENGTH || word === FIELD_SEPARATOR) continue;
        if (this.seen.has(word)) continue;
        this.seen.add(word);
        const count = this.counts.get(word);
        if (count !== undefined) this.counts.set(word, count + 1);
        else if (this.counts.size < MAX_WORDS) this.counts.set(word, 1);
      }
    }
  }

  freeze(): Vocabulary {
    return new Vocabulary(this.counts);
  }
}

export class Vocabulary {
  constructor(private readonly counts: ReadonlyMap<string, number>) {}

  get size(): number {
    return this.counts.size;
  }

  /** Every word with its record count (the bench draws its misspellings from them). */
  entries(): IterableIterator<[string, number]> {
    return this.counts.entries();
  }

  /** Records holding the word (0 when unknown). */
  docs(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  /** The candidates that are vocabulary words, with their record counts. */
  lookup(candidates: readonly string[]): VocabularyHit[] {
    const out: VocabularyHit[] = [];
    for (const word of candidates) {
      const docs = this.counts.get(word);
      if (docs) out.push({ word, docs });
    }
    return out;
  }
}

/** What wordHasHits reads of a locale's index (its shape only: the index builds the vocabulary). */
export interface IndexedTerms {
  readonly analyzer: Analyzer;
  readonly termPostings: { has(term: string): boolean };
  readonly sortedTerms: readonly string[];
}

/**
 * Whether a word finds any public record by itself: its stem, or (for stems of 4+ letters) a longer
 * stem it starts, as select.ts stemFamily searches. Looked up without building a set.
 */
export function wordHasHits(index: IndexedTerms, word: string): boolean {
  const words = index.analyzer.words(word);
  if (!words.length) return false;
  return words.every((w) => {
    const term = index.analyzer.term(w);
    if (term === null) return true;
    if (index.termPostings.has(term)) return true;
    if (term.length < STEM_PREFIX_FROM) return false;
    const [from, to] = sortedStemFamily(index.sortedTerms, term);
    return to > from;
  });
}
