import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

// A miss is stored quickly compressed (most misses, a crawler's, are never asked for again); a page
// asked for again is recompressed smaller behind the answer. Visitors get the same HTML either way.
const html = `<!doctype html><html><body>${Array.from(
  { length: 1500 },
  (_, i) => `<p class="card">Lettera ${i} di G. Rossi al Sindaco di Castello, fondo ${i % 37}</p>`,
).join('')}</body></html>`;

describe('the page cache compression', () => {
  it('stores a miss at once, then keeps a smaller copy of a page asked for again', async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000, log: { warn: () => {} } });
    const render = async () => ({
      body: Buffer.from(html),
      status: 200 as const,
      cacheable: true,
      tags: ['oa-site'],
    });
    const filled = await cache.fill('/it', 'v1', 200, render);
    if (!('entry' in filled)) throw new Error('not stored');
    const first = filled.entry.br.byteLength;
    const etag = filled.entry.etag;
    expect(brotliDecompressSync(filled.entry.br).toString()).toBe(html);
    expect(cache.stats().bytes).toBe(first + '/it'.length);

    const hit = cache.lookup('/it', 'v1', render);
    expect(hit?.entry.br.byteLength).toBe(first); // the answer does not wait for the recompression
    await cache.settled();
    const kept = cache.lookup('/it', 'v1', render)?.entry;
    expect(kept?.compact).toBe(true);
    expect(kept?.br.byteLength).toBeLessThan(first);
    expect(brotliDecompressSync(kept?.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(kept?.etag).toBe(etag);
    await vi.waitFor(() => expect(cache.stats().bytes).toBe((kept?.br.byteLength ?? 0) + '/it'.length));
  });
});
