import { describe, expect, it } from 'vitest';
import { readPage } from './read-page';
import { altoPage, hocrPage, layout } from './test-pages';

const letter = 'Caro fratello,\nti scrivo dalla città di Roma.';

describe('reading a page of text', () => {
  it.each([2, 3, 4] as const)(
    'reads ALTO v%i: words in order, lines, one box per word, the page size',
    (v) => {
      const read = readPage(1, 'alto', altoPage(layout(letter), v));
      expect(read).toEqual({
        ok: true,
        page: {
          page: 1,
          text: 'Caro fratello,\nti scrivo dalla città di Roma.',
          width: 2000,
          height: 3000,
          boxes:
            '100,200,160,60 290,200,360,60 100,300,80,60 210,300,240,60 480,300,200,60 710,300,200,60 940,300,80,60 1050,300,200,60',
        },
      });
    },
  );

  it('reads ALTO in mm10 with a prefixed namespace and keeps the unit of the page for the boxes', () => {
    const xml = altoPage(layout('Registro 1848'), 3, { width: 2100, height: 2970 }, 'mm10')
      .replace(/<(\/?)([A-Za-z]+)/g, '<$1alto:$2')
      .replace('xmlns=', 'xmlns:alto=');
    const read = readPage(2, 'alto', xml);
    expect(read.ok && read.page).toMatchObject({ page: 2, text: 'Registro 1848', width: 2100, height: 2970 });
  });

  it('reads hOCR: ocrx_word text and bbox, lines, the ocr_page size (Tesseract DOCTYPE accepted)', () => {
    const read = readPage(3, 'hocr', hocrPage(layout('Gazzetta <del> popolo\nprezzo 5 centesimi')));
    expect(read).toEqual({
      ok: true,
      page: {
        page: 3,
        text: 'Gazzetta <del> popolo\nprezzo 5 centesimi',
        width: 2000,
        height: 3000,
        boxes: '100,200,320,60 450,200,200,60 680,200,240,60 100,300,240,60 370,300,40,60 440,300,360,60',
      },
    });
  });

  it('reads plain text: words and lines, no boxes', () => {
    expect(readPage(4, 'text', '  Primo   rigo\r\n\r\nsecondo\trigo ')).toEqual({
      ok: true,
      page: { page: 4, text: 'Primo rigo\nsecondo rigo' },
    });
  });

  it('names the line of a broken ALTO file', () => {
    const xml = altoPage(layout('uno due\ntre')).replace('<SP/>', '<SP>');
    const read = readPage(1, 'alto', xml);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      // The unclosed <SP> is noticed where its line's </TextLine> comes.
      expect(read.line).toBe(xml.split('\n').findIndex((l) => l.includes('</TextLine>')) + 1);
      expect(read.reason).toMatch(/close tag/);
    }
  });

  it('refuses a DOCTYPE in ALTO and entity declarations anywhere (no expansion, no fetching)', () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<alto><Layout><Page WIDTH="1" HEIGHT="1"><String CONTENT="&lol2;"/></Page></Layout></alto>`;
    const alto = readPage(1, 'alto', bomb);
    expect(alto).toMatchObject({ ok: false, line: 2, reason: 'a DOCTYPE is not accepted in this file' });
    const hocr = readPage(1, 'hocr', bomb.replace('<alto>', '<html><body><div class="ocr_page">'));
    expect(hocr).toMatchObject({ ok: false, reason: 'a DOCTYPE declaring entities is not accepted' });
    const external = readPage(
      1,
      'alto',
      '<alto><Layout><Page WIDTH="1" HEIGHT="1"><String CONTENT="&ext;"/></Page></Layout></alto>',
    );
    expect(external.ok).toBe(false);
  });

  it('bounds nesting, words and size', () => {
    const deep = `<alto>${'<a>'.repeat(100)}${'</a>'.repeat(100)}</alto>`;
    expect(readPage(1, 'alto', deep)).toMatchObject({ ok: false, reason: /nested more than 64/ });
    const many = altoPage([
      Array.from(
        { length: 30_001 },
        (_, i) => [`w${i}`, i, 0, 1, 1] as [string, number, number, number, number],
      ),
    ]);
    expect(readPage(1, 'alto', many)).toMatchObject({ ok: false, reason: /more than 30000 words/ });
    expect(readPage(1, 'text', 'x '.repeat(300_000))).toMatchObject({ ok: false });
  });

  it('says what is missing in a file that is not ALTO or hOCR', () => {
    expect(readPage(1, 'alto', '<html><body/></html>')).toMatchObject({
      ok: false,
      reason: /no Page element/,
    });
    expect(readPage(1, 'hocr', '<html><body/></html>')).toMatchObject({
      ok: false,
      reason: /no element of class ocr_page/,
    });
    expect(readPage(1, 'alto', altoPage(layout('a'), 4, undefined, 'furlong'))).toMatchObject({
      ok: false,
      reason: /MeasurementUnit/,
    });
  });
});
