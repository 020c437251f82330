import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { withoutWordBoxes } from './without-word-boxes';

const record = (fulltext: unknown) =>
  ({ id: '1', table: 'ca_objects', fulltext }) as unknown as CatalogueRecord;

describe('withoutWordBoxes', () => {
  it('keeps each page and its text, leaves the boxes out, and never changes the record it was given', () => {
    const given = record([
      { page: 1, text: 'a b', boxes: '1,1,1,1 2,2,2,2', width: 10, height: 20 },
      { page: 2, text: 'plain' },
    ]);
    const before = structuredClone(given);
    expect(withoutWordBoxes(given).fulltext).toEqual([
      { page: 1, text: 'a b', width: 10, height: 20 },
      { page: 2, text: 'plain' },
    ]);
    expect(given).toEqual(before);
  });

  it('returns a record without boxes, or without page text, as it is', () => {
    const plain = record([{ page: 1, text: 'x' }]);
    expect(withoutWordBoxes(plain)).toBe(plain);
    const none = { id: '2', table: 'ca_objects' } as unknown as CatalogueRecord;
    expect(withoutWordBoxes(none)).toBe(none);
    const odd = record('not pages');
    expect(withoutWordBoxes(odd)).toBe(odd);
  });
});
