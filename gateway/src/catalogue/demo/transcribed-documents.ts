import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CatalogueRecord, Representation } from '@archive/contracts/catalogue';
import { CATALOGUE_MEDIA_PATH } from '@archive/contracts/catalogue-api';
import type { FulltextPage } from '@archive/contracts/fulltext';
import sharp from 'sharp';
import { readPage } from '../fulltext/read-page';
import { DEMO_DOCUMENTS, type DemoDocument } from './transcribed-texts';
import type { DemoLocale } from './vocabulary';

/**
 * The demo's documents with page text (issue 23). Each page is laid out once into words with
 * boxes; from that one layout come both its OCR file (ALTO, or hOCR for the register), read into
 * the record by the import's own readers, and its page image, drawn by sharp from an SVG that puts
 * every word at its box in a monospaced font (a typescript look), so a highlighted box sits on its
 * word in the picture. Pages are 2000 x 2800 pixels.
 */
export const PAGE = { width: 2000, height: 2800 } as const;
const MARGIN = 170;
const FONT = 40;
const TITLE_FONT = 64;
/**
 * Advance of every glyph of a monospaced font, in ems (DejaVu Sans Mono 1233/2048, Liberation Mono
 * 1229/2048): with it a word's width is known without measuring, so boxes match the drawn glyphs.
 */
const ADVANCE = 0.601;

interface Word {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Baseline, for drawing. */
  base: number;
  size: number;
}

