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
import { prefixRange } from './sorted-range';

/**
 * What suggestions while typing read in the embedded store (issue 23), one per locale index (so
 * per data version: a reload makes a new index and a new one of these):
 * - each record's title folded and padded (' una lettera di galileo'), in doc order;
 * - the docs in folded-title order: titles starting with a text are one range of it;
 * - the distinct title words, sorted, each with its docs as packed postings: the words a typed
 *   prefix starts are a range of that list, so only their records are looked at;
 * - the suggestible facet values (places, people, subjects, collections) with folded names and
 *   record counts (a few thousand at 100k records: scanned whole; SuggestFacets, built at once).
 *
 * The title part takes ~1-2 s at 100k records on a busy machine: it is built in the background
 * after a locale is loaded (prepare(), in slices of a few milliseconds so requests keep their
 * turns), never on a visitor's request. A suggestion asked before it is ready waits a little
 * (small catalogues are ready by then) and otherwise gets the facet values alone (`partial`), which
 * the route does not remember.
 */
export class SuggestIndex {
  private constructor(
    private readonly index: LocaleIndex,
    private readonly titles: string[],
    /** Docs by folded title (code units), ties by doc. */
    private readonly byTitle: Int32Array,
    private readonly words: string[],
    private readonly wordDocs: PackedPostings,
  ) {}

  private static readonly built = new WeakMap<LocaleIndex, SuggestIndex>();
  private static readonly building = new WeakMap<LocaleIndex, Promise<SuggestIndex>>();

  /** The index of this locale index when it is built, else undefined (nothing is started). */
  static ready(index: LocaleIndex): SuggestIndex | undefined {
    return SuggestIndex.built.get(index);
  }

  /** Builds it in the background (once per locale index); resolves when it is ready. */
  static prepare(index: LocaleIndex): Promise<SuggestIndex> {
    let building = SuggestIndex.building.get(index);
    if (!building) {
      building = SuggestIndex.build(index).then((suggest) => {
        SuggestIndex.built.set(index, suggest);
        return suggest;
      });
      SuggestIndex.building.set(index, building);
    }
    return building;
  }

  private static async build(index: LocaleIndex): Promise<SuggestIndex> {
    // Never on the caller's turn: the caller (a load, a request) goes on first.
    await nextTurn();
    const { analyzer } = index;
    const n = index.size;
    const titles: string[] = new Array(n);
    const builder = new PostingsBuilder();
    const seen = new Set<string>();
    for (let doc = 0; doc < n; doc++) {
      if (doc % SLICE === SLICE - 1) await nextTurn();
      const title = matchForm(analyzer, index.raw.labels[doc] ?? '');
      titles[doc] = title;
      seen.clear();
      for (const word of title.split(' ')) {
        if (!word || seen.has(word)) continue;
        seen.add(word);
        builder.add(word, doc);
      }
    }
    await nextTurn();
    const wordDocs = builder.freeze();
    const words = [...wordDocs.keys()].sort();
    const byTitle = await sortInSlices(n, (a, b) =>
      titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : a - b,
    );
    return new SuggestIndex(index, titles, byTitle, words, wordDocs);
  }

