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
  /** Docs by folded title (code units): titles starting with a text are one range of it. */
  private readonly byTitle: Int32Array;
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
    const titles = this.titles;
    this.byTitle = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : a - b,
    );
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

  /**
   * Docs of the title words the first typed word starts (all of that word when more follow), or
   * null when those words are held by more than an eighth of the records: reading titles in order
   * then finds enough sooner than decoding their postings.
   */
  private candidates(form: string): Bitset | null {
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
    let end = lo;
    let postings = 0;
    const most = this.index.size / 8;
    for (; end < this.words.length && this.words[end]!.startsWith(first); end++) {
      postings += this.wordDocs.count(this.words[end]!);
      if (postings > most) return null;
    }
    for (let i = lo; i < end; i++) this.wordDocs.addTo(this.words[i]!, set);
    return set;
  }

  /** Up to `limit` docs whose title starts with the text, first in title order. */
  private startingTitles(form: string, inTables: Bitset, rank: Int32Array, limit: number): number[] {
    const wanted = ` ${form}`;
    const titles = this.titles;
    let lo = 0;
    let hi = this.byTitle.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (titles[this.byTitle[mid]!]! < wanted) lo = mid + 1;
      else hi = mid;
    }
    // The few best ranks of the range, kept sorted (limit is at most 10).
    const best: number[] = [];
    for (let i = lo; i < this.byTitle.length; i++) {
      const doc = this.byTitle[i]!;
      if (!titles[doc]!.startsWith(wanted)) break;
      if (!inTables.has(doc)) continue;
      if (best.length === limit && rank[doc]! >= rank[best[limit - 1]!]!) continue;
      let at = best.length;
      while (at > 0 && rank[best[at - 1]!]! > rank[doc]!) at--;
      best.splice(at, 0, doc);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  suggest(request: SuggestRequest): SuggestAnswer {
    const form = suggestForm(this.index.analyzer, request.text);
    if (!form) return { titles: [], facets: [] };
    const inTables = new Bitset(this.index.size);
    for (const table of request.tables) {
      const set = this.index.tableSets.get(table);
      if (set) inTables.or(set);
    }
    const rank = this.index.rank.get('preferred_label')!;
    // Titles starting with the text: a range of the folded-title order; the first in title order.
    const starting = this.startingTitles(form, inTables, rank, request.limit);
    const inside: number[] = [];
    const need = request.limit - starting.length;
    if (need > 0) {
      // Titles with a later word starting the text, in title order until enough are found: through
      // the postings of the words the text starts when they are few, else by reading the titles
      // (then many match and the walk stops early).
      const candidates = this.candidates(form);
      const order = this.index.order.get('preferred_label')!;
      for (let i = 0; i < order.length && inside.length < need; i++) {
        const doc = order[i]!;
        if (!inTables.has(doc) || (candidates && !candidates.has(doc))) continue;
        if (matchRank(this.titles[doc]!, form) === 1) inside.push(doc);
      }
    }
    const titles = [...starting, ...inside].slice(0, request.limit).map((doc) => {
      const record = this.index.record(doc);
      return { table: record.table, id: record.id, label: record.preferred_label };
    });
    const facets: FacetSuggestion[] = [];
    for (const f of this.facets) {
      const match = matchRank(f.name, form);
      if (match) facets.push({ filtro: f.filtro, kind: f.kind, docs: f.docs, rank: match });
    }
    facets.sort(compareFacetSuggestions);
    return { titles, facets: facets.slice(0, request.limit) };
  }
}