/** Words laid out in lines (wrapping within the column), paragraphs a half line apart. */
export function layoutPage(doc: DemoDocument, paragraphs: string[], firstPage: boolean): Word[][] {
  const lines: Word[][] = [];
  const gap = 60;
  const full = PAGE.width - 2 * MARGIN;
  const columnWidth = doc.columns === 2 ? (full - gap) / 2 : full;
  let y = MARGIN;
  let column = 0;
  let columnTop = MARGIN;
  // The newspaper's masthead and date line span the page; its articles run in two columns.
  const spanning = doc.columns === 2 && firstPage ? 2 : 0;
  // Half the articles in each column (a column that fills up also flows into the next).
  const secondColumnFrom = spanning + Math.ceil((paragraphs.length - spanning) / 2);
  paragraphs.forEach((paragraph, p) => {
    const wide = p < spanning;
    if (doc.columns === 2 && p === secondColumnFrom && column === 0) {
      column = 1;
      y = columnTop;
    }
    const size = wide && p === 0 ? TITLE_FONT : FONT;
    const width = wide ? full : columnWidth;
    const left = () => MARGIN + (wide ? 0 : column * (columnWidth + gap));
    let line: Word[] = [];
    let x = left();
    const lineHeight = size * 1.55;
    const newline = () => {
      if (line.length) lines.push(line);
      line = [];
      y += lineHeight;
      if (!wide && doc.columns === 2 && y > PAGE.height - MARGIN - lineHeight && column === 0) {
        column = 1;
        y = columnTop;
      }
      x = left();
    };
    for (const text of paragraph.split(' ').filter(Boolean)) {
      // Code points, not UTF-16 units: one glyph each (the texts are NFC, no combining marks).
      const w = Math.round([...text].length * size * ADVANCE);
      if (x + w > left() + width && line.length) newline();
      line.push({
        text,
        x: Math.round(x),
        y: Math.round(y),
        w,
        h: size,
        base: Math.round(y + size * 0.8),
        size,
      });
      x += w + size * 0.35;
    }
    newline();
    y += size * 0.5;
    if (wide && p === spanning - 1) columnTop = y + size;
    if (wide && p === spanning - 1) y = columnTop;
  });
  return lines;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's ALTO v4 (pixels): TextLines of Strings with their boxes, SP between them. */
export function altoOf(lines: Word[][]): string {
  const body = lines
    .map((line, i) => {
      const words = line
        .map(
          (w) =>
            `<String CONTENT="${escapeXml(w.text)}" HPOS="${w.x}" VPOS="${w.y}" WIDTH="${w.w}" HEIGHT="${w.h}"/>`,
        )
        .join('<SP/>');
      return `<TextLine ID="l${i + 1}">${words}</TextLine>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#">
<Description><MeasurementUnit>pixel</MeasurementUnit></Description>
<Layout><Page ID="p1" WIDTH="${PAGE.width}" HEIGHT="${PAGE.height}"><PrintSpace><TextBlock ID="b1">
${body}
</TextBlock></PrintSpace></Page></Layout>
</alto>
`;
}

/** The page's hOCR (Tesseract's shape): ocr_line spans of ocrx_word spans with bbox titles. */
export function hocrOf(lines: Word[][]): string {
  const body = lines
    .map(
      (line, i) =>
        `<span class="ocr_line" id="line_${i + 1}">${line
          .map(
            (w, j) =>
              `<span class="ocrx_word" id="word_${i + 1}_${j + 1}" title="bbox ${w.x} ${w.y} ${w.x + w.w} ${w.y + w.h}; x_wconf 95">${escapeXml(w.text)}</span>`,
          )
          .join(' ')}</span>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title></title></head><body>
<div class="ocr_page" id="page_1" title="bbox 0 0 ${PAGE.width} ${PAGE.height}">
${body}
</div></body></html>
`;
}

/** The page drawn: paper, a ruled frame, and each word stretched into its box. */
export function svgOf(lines: Word[][]): string {
  const words = lines
    .flat()
    .map((w) => `<text x="${w.x}" y="${w.base}" font-size="${w.size}">${escapeXml(w.text)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">
<rect width="100%" height="100%" fill="#efe4cc"/>
<rect x="60" y="60" width="${PAGE.width - 120}" height="${PAGE.height - 120}" fill="none" stroke="#b9a582" stroke-width="6"/>
<g font-family="DejaVu Sans Mono, Liberation Mono, monospace" fill="#2a1f14">${words}</g>
</svg>`;
}

const pageFile = (doc: DemoDocument, page: number, size: string) =>
  `transcribed-${doc.id}-${page}-${size}.jpg`;
const SIZES = { thumbnail: 180, medium: 480, large: 1200, original: PAGE.width } as const;

/** Page files of every demo document, drawn once into the media folder (kept if already there). */
export async function writeTranscribedPageImages(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const doc of DEMO_DOCUMENTS)
    for (const [i, paragraphs] of doc.pages.entries()) {
      const page = i + 1;
      if (Object.keys(SIZES).every((size) => existsSync(join(dir, pageFile(doc, page, size))))) continue;
      const png = await sharp(Buffer.from(svgOf(layoutPage(doc, paragraphs, page === 1))))
        .png()
        .toBuffer();
      for (const [size, width] of Object.entries(SIZES)) {
        await sharp(png)
          .resize({ width })
          .jpeg({ quality: size === 'original' ? 85 : 80 })
          .toFile(join(dir, pageFile(doc, page, size)));
        written++;
      }
    }
  return written;
}

/** A document's pages as the import stores them, read from its ALTO/hOCR by the import's readers. */
export function documentPages(doc: DemoDocument): FulltextPage[] {
  return doc.pages.map((paragraphs, i) => {
    const lines = layoutPage(doc, paragraphs, i === 0);
    const source = doc.format === 'alto' ? altoOf(lines) : hocrOf(lines);
    const read = readPage(i + 1, doc.format, source);
    if (!read.ok) throw new Error(`demo document ${doc.id} page ${i + 1}: ${read.reason}`);
    return read.page;
  });
}

const FIELD = { it: 'Descrizione', en: 'Description', fr: 'Description' } as const;
const PAGE_WORD = { it: 'Pagina', en: 'Page', fr: 'Page' } as const;

/** The record of a demo document in one locale (translated title and description, the original's text). */
export function documentRecord(
  doc: DemoDocument,
  l: DemoLocale,
  pages: FulltextPage[],
  typeId: number,
): CatalogueRecord {
  const representations: Representation[] = pages.map((p) => ({
    mimetype: 'image/jpeg',
    mediaType: 'image',
    title: `${doc.label[l]} · ${PAGE_WORD[l]} ${p.page}`,
    url: {
      thumbnail: `${CATALOGUE_MEDIA_PATH}/${pageFile(doc, p.page, 'thumbnail')}`,
      medium: `${CATALOGUE_MEDIA_PATH}/${pageFile(doc, p.page, 'medium')}`,
      large: `${CATALOGUE_MEDIA_PATH}/${pageFile(doc, p.page, 'large')}`,
      original: `${CATALOGUE_MEDIA_PATH}/${pageFile(doc, p.page, 'original')}`,
    },
    width: PAGE.width,
    height: PAGE.height,
  }));
  const start = Date.UTC(doc.year, 0, 1) / 1000;
  return {
    id: doc.id,
    table: 'ca_objects',
    preferred_label: doc.label[l],
    type_id: { id: typeId, name: '' },
    access: 1,
    hasMedia: true,
    data: { start, end: Date.UTC(doc.year, 11, 31) / 1000 },
    metadati: [{ fieldCode: 'descrizione', label: FIELD[l], value: doc.description[l] }],
    filtri: [],
    parent_path: [],
    isChild: false,
    representations,
    fulltext: pages,
  };
}

/**
 * Adds the transcribed documents to a generated dataset (type names are localised after, with the
 * rest). Only catalogues of 1,000 records or more get them (the default start has 3,000), so the
 * small catalogues tests generate stay as they were.
 */
export function addTranscribedDocuments(
  dataset: { data: Record<DemoLocale, CatalogueRecord[]> },
  typeIds: Record<DemoDocument['type'], number>,
): void {
  for (const doc of DEMO_DOCUMENTS) {
    const pages = documentPages(doc);
    for (const l of Object.keys(dataset.data) as DemoLocale[])
      dataset.data[l].push(documentRecord(doc, l, pages, typeIds[doc.type]));
  }
}
