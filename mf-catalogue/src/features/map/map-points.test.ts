import { describe, expect, it } from 'vitest';
import { mappablePoints } from './map-points';

describe('mappable points', () => {
  it('keeps only /place/ filtri that have coordinates', () => {
    const points = mappablePoints([
      { id: 'a', name: 'Roma', path: '/place/italia/lazio/roma', cord: [41.9, 12.5], count: 3 },
      { id: 'b', name: 'Senza coordinate', path: '/place/italia/x' },
      { id: 'c', name: 'Soggetto', path: '/subject/roma', cord: [41.9, 12.5] },
      { id: 'd', name: 'Fuori scala', path: '/place/x', cord: [120, 12] },
      { id: 'a', name: 'Roma doppia', path: '/place/italia/lazio/roma', cord: [41.9, 12.5] },
    ]);
    expect(points).toEqual([
      { id: 'a', name: 'Roma', path: '/place/italia/lazio/roma', cord: [41.9, 12.5], count: 3 },
    ]);
  });
});
