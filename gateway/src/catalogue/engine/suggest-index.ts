import type { FacetKind } from '@archive/contracts/facet-kinds';
import type { SuggestAnswer, SuggestRequest } from '../port';
import {
  compareFacetSuggestions,
  type FacetSuggestion,
  matchForm,
  matchRank,
  suggestedKind,
  suggestForm,
} from '../text/suggest-rules';
import { Bitset } from './bitset';
import type { LocaleIndex } from './locale-index';
import { type PackedPostings, PostingsBuilder } from './postings';

/**
 * What suggestions while typing read in the embedded store (issue 23), built once per locale index
 * on the first suggestion (a few hundred milliseconds at 100k records, then kept with the index;
 * a reload builds a new one with the new index):
 * - each record's title folded and padded (' una lettera di galileo'), in doc order;
 * - the distinct title words, sorted, each with its docs as packed postings: the words a typed
 *   prefix starts are a range of that list, so only their records are looked at;
 * - the suggestible facet values (places, people, subjects, collections) with folded names and
 *   record counts (a few thousand at 100k records: scanned whole).
 */
export class SuggestIndex {
  private readonly titles: string[];
  private readonly words: string[];
  private readonly wordDocs: PackedPostings;
  private readonly facets: {
    filtro: LocaleIndex['filters'][number];
    kind: FacetKind;
    name: string;
    docs: number;
  }[];

  private constructor(private readonly index: LocaleIndex) {
    const { analyzer } = index;
    const n = index.size;
    this.titles = new Array(n);
    const builder = new PostingsBuilder();
    const seen = new Set<string>();
    for (let doc = 0; doc < n; doc++) {
      const title = matchForm(analyzer, index.raw.labels[doc] ?? '');
      this.titles[doc] = title;
      seen.clear();
      for (const word of title.split(' ')) {
        if (!word || seen.has(word)) continue;
        seen.add(word);
        builder.add(word, doc);
      }
    }
    this.wordDocs = builder.freeze();
    this.words = [...this.wordDocs.keys()].sort();
    this.facets = [];
    for (const filtro of index.filters) {
      const kind = suggestedKind(filtro);
      if (!kind) continue;
      const docs = index.filterPostings.count(filtro.id);
      if (docs > 0) this.facets.push({ filtro, kind, name: matchForm(analyzer, filtro.name), docs });
    }
  }

  private static readonly built = new WeakMap<LocaleIndex, SuggestIndex>();

  static of(index: LocaleIndex): SuggestIndex {
    let suggest = SuggestIndex.built.get(index);
    if (!suggest) {
      suggest = new SuggestIndex(index);
      SuggestIndex.built.set(index, suggest);
    }
    return suggest;
  }

  /** A record's folded title, padded in front: ' una lettera di galileo' (the relevance order reads it). */
  title(doc: number): string {
    return this.titles[doc] ?? ' ';
  }

  /** Docs of the title words the first typed word starts (all of the word when more follow). */
  private candidates(form: string): Bitset {
    const space = form.indexOf(' ');
    const first = space < 0 ? form : form.slice(0, space);
    const set = new Bitset(this.index.size);
    if (space >= 0) {
      this.wordDocs.addTo(first, set);
      return set;
    }
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < first) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.words.length && this.words[i]!.startsWith(first); i++)
      this.wordDocs.addTo(this.words[i]!, set);
    return set;
  }

  suggest(request: SuggestRequest): SuggestAnswer {
    const form = suggestForm(this.index.analyzer, request.text);
    if (!form) return { titles: [], facets: [] };
    const inTables = new Bitset(this.index.size);
    for (const table of request.tables) {
      const set = this.index.tableSets.get(table);
      if (set) inTables.or(set);
    }
    const candidates = this.candidates(form).and(inTables);
    // Titles in the search's own order (label, then place), those starting with the text first:
    // walking that order and stopping once enough starting titles are found bounds the work.
    const starting: number[] = [];
    const inside: number[] = [];
    const order = this.index.order.get('preferred_label')!;
    for (let i = 0; i < order.length && starting.length < request.limit; i++) {
      const doc = order[i]!;
      if (!candidates.has(doc)) continue;
      const rank = matchRank(this.titles[doc]!, form);
      if (rank === 2) starting.push(doc);
      else if (rank === 1 && inside.length < request.limit) inside.push(doc);
    }
    const titles = [...starting, ...inside].slice(0, request.limit).map((doc) => {
      const record = this.index.record(doc);
      return { table: record.table, id: record.id, label: record.preferred_label };
    });
    const facets: FacetSuggestion[] = [];
    for (const f of this.facets) {
      const rank = matchRank(f.name, form);
      if (rank) facets.push({ filtro: f.filtro, kind: f.kind, docs: f.docs, rank });
    }
    facets.sort(compareFacetSuggestions);
    return { titles, facets: facets.slice(0, request.limit) };
  }
}
