import type { FulltextPage } from '@archive/contracts/fulltext';
import type { SaxesTagPlain } from 'saxes';
import { PageBuilder, PageTextError } from './page-builder';
import { readXml } from './safe-xml';

/** `bbox x0 y0 x1 y1` from an hOCR title (properties separated by semicolons). */
function bboxOf(tag: SaxesTagPlain): [number, number, number, number] | undefined {
  const match =
    /(?:^|;)\s*bbox\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)/.exec(
      tag.attributes.title ?? '',
    );
  if (!match) return undefined;
  const [x0, y0, x1, y1] = match.slice(1).map(Number) as [number, number, number, number];
  return [x0, y0, x1 - x0, y1 - y0];
}

const classes = (tag: SaxesTagPlain) => (tag.attributes.class ?? '').split(/\s+/);

/**
 * hOCR (XHTML): words are the elements of class ocrx_word, their text the element's text, their box
 * the `bbox` of the title; lines are ocr_line / ocrx_line; the page size is the ocr_page's bbox.
 * Read as XML (Tesseract writes XHTML); an HTML file that is not well-formed is refused by line.
 */
export function readHocrPage(page: number, xml: string): FulltextPage {
  const builder = new PageBuilder(page);
  // Depth inside the current word (its text may sit in nested <strong>/<em>), 0 = outside.
  let wordDepth = 0;
  let wordText = '';
  let wordBox: [number, number, number, number] | undefined;
  let wordLine = 0;
  let pages = 0;
  readXml(
    xml,
    {
      open(tag, line) {
        if (wordDepth) {
          wordDepth++;
          return;
        }
        const kinds = classes(tag);
        if (kinds.includes('ocr_page')) {
          if (++pages > 1)
            throw new PageTextError('the file holds more than one ocr_page: give one file per page', line);
          const box = bboxOf(tag);
          if (box) {
            builder.width = box[0] + box[2];
            builder.height = box[1] + box[3];
          }
        } else if (
          kinds.includes('ocr_line') ||
          kinds.includes('ocrx_line') ||
          kinds.includes('ocr_textfloat')
        )
          builder.newline();
        else if (kinds.includes('ocrx_word')) {
          wordDepth = 1;
          wordText = '';
          wordBox = bboxOf(tag);
          wordLine = line;
        }
      },
      close() {
        if (wordDepth && --wordDepth === 0) builder.word(wordText, wordBox, wordLine);
      },
      text(text) {
        if (wordDepth) wordText += text;
      },
    },
    true,
  );
  if (!pages) throw new PageTextError('no element of class ocr_page: is this an hOCR file?');
  return builder.finish();
}
