import { FULLTEXT_LIMITS, type FulltextPage } from '@archive/contracts/fulltext';

/** A page's text refused while reading: the reason, and the line of the source file when known. */
export class PageTextError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/**
 * Gathers a page's words in reading order, each with its box when the source gives one, and turns
 * them into the stored form (fulltext.ts: words joined by spaces, lines by newlines, boxes aligned
 * one per word). A word holding spaces keeps them as no-break spaces so the alignment holds.
 */
export class PageBuilder {
  private readonly lines: string[][] = [[]];
  private readonly boxes: string[] = [];
  private chars = 0;
  private words = 0;
  private boxed = 0;
  width: number | undefined;
  height: number | undefined;

  constructor(readonly page: number) {}

  word(text: string, box?: [number, number, number, number], line?: number): void {
    const word = text.trim().replace(/\s+/g, '\u00a0');
    if (!word) return;
    if (++this.words > FULLTEXT_LIMITS.maxPageWords)
      throw new PageTextError(`the page has more than ${FULLTEXT_LIMITS.maxPageWords} words`, line);
    this.chars += word.length + 1;
    if (this.chars > FULLTEXT_LIMITS.maxPageChars)
      throw new PageTextError(
        `the page has more than ${FULLTEXT_LIMITS.maxPageChars} characters of text`,
        line,
      );
    this.lines[this.lines.length - 1]!.push(word);
    if (box) this.boxed++;
    this.boxes.push(box ? box.map((v) => Math.round(v)).join(',') : '');
  }

  newline(): void {
    if (this.lines[this.lines.length - 1]!.length) this.lines.push([]);
  }

  finish(): FulltextPage {
    const text = this.lines
      .filter((l) => l.length)
      .map((l) => l.join(' '))
      .join('\n');
    const page: FulltextPage = { page: this.page, text };
    // Boxes only when every word has one: a half-boxed page would misalign the highlights.
    if (this.boxed && this.boxed === this.words && this.width && this.height) {
      page.width = this.width;
      page.height = this.height;
      page.boxes = this.boxes.join(' ');
    }
    return page;
  }
}

/** Plain text: words as written, lines kept; no boxes. */
export function readPlainPage(page: number, text: string): FulltextPage {
  if (text.length > FULLTEXT_LIMITS.maxPageChars * 2)
    throw new PageTextError(`the page has more than ${FULLTEXT_LIMITS.maxPageChars} characters of text`);
  const builder = new PageBuilder(page);
  text.split(/\r?\n|\r/).forEach((line, i) => {
    for (const word of line.split(/\s+/)) builder.word(word, undefined, i + 1);
    builder.newline();
  });
  return builder.finish();
}

/** Words of a stored page's text in the order its boxes follow. */
export const pageWords = (text: string): string[] => (text ? text.split(/[ \n]/) : []);
