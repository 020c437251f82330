import type { FulltextPage } from '@archive/contracts/fulltext';
import { PageTextError, readPlainPage } from './page-builder';
import { readAltoPage } from './parse-alto';
import { readHocrPage } from './parse-hocr';

export type PageFormat = 'text' | 'alto' | 'hocr';

export type PageReading = { ok: true; page: FulltextPage } | { ok: false; reason: string; line?: number };

/** One page's source in any of the three formats, read into the stored form or refused with a reason. */
export function readPage(page: number, format: PageFormat, source: string): PageReading {
  try {
    const read =
      format === 'alto'
        ? readAltoPage(page, source)
        : format === 'hocr'
          ? readHocrPage(page, source)
          : readPlainPage(page, source);
    return { ok: true, page: read };
  } catch (err) {
    if (err instanceof PageTextError)
      return { ok: false, reason: err.message, ...(err.line !== undefined ? { line: err.line } : {}) };
    throw err;
  }
}

/** The format of a file in a ZIP by its name: 0001.alto.xml / .xml, 0001.hocr / .html, 0001.txt. */
export function formatOfFile(name: string): PageFormat | null {
  const lower = name.toLowerCase();
  if (/\.txt$/.test(lower)) return 'text';
  if (/\.(hocr|html?|xhtml)$/.test(lower) || /\.hocr\.(html?|xml)$/.test(lower)) return 'hocr';
  if (/\.xml$/.test(lower)) return 'alto';
  return null;
}
