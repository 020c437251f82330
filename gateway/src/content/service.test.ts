import { describe, expect, it } from 'vitest';
import { stripDocument } from './service';

describe('stripDocument', () => {
  it('drops blank content blocks but keeps home sections made of id and type', () => {
    const data = {
      title: 'T',
      summary: '',
      blocks: [
        { type: 'text', value: '' },
        { type: 'text', value: 'x' },
        { id: 'b3', type: 'image', value: { url: '', alt: '' } },
      ],
      sections: [{ id: 'about', type: 'about' }],
      published: false,
      date: 0,
    };
    expect(stripDocument(data)).toEqual({
      title: 'T',
      blocks: [{ type: 'text', value: 'x' }],
      sections: [{ id: 'about', type: 'about' }],
      published: false,
      date: 0,
    });
  });
});
