import type { FulltextPage, PageText } from '@archive/contracts/fulltext';

/**
 * A record's page text (issue 23) kept beside its encoded record. Decoding a record whole decoded
 * its pages with their ALTO word boxes (~120 KB of text a 20-page document): a search page of 20
 * such cards turned ~3 MB into strings (catalogue words 6.3 -> 22.4 ms p50 at 100k once 500
 * documents had text), where a card needs one page, and no boxes (only the viewer draws them).
 * Each page is kept as two JSON texts, the page without its boxes and then the boxes, so a reader
 * takes the pages it needs, one at a time, with or without boxes; only records with pages have an
 * entry.
 */
export class PageShelf {
  private bytes: Buffer<ArrayBufferLike> = Buffer.allocUnsafe(0);
  private used = 0;
  /**
   * doc -> where `fulltext` sat among the record's keys; `bounds`: page i's text from bounds[2i] to
   * bounds[2i + 1], its boxes (empty: none) from there to bounds[2i + 2]; `boxesAt`: where `boxes`
   * sat among the page's keys.
   */
  private readonly entries = new Map<number, { at: number; bounds: Uint32Array; boxesAt: Uint8Array }>();

  /** Keeps the record's pages for `doc` (none: forgets any it had). */
  set(doc: number, pages: readonly FulltextPage[] | undefined, at: number): void {
    if (!pages?.length) {
      this.entries.delete(doc);
      return;
    }
    const texts: string[] = [];
    const boxesAt = new Uint8Array(pages.length);
    for (const [i, { boxes, ...page }] of pages.entries()) {
      texts.push(JSON.stringify(page), boxes === undefined ? '' : JSON.stringify(boxes));
      // Among the keys JSON keeps (an undefined value leaves no key in the text).
      const kept = Object.entries(pages[i]!).filter(([, value]) => value !== undefined);
      boxesAt[i] = Math.max(
        0,
        kept.findIndex(([key]) => key === 'boxes'),
      );
    }
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
    this.entries.set(doc, { at, bounds, boxesAt });
  }

  /** How many pages `doc` has (0: none). */
  count(doc: number): number {
    const entry = this.entries.get(doc);
    return entry ? (entry.bounds.length - 1) / 2 : 0;
  }

  /** Where `fulltext` sat among the record's keys (-1: no pages). */
  at(doc: number): number {
    return this.entries.get(doc)?.at ?? -1;
  }

  /** Page `i` (0-based) of `doc` without its word boxes, decoded fresh. */
  text(doc: number, i: number): PageText {
    const { bounds } = this.entries.get(doc)!;
    return JSON.parse(this.bytes.toString('utf8', bounds[2 * i]!, bounds[2 * i + 1]!)) as PageText;
  }

  /** Page `i` (0-based) of `doc` whole, its keys in their stored order, decoded fresh. */
  page(doc: number, i: number): FulltextPage {
    const { bounds, boxesAt } = this.entries.get(doc)!;
    const page: FulltextPage = this.text(doc, i);
    const from = bounds[2 * i + 1]!;
    const to = bounds[2 * i + 2]!;
    if (from === to) return page;
    const boxes = JSON.parse(this.bytes.toString('utf8', from, to)) as string;
    const entries = Object.entries(page);
    if (boxesAt[i]! >= entries.length) return Object.assign(page, { boxes });
    entries.splice(boxesAt[i]!, 0, ['boxes', boxes]);
    return Object.fromEntries(entries) as FulltextPage;
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