  /** The built index, waiting at most `ms` for it (starting the build if nobody has). */
  static async within(index: LocaleIndex, ms: number): Promise<SuggestIndex | undefined> {
    const done = SuggestIndex.ready(index);
    if (done) return done;
    let wake = (_: undefined) => {};
    const late = new Promise<undefined>((resolve) => {
      wake = resolve;
    });
    const timer = setTimeout(() => wake(undefined), ms);
    timer.unref();
    try {
      return await Promise.race([SuggestIndex.prepare(index), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A record's folded title, padded in front: ' una lettera di galileo' (the relevance order reads it). */
  static titleOf(index: LocaleIndex, doc: number): string {
    return (
      SuggestIndex.built.get(index)?.titles[doc] ?? matchForm(index.analyzer, index.raw.labels[doc] ?? '')
    );
  }

  /** What can be answered before the titles are indexed: the facet values (`partial`). */
  static cheap(index: LocaleIndex, request: SuggestRequest): SuggestAnswer {
    const form = suggestForm(index.analyzer, request.text);
    if (!form) return { titles: [], facets: [] };
    return { titles: [], facets: SuggestFacets.of(index).matching(form, request.limit), partial: true };
  }

  /** Docs of [lo, hi) of the folded-title order whose title starts with `wanted`. */
  private titleRange(wanted: string): [number, number] {
    const titles = this.titles;
    return prefixRange(this.byTitle.length, (i) => titles[this.byTitle[i]!]!, wanted);
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
    const [from, to] = prefixRange(this.words.length, (i) => this.words[i]!, first);
    let postings = 0;
    const most = this.index.size / 8;
    for (let i = from; i < to; i++) {
      postings += this.wordDocs.count(this.words[i]!);
      if (postings > most) return null;
    }
    for (let i = from; i < to; i++) this.wordDocs.addTo(this.words[i]!, set);
    return set;
  }

  /** Up to `limit` docs whose title starts with the text, first in title order. */
  private startingTitles(form: string, inTables: Bitset, rank: Int32Array, limit: number): number[] {
    const wanted = ` ${form}`;
    const titles = this.titles;
    const [lo, hi] = this.titleRange(wanted);
    const best: number[] = [];
    // Many such titles ('lett' at 100k demo records: ~20,000): walking the title order finds the
    // first ones after about limit x records / range steps, far fewer than the range holds.
    if ((hi - lo) * (hi - lo) > limit * this.index.size) {
      const order = this.index.order.get('preferred_label')!;
      for (let i = 0; i < order.length && best.length < limit; i++) {
        const doc = order[i]!;
        if (inTables.has(doc) && titles[doc]!.startsWith(wanted)) best.push(doc);
      }
      return best;
    }
    // Few: the best ranks of the range, kept sorted (limit is at most 10).
    for (let i = lo; i < hi; i++) {
      const doc = this.byTitle[i]!;
      if (!inTables.has(doc)) continue;
      if (best.length === limit && rank[doc]! >= rank[best[limit - 1]!]!) continue;
      let at = best.length;
      while (at > 0 && rank[best[at - 1]!]! > rank[doc]!) at--;
      best.splice(at, 0, doc);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  /** Up to `need` docs with a later title word starting the text, in title order. */
  private insideTitles(form: string, inTables: Bitset, rank: Int32Array, need: number): number[] {
    const inside: number[] = [];
    const candidates = this.candidates(form);
    const fits = (doc: number) => inTables.has(doc) && matchRank(this.titles[doc]!, form) === 1;
    if (candidates && candidates.count() * 64 < this.index.size) {
      // Few candidates (or none: a text no title word starts): sorted by title order themselves
      // rather than found by walking every record's place.
      const docs = candidates.toArray().sort((a, b) => rank[a]! - rank[b]!);
      for (const doc of docs) {
        if (inside.length >= need) break;
        if (fits(doc)) inside.push(doc);
      }
      return inside;
    }
    // Many: in title order until enough are found (they are dense, so the walk stops early).
    const order = this.index.order.get('preferred_label')!;
    for (let i = 0; i < order.length && inside.length < need; i++) {
      const doc = order[i]!;
      if ((!candidates || candidates.has(doc)) && fits(doc)) inside.push(doc);
    }
    return inside;
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
    // Titles starting with the text first, then those with a later word starting it.
    const starting = this.startingTitles(form, inTables, rank, request.limit);
    const need = request.limit - starting.length;
    const inside = need > 0 ? this.insideTitles(form, inTables, rank, need) : [];
    const titles = [...starting, ...inside].slice(0, request.limit).map((doc) => {
      const record = this.index.record(doc);
      return { table: record.table, id: record.id, label: record.preferred_label };
    });
    return { titles, facets: SuggestFacets.of(this.index).matching(form, request.limit) };
  }
}

/** The suggestible facet values of a locale index, folded (a few thousand: built at once). */
class SuggestFacets {
  private static readonly built = new WeakMap<LocaleIndex, SuggestFacets>();

  static of(index: LocaleIndex): SuggestFacets {
    let facets = SuggestFacets.built.get(index);
    if (!facets) {
      facets = new SuggestFacets(index);
      SuggestFacets.built.set(index, facets);
    }
    return facets;
  }

  private readonly values: {
    filtro: LocaleIndex['filters'][number];
    kind: FacetKind;
    name: string;
    docs: number;
  }[] = [];

  private constructor(index: LocaleIndex) {
    for (const filtro of index.filters) {
      const kind = suggestedKind(filtro);
      if (!kind) continue;
      const docs = index.filterPostings.count(filtro.id);
      if (docs > 0) this.values.push({ filtro, kind, name: matchForm(index.analyzer, filtro.name), docs });
    }
  }

  matching(form: string, limit: number): FacetSuggestion[] {
    const facets: FacetSuggestion[] = [];
    for (const f of this.values) {
      const match = matchRank(f.name, form);
      if (match) facets.push({ filtro: f.filtro, kind: f.kind, docs: f.docs, rank: match });
    }
    facets.sort(compareFacetSuggestions);
    return facets.slice(0, limit);
  }
}

/** Docs of work between turns given back to the event loop while building (a few ms each). */
const SLICE = 2048;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * 0..n-1 sorted by `compare` (a total order) a slice at a time: runs of SORT_RUN sorted alone,
 * then merged pairwise, a turn given back after each run and each merge.
 */
export async function sortInSlices(
  n: number,
  compare: (a: number, b: number) => number,
): Promise<Int32Array> {
  let from = Int32Array.from({ length: n }, (_, i) => i);
  for (let lo = 0; lo < n; lo += SORT_RUN) {
    from.subarray(lo, Math.min(n, lo + SORT_RUN)).sort(compare);
    await nextTurn();
  }
  let to = new Int32Array(n);
  for (let width = SORT_RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = compare(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
      if (hi - lo >= SORT_RUN) await nextTurn();
    }
    [from, to] = [to, from];
  }
  return from;
}

const SORT_RUN = 4096;
