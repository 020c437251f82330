import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';

describe('Bitset', () => {
  it('adds, tests and lists members in order', () => {
    const set = Bitset.from(100, [99, 3, 31, 32, 64]);
    expect(set.has(31)).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.toArray()).toEqual([3, 31, 32, 64, 99]);
    expect(set.count()).toBe(5);
  });
  it('intersects, unites and subtracts', () => {
    const a = Bitset.from(70, [1, 2, 40, 69]);
    const b = Bitset.from(70, [2, 40, 50]);
    expect(a.clone().and(b).toArray()).toEqual([2, 40]);
    expect(a.clone().or(b).toArray()).toEqual([1, 2, 40, 50, 69]);
    expect(a.clone().andNot(b).toArray()).toEqual([1, 69]);
  });
  it('builds a full set without members past its size', () => {
    expect(Bitset.full(33).count()).toBe(33);
    expect(Bitset.full(64).count()).toBe(64);
    expect(Bitset.full(0).count()).toBe(0);
  });
});
