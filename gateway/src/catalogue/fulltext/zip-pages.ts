import { readFile } from 'node:fs/promises';
import { FULLTEXT_LIMITS, type FulltextPage } from '@archive/contracts/fulltext';
import { isLocale, type Locale } from '@archive/contracts/locales';
import type { ImportReport } from '../import-report';
import type { UnpackedPageFile } from '../import-zip';
import { formatOfFile, readPage } from './read-page';

/**
 * Page texts that came as files in an import ZIP, named by table, id and page:
 * `fulltext/ca_objects/123/0001.alto.xml` (every locale of the import) or
 * `fulltext/en/ca_objects/123/0001.txt` (one locale). `.txt` is plain text, `.xml` ALTO,
 * `.hocr`/`.html` hOCR. Each file is read once; a bad one becomes a report naming the file and the
 * line, the good ones are attached to their record as its data line is imported (a page given both
 * in the record's `fulltext` field and as a file takes the file).
 */
export class ZipPages {
  private readonly pages = new Map<string, Map<number, FulltextPage>>();
  private readonly used = new Set<string>();
  readonly reports: ImportReport[] = [];
  files = 0;

  static readonly NAME =
    /(?:^|\/)fulltext\/(?:(it|en|fr|de|es|hr)\/)?(ca_[a-z_]+|objects)\/([^/]{1,120})\/(\d{1,6})(?:\.[a-z]+)+$/i;

  async add(file: UnpackedPageFile, defaultLocale: Locale): Promise<void> {
    const match = ZipPages.NAME.exec(file.entry);
    const format = formatOfFile(file.entry);
    if (!match || !format) {
      this.refuse(
        file.entry,
        defaultLocale,
        0,
        'not named like fulltext/{table}/{id}/{page}.txt|.alto.xml|.hocr (optionally fulltext/{locale}/...)',
      );
      return;
    }
    const [, locale, table, id, pageText] = match as unknown as [
      string,
      string | undefined,
      string,
      string,
      string,
    ];
    const page = Number(pageText);
    if (page < 1) return this.refuse(file.entry, defaultLocale, 0, 'page numbers start at 1');
    this.files++;
    const bytes = await readFile(file.path);
    if (bytes.length > FULLTEXT_LIMITS.maxXmlBytes)
      return this.refuse(
        file.entry,
        defaultLocale,
        0,
        `the file is larger than ${FULLTEXT_LIMITS.maxXmlBytes / 1024 / 1024} MB`,
      );
    const read = readPage(page, format, bytes.toString('utf8'));
    if (!read.ok) return this.refuse(file.entry, defaultLocale, read.line ?? 0, read.reason);
    const key = `${locale && isLocale(locale) ? locale : '*'}|${table}|${id}`;
    const pages = this.pages.get(key) ?? new Map<number, FulltextPage>();
    this.pages.set(key, pages);
    pages.set(page, read.page);
  }

  private refuse(entry: string, locale: Locale, line: number, reason: string): void {
    this.reports.push({
      file: entry,
      locale,
      kind: 'data',
      lines: 0,
      inserted: 0,
      updated: 0,
      normalised: 0,
      refused: 1,
      pagesRefused: 1,
      errors: [{ line, reason }],
    });
  }

  /** Puts the files' pages of this record (its locale's, then those for every locale) into `doc.fulltext`. */
  attach(locale: Locale, doc: Record<string, unknown>): void {
    const keys = [`${locale}|${doc.table}|${doc.id}`, `*|${doc.table}|${doc.id}`];
    const found = keys.map((k) => this.pages.get(k)).filter((p) => p !== undefined);
    if (!found.length) return;
    for (const k of keys) if (this.pages.has(k)) this.used.add(k);
    const merged = new Map<number, FulltextPage>();
    for (const p of (Array.isArray(doc.fulltext) ? doc.fulltext : []) as FulltextPage[])
      merged.set(p.page, p);
    // The locale's own files win over the shared ones.
    for (const pages of found.reverse()) for (const [n, p] of pages) merged.set(n, p);
    doc.fulltext = [...merged.values()].sort((a, b) => a.page - b.page).slice(0, FULLTEXT_LIMITS.maxPages);
  }

  /** Files whose record was not among the import's data lines: a report each, nothing lost silently. */
  unusedReports(defaultLocale: Locale): ImportReport[] {
    const out: ImportReport[] = [];
    for (const key of this.pages.keys()) {
      if (this.used.has(key)) continue;
      const [locale, table, id] = key.split('|') as [string, string, string];
      out.push({
        file: `fulltext/${locale === '*' ? '' : `${locale}/`}${table}/${id}/`,
        locale: locale === '*' ? defaultLocale : (locale as Locale),
        kind: 'data',
        lines: 0,
        inserted: 0,
        updated: 0,
        normalised: 0,
        refused: 1,
        errors: [
          {
            line: 0,
            reason: `no record ${table}/${id} in this import's data files: put its data line in the same ZIP`,
          },
        ],
      });
    }
    return out;
  }
}
