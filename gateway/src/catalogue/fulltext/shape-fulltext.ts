import { FULLTEXT_LIMITS, type FulltextPage, fulltextPageSchema } from '@archive/contracts/fulltext';
import { pageWords } from './page-builder';
import { type PageFormat, readPage } from './read-page';

const FORMAT_NAMES: Record<PageFormat, string> = { text: 'text', alto: 'ALTO', hocr: 'hOCR' };
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ShapedFulltext {
  pages: FulltextPage[];
  /** Pages left out, each with why (the record and its other pages still go in). */
  problems: string[];
}

/**
 * The `fulltext` field of an imported record, `[{page, text | alto | hocr}]`, read into stored
 * pages (fulltext.ts). A page that cannot be read is left out with a reason naming its number,
 * format and the line of its XML; the record keeps its good pages. Answers a string when the field
 * itself is unusable (not a list): the line is then refused like any unreadable field.
 */
export function shapeFulltext(value: unknown): ShapedFulltext | string {
  if (!Array.isArray(value)) return 'fulltext should be a list of pages: [{"page": 1, "text": "..."}]';
  const problems: string[] = [];
  const byPage = new Map<number, FulltextPage>();
  // Sources read so far: a record's pages together stay within this much XML and text.
  let sourceChars = 0;
  for (const [i, entry] of value.entries()) {
    if (byPage.size >= FULLTEXT_LIMITS.maxPages) {
      problems.push(
        `fulltext: more than ${FULLTEXT_LIMITS.maxPages} pages; pages after the ${FULLTEXT_LIMITS.maxPages}th left out`,
      );
      break;
    }
    if (!isObject(entry)) {
      problems.push(`fulltext item ${i + 1} is not a page object`);
      continue;
    }
    const page = typeof entry.page === 'string' ? Number(entry.page) : entry.page;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > 100_000) {
      problems.push(
        `fulltext item ${i + 1}: the page number ${JSON.stringify(entry.page)?.slice(0, 20)} is not a whole number from 1`,
      );
      continue;
    }
    // The stored form (text with its boxes, as a snapshot or another archive exports it) goes back in as it is.
    if (
      typeof entry.text === 'string' &&
      typeof entry.boxes === 'string' &&
      entry.alto === undefined &&
      entry.hocr === undefined
    ) {
      const stored = storedPage(page, entry);
      if (typeof stored === 'string') problems.push(`fulltext page ${page}: ${stored}`);
      else byPage.set(page, stored);
      continue;
    }
    const given = (['text', 'alto', 'hocr'] as const).filter((f) => entry[f] !== undefined);
    if (given.length !== 1) {
      problems.push(`fulltext page ${page}: give exactly one of text, alto, hocr`);
      continue;
    }
    const format = given[0]!;
    const source = entry[format];
    if (typeof source !== 'string') {
      problems.push(`fulltext page ${page}: ${format} should be text`);
      continue;
    }
    sourceChars += source.length;
    if (sourceChars > FULLTEXT_LIMITS.maxRecordSourceChars) {
      problems.push(
        `fulltext page ${page}: the record's pages are larger than ${FULLTEXT_LIMITS.maxRecordSourceChars / 1024 / 1024} MB together; this page and the next are left out (give them as files in a ZIP)`,
      );
      break;
    }
    const read = readPage(page, format, source);
    if (!read.ok) {
      const where = read.line !== undefined ? `, line ${read.line} of its ${FORMAT_NAMES[format]}` : '';
      problems.push(`fulltext page ${page} (${FORMAT_NAMES[format]}${where}): ${read.reason}`);
      continue;
    }
    if (byPage.has(page)) problems.push(`fulltext page ${page} is given twice; the later one is kept`);
    byPage.set(page, read.page);
  }
  return { pages: [...byPage.values()].sort((a, b) => a.page - b.page), problems };
}

/** A page given in the stored form: kept when its boxes are one `x,y,w,h` per word and its size is given. */
function storedPage(page: number, entry: Record<string, unknown>): FulltextPage | string {
  const parsed = fulltextPageSchema.safeParse({ ...entry, page });
  if (!parsed.success) return 'the page is not in the stored form {page, text, width, height, boxes}';
  const { text, boxes, width, height } = parsed.data;
  if (!width || !height) return 'boxes are given without the page width and height';
  const words = pageWords(text);
  const list = boxes ? boxes.split(' ') : [];
  if (words.length > FULLTEXT_LIMITS.maxPageWords)
    return `the page has more than ${FULLTEXT_LIMITS.maxPageWords} words`;
  if (list.length !== words.length || !list.every((b) => /^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/.test(b)))
    return `boxes should be one x,y,w,h per word (${words.length} words, ${list.length} boxes)`;
  return { page, text, width, height, boxes: boxes! };
}
