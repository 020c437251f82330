import type { FulltextPage } from '@archive/contracts/fulltext';
import { termsOfPage } from '../fulltext/find-in-pages';
import type { Analyzer } from '../text/analyzer';
import { stemFamilyRange } from './sorted-range';

/**
 * The terms of each page of each record with page text (issue 23), as numbers into one vocabulary,
 * made as the snippets make them (find-in-pages.ts termsOfPage). A search card needs the first page
 * where the words appear: its pages' terms say which without decoding or analysing a page the words
 * are not on (most cards of a search for a catalogue word hold it in their title, not their pages).
 * The PostgreSQL store keeps the same per page (catalogue_pages.terms).
 */
export class PageTermsBuilder {
  private readonly ids = new Map<string, number>();
  private list = new Int32Array(1 << 12);
  private used = 0;
  /** doc -> page i's term ids from bounds[i] to bounds[i + 1] of `list`. */
  private readonly docs = new Map<number, Uint32Array>();

  add(doc: number, pages: readonly Pick<FulltextPage, 'text'>[], analyzer: Analyzer): void {
    const bounds = new Uint32Array(pages.length + 1);
    for (const [i, page] of pages.entries()) {
      bounds[i] = this.used;
      for (const term of termsOfPage(page.text, analyzer)) {
        let id = this.ids.get(term);
        if (id === undefined) {
          id = this.ids.size;
          this.ids.set(term, id);
        }
        if (this.used === this.list.length) {
          const grown = new Int32Array(this.list.length * 2);
          grown.set(this.list);
          this.list = grown;
        }
        this.list[this.used++] = id;
      }
    }
    bounds[pages.length] = this.used;
    this.docs.set(doc, bounds);
  }

  freeze(): PageTerms {
    return new PageTerms([...this.ids.keys()], this.list.slice(0, this.used), this.docs);
  }
}

export class PageTerms {
  /** Term ids in the order of their terms, for the stem-prefix lookups. */
  private readonly sorted: Int32Array;

  constructor(
    private readonly terms: readonly string[],
    private readonly list: Int32Array,
    private readonly docs: ReadonlyMap<number, Uint32Array>,
  ) {
    this.sorted = Int32Array.from(terms.keys()).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  }

  /**
   * Ids of the terms the stems match as a snippet matches them (find-in-pages.ts stemMatches): the
   * stem itself and, from 4 letters, every longer term it starts.
   */
  matching(stems: readonly string[]): Set<number> {
    const wanted = new Set<number>();
    const at = (i: number) => this.terms[this.sorted[i]!]!;
    for (const stem of stems) {
      // Every term of the family, as the snippet takes them (no STEM_FAMILY_MAX there).
      const [from, to] = stemFamilyRange(this.sorted.length, at, stem, Number.POSITIVE_INFINITY);
      for (let i = from; i < to; i++) wanted.add(this.sorted[i]!);
    }
    return wanted;
  }

  /** The first page of `doc` from page `from` on whose terms hold one of `wanted` (-1: none). */
  nextPage(doc: number, from: number, wanted: ReadonlySet<number>): number {
    const bounds = this.docs.get(doc);
    if (!bounds || !wanted.size) return -1;
    for (let page = from; page < bounds.length - 1; page++)
      for (let k = bounds[page]!; k < bounds[page + 1]!; k++) if (wanted.has(this.list[k]!)) return page;
    return -1;
  }
}
