import { describe, expect, it, vi } from 'vitest';
import { VersionedMemo } from './versioned-memo';

describe('VersionedMemo', () => {
  it('reuses an answer while the version stays, computes again when it changes', async () => {
    const memo = new VersionedMemo(64);
    const compute = vi.fn(async () => ({ years: [1789] }));
    const first = await memo.get('v1', 'timeline|it|{}', compute);
    expect(await memo.get('v1', 'timeline|it|{}', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    await memo.get('v2', 'timeline|it|{}', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing without a version, nor a failed answer', async () => {
    const memo = new VersionedMemo(64);
    const compute = vi.fn(async () => 1);
    await memo.get(undefined, 'k', compute);
    await memo.get(undefined, 'k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(memo.size).toBe(0);
    await expect(memo.get('v1', 'bad', () => Promise.reject(new Error('store down')))).rejects.toThrow();
    await Promise.resolve();
    expect(memo.size).toBe(0);
  });

  it('stays bounded, the least recently used leaving first', async () => {
    const memo = new VersionedMemo(2);
    await memo.get('v', 'a', async () => 'a');
    await memo.get('v', 'b', async () => 'b');
    await memo.get('v', 'a', async () => 'again'); // a used: b is now the oldest
    await memo.get('v', 'c', async () => 'c');
    expect(memo.size).toBe(2);
    expect(await memo.get('v', 'a', async () => 'recomputed')).toBe('a');
    expect(await memo.get('v', 'b', async () => 'recomputed')).toBe('recomputed');
  });

  it('gives a partial answer without remembering it: the next call computes the whole one', async () => {
    const memo = new VersionedMemo(64);
    type Answer = { partial?: boolean; titles?: number };
    const keep = (v: Answer) => !v.partial;
    expect(await memo.get('v', 'lett', async (): Promise<Answer> => ({ partial: true }), { keep })).toEqual({
      partial: true,
    });
    expect(await memo.get('v', 'lett', async (): Promise<Answer> => ({ titles: 1 }), { keep })).toEqual({
      titles: 1,
    });
    expect(await memo.get('v', 'lett', async (): Promise<Answer> => ({ titles: 2 }), { keep })).toEqual({
      titles: 1,
    });
  });
});
