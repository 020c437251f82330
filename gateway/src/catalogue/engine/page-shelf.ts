import type { FulltextPage } from '@archive/contracts/fulltext';

/**
 * A record's page text (issue 23) kept beside its encoded record, one JSON text a page. Decoding a
 * record whole decoded its pages with their ALTO word boxes (~120 KB of text a 20-page document):
 * a search page of 20 such cards turned ~3 MB into strings (catalogue words 6.3 -> 22.4 ms p50 at
 * 100k once 500 documents had text), where a card needs one page. Here a reader takes the pages it
 * needs, one at a time; only records with pages have an entry.
 */
export class PageShelf {
  private bytes: Buffer<ArrayBufferLike> = Buffer.allocUnsafe(0);
  private used = 0;
  /** doc -> [where `fulltext` sat among the record's keys, then each page's start, and the end]. */
  private readonly entries = new Map<number, { at: number; bounds: Uint32Array }>();

  /** Keeps the record's pages for `doc` (none: forgets any it had). */
  set(doc: number, pages: readonly FulltextPage[] | undefined, at: number): void {
    if (!pages?.length) {
      this.entries.delete(doc);
      return;
    }
    const texts = pages.map((page) => JSON.stringify(page));
    const length = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + length, 1 << 16));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    const bounds = new Uint32Array(texts.length + 1);
    for (const [i, text] of texts.entries()) {
      bounds[i] = this.used;
      this.used += this.bytes.write(text, this.used);
    }
    bounds[texts.length] = this.used;
    this.entries.set(doc, { at, bounds });
  }

  /** How many pages `doc` has (0: none). */
  count(doc: number): number {
    const entry = this.entries.get(doc);
    return entry ? entry.bounds.length - 1 : 0;
  }

  /** Where `fulltext` sat among the record's keys (-1: no pages). */
  at(doc: number): number {
    return this.entries.get(doc)?.at ?? -1;
  }

  /** Page `i` (0-based) of `doc`, decoded fresh. */
  page(doc: number, i: number): FulltextPage {
    const { bounds } = this.entries.get(doc)!;
    return JSON.parse(this.bytes.toString('utf8', bounds[i]!, bounds[i + 1]!)) as FulltextPage;
  }

  /** Every page of `doc`, in order. */
  all(doc: number): FulltextPage[] {
    return Array.from({ length: this.count(doc) }, (_, i) => this.page(doc, i));
  }

  /** Drops the spare capacity once loading is over (into shared memory, as the record blob's). */
  trim(): void {
    const bytes = Buffer.from(new SharedArrayBuffer(this.used));
    this.bytes.copy(bytes, 0, 0, this.used);
    this.bytes = bytes;
  }

  get byteLength(): number {
    return this.used;
  }
}
