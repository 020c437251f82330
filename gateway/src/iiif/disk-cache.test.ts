import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

const dir = mkdtempSync(join(tmpdir(), 'oa-iiif-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = () => readdirSync(dir).flatMap((sub) => readdirSync(join(dir, sub)));

describe('DiskCache', () => {
  it('keeps entries under its bound, dropping the least recently used', async () => {
    const cache = new DiskCache(dir, 2500);
    await cache.put('a', 'jpg', Buffer.alloc(1000, 1));
    await cache.put('b', 'jpg', Buffer.alloc(1000, 2));
    expect((await cache.get('a', 'jpg'))?.[0]).toBe(1); // a is now more recent than b
    await cache.put('c', 'jpg', Buffer.alloc(1000, 3));
    expect(cache.bytes).toBeLessThanOrEqual(2500);
    expect(await cache.get('b', 'jpg')).toBeUndefined();
    expect((await cache.get('a', 'jpg'))?.[0]).toBe(1);
    expect(files()).toHaveLength(2);
  });

  it('finds what an earlier process wrote and removes half-written files', async () => {
    const again = new DiskCache(dir, 2500);
    expect((await again.get('c', 'jpg'))?.[0]).toBe(3);
    expect(again.bytes).toBe(2000);
    await expect(
      again.write('d', 'jpg', async () => Promise.reject(new Error('cut short'))),
    ).rejects.toThrow();
    expect(files().some((f) => f.endsWith('.tmp'))).toBe(false);
  });
});
