import { describe, expect, it } from 'vitest';
import { withoutPageText } from './without-page-text';

const pages = [{ page: 1, text: 'Caro fratello', boxes: '1,1,9,9 11,1,9,9' }];

describe('raw answers without page text', () => {
  it('leaves out the pages of records at the top, in $facet arrays and in pushed roots', () => {
    const record = { id: '1', preferred_label: 'Lettera', fulltext: pages, metadati: [] };
    expect(withoutPageText([record])).toEqual([{ id: '1', preferred_label: 'Lettera', metadati: [] }]);
    expect(withoutPageText([{ a: [record], n: [{ count: 1 }] }])).toEqual([
      { a: [{ id: '1', preferred_label: 'Lettera', metadati: [] }], n: [{ count: 1 }] },
    ]);
    expect(withoutPageText([{ _id: 'ca_objects', docs: [record, { id: '2' }] }])).toEqual([
      { _id: 'ca_objects', docs: [{ id: '1', preferred_label: 'Lettera', metadati: [] }, { id: '2' }] },
    ]);
    // The record itself is not changed (the embedded store's answer cache may hold it).
    expect(record.fulltext).toBe(pages);
  });

  it('keeps a field of the answer that only shares the name, and answers without pages as they were', () => {
    const grouped = [
      { _id: null, fulltext: ['1', '2'] },
      { _id: 'x', fulltext: 3 },
    ];
    expect(withoutPageText(grouped)).toBe(grouped);
    const plain = [{ id: '1', metadati: [{ fieldCode: 'a', value: 'b' }] }];
    expect(withoutPageText(plain)).toBe(plain);
  });
});
