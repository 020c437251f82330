/** Small ALTO and hOCR pages as OCR engines write them, for the tests of the readers and the import. */

const altoNamespaces = {
  2: 'http://www.loc.gov/standards/alto/ns-v2#',
  3: 'http://www.loc.gov/standards/alto/ns-v3#',
  4: 'http://www.loc.gov/standards/alto/ns-v4#',
} as const;

type Word = [text: string, x: number, y: number, w: number, h: number];

/** An ALTO page of the given lines of words (with their boxes). */
export function altoPage(
  lines: Word[][],
  version: 2 | 3 | 4 = 4,
  size = { width: 2000, height: 3000 },
  unit = 'pixel',
): string {
  const body = lines
    .map(
      (line, i) =>
        `      <TextLine ID="l${i}" HPOS="0" VPOS="${i * 100}" WIDTH="2000" HEIGHT="80">\n${line
          .map(([text, x, y, w, h], j) => {
            const word = `        <String CONTENT="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" HPOS="${x}" VPOS="${y}" WIDTH="${w}" HEIGHT="${h}"/>`;
            return j < line.length - 1 ? `${word}\n        <SP/>` : word;
          })
          .join('\n')}\n      </TextLine>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<alto xmlns="${altoNamespaces[version]}">
  <Description><MeasurementUnit>${unit}</MeasurementUnit></Description>
  <Layout>
    <Page ID="p1" WIDTH="${size.width}" HEIGHT="${size.height}" PHYSICAL_IMG_NR="1">
     <PrintSpace><TextBlock ID="b1">
${body}
     </TextBlock></PrintSpace>
    </Page>
  </Layout>
</alto>
`;
}

/** An hOCR page (Tesseract's XHTML) of the given lines of words. */
export function hocrPage(lines: Word[][], size = { width: 2000, height: 3000 }): string {
  const body = lines
    .map(
      (line, i) =>
        `   <span class="ocr_line" id="line_${i}" title="bbox 0 ${i * 100} 2000 ${i * 100 + 80}">${line
          .map(
            ([text, x, y, w, h], j) =>
              `<span class="ocrx_word" id="word_${i}_${j}" title="bbox ${x} ${y} ${x + w} ${y + h}; x_wconf 93">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`,
          )
          .join(' ')}</span>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
 <head><title></title><meta name="ocr-system" content="tesseract 5" /></head>
 <body>
  <div class="ocr_page" id="page_1" title="image &quot;p1.png&quot;; bbox 0 0 ${size.width} ${size.height}; ppageno 0">
   <div class="ocr_carea"><p class="ocr_par">
${body}
   </p></div>
  </div>
 </body>
</html>
`;
}

/** Words laid out left to right on lines 100 units apart, 40 units a letter. */
export function layout(text: string): Word[][] {
  return text.split('\n').map((line, i) => {
    let x = 100;
    return line.split(' ').map((word) => {
      const w = word.length * 40;
      const box: Word = [word, x, 200 + i * 100, w, 60];
      x += w + 30;
      return box;
    });
  });
}
