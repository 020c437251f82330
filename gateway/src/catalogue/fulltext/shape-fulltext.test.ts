import { describe, expect, it } from 'vitest';
import { shapeFulltext } from './shape-fulltext';
import { altoPage, layout } from './test-pages';

describe('the fulltext field of an imported record', () => {
  it('reads each format, keeps the good pages of a record and says which pages were left out', () => {
    const shaped = shapeFulltext([
      { page: 2, text: 'seconda pagina' },
      { page: 1, alto: altoPage(layout('prima pagina')) },
      { page: 3, alto: '<alto><Layout>\n<Page>\n</Layout></alto>' },
      { page: 4, text: 'a', alto: '<alto/>' },
      { page: 0, text: 'zero' },
      'not a page',
      { page: 5, hocr: 42 },
    ]);
    if (typeof shaped === 'string') throw new Error(shaped);
    expect(shaped.pages.map((p) => [p.page, p.text, Boolean(p.boxes)])).toEqual([
      [1, 'prima pagina', true],
      [2, 'seconda pagina', false],
    ]);
    expect(shaped.problems).toEqual([
      expect.stringMatching(/^fulltext page 3 \(ALTO, line 3 of its ALTO\): /),
      'fulltext page 4: give exactly one of text, alto, hocr',
      'fulltext item 5: the page number 0 is not a whole number from 1',
      'fulltext item 6 is not a page object',
      'fulltext page 5: hocr should be text',
    ]);
    expect(shapeFulltext({ page: 1 })).toMatch(/should be a list of pages/);
  });

  it('takes the stored form back (an exported snapshot) when its boxes match its words', () => {
    const stored = {
      page: 1,
      text: 'uno due\ntre',
      width: 100,
      height: 200,
      boxes: '1,2,3,4 5,6,7,8 9,10,11,12',
    };
    const shaped = shapeFulltext([
      stored,
      { ...stored, page: 2, boxes: '1,2,3,4' },
      { ...stored, page: 3, width: undefined },
    ]);
    if (typeof shaped === 'string') throw new Error(shaped);
    expect(shaped.pages).toEqual([stored]);
    expect(shaped.problems).toEqual([
      'fulltext page 2: boxes should be one x,y,w,h per word (3 words, 1 boxes)',
      'fulltext page 3: boxes are given without the page width and height',
    ]);
  });
});
