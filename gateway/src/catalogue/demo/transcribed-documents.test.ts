import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from './generate';
import { documentPages, layoutPage, PAGE, svgOf } from './transcribed-documents';
import { DEMO_DOCUMENTS } from './transcribed-texts';

/** Dark (ink) pixels of a drawn page, as a grey-scale buffer. */
async function inkOf(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('demo documents with page text', () => {
  it('draws each page so that its ink lies in the OCR word boxes, and every box holds ink', async () => {
    // The newspaper (two columns, a masthead) and the hOCR register.
    for (const doc of [DEMO_DOCUMENTS[2]!, DEMO_DOCUMENTS[3]!]) {
      const page = documentPages(doc)[0]!;
      const { data, width, height } = await inkOf(svgOf(layoutPage(doc, doc.pages[0]!, true)));
      expect({ width, height }).toEqual(PAGE);
      const boxes = page
        .boxes!.split(' ')
        .map((b) => b.split(',').map(Number) as [number, number, number, number]);
      expect(boxes).toHaveLength(page.text.split(/[ \n]/).length);
      const inBox = new Uint8Array(width * height);
      for (const [x, y, w, h] of boxes) {
        let ink = 0;
        for (let yy = Math.max(0, y - 4); yy < Math.min(height, y + h + 4); yy++)
          for (let xx = Math.max(0, x - 4); xx < Math.min(width, x + w + 4); xx++) {
            inBox[yy * width + xx] = 1;
            if (data[yy * width + xx]! < 110) ink++;
          }
        expect(ink).toBeGreaterThan(10);
      }
      // Text ink outside every box (the frame near the edges aside): a few antialiased pixels of
      // the deepest descenders at most; a box off by a letter would leave thousands out.
      let outside = 0;
      let total = 0;
      for (let y = 100; y < height - 100; y++)
        for (let x = 100; x < width - 100; x++)
          if (data[y * width + x]! < 110) {
            total++;
            if (!inBox[y * width + x]) outside++;
          }
      expect(total).toBeGreaterThan(10_000);
      expect(outside / total).toBeLessThan(0.001);
    }
  });

  it('puts the documents in every demo locale with their original text, pages and a year', () => {
    const dataset = buildDemoDataset(1000);
    for (const l of ['it', 'en', 'fr'] as const) {
      const letters = dataset.data[l].filter((r) => r.fulltext?.length);
      expect(letters.map((r) => r.id)).toEqual(['9900001', '9900002', '9900003', '9900004']);
      expect(letters[0]?.fulltext?.[0]?.text).toMatch(/^Venezia, 14 luglio 1849\nCarissimo fratello,/);
      expect(letters[0]?.representations).toHaveLength(2);
      expect(letters[3]?.fulltext?.every((p) => p.boxes)).toBe(true);
    }
    expect(dataset.data.en.find((r) => r.id === '9900002')?.preferred_label).toBe(
      'Letter from Mary Collins to her sister',
    );
    // Small generated catalogues (tests) stay as they were.
    expect(buildDemoDataset(300).data.it.some((r) => r.fulltext)).toBe(false);
  });
});
