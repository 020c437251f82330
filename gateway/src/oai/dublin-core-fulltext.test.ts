import { describe, expect, it } from 'vitest';
import { testRecord } from '../catalogue/engine/test-records';
import { dublinCore } from './dublin-core';

describe('oai_dc of a record with page text (issue 23)', () => {
  it('adds the DCMI type Text and nothing of the text itself', () => {
    const letter = testRecord('7', {
      preferred_label: 'Lettera al fratello',
      type_id: { id: 15, name: 'lettera' },
      fulltext: [{ page: 1, text: 'Carissimo fratello' }],
    });
    const xml = dublinCore(letter, 'it', 'https://archivio.example.org', []);
    expect(xml).toContain('<dc:type>lettera</dc:type><dc:type>Text</dc:type>');
    expect(xml).not.toContain('Carissimo');
    const plain = dublinCore({ ...letter, fulltext: undefined }, 'it', 'https://archivio.example.org', []);
    expect(plain).not.toContain('<dc:type>Text</dc:type>');
  });
});
