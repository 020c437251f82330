import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './compress-html';

const page = `<!doctype html><html><body>${'<p>Archivio storico</p>'.repeat(200)}</body></html>`;

describe('compressHtml', () => {
  it('answers brotli when the browser accepts it, gzip otherwise, the page itself when neither', async () => {
    const br = await compressHtml(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    const gz = await compressHtml(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page);
    expect(await compressHtml(page, undefined)).toEqual({ body: page });
    expect((await compressHtml(page, 'br;q=0, gzip')).encoding).toBe('gzip');
  });

  it('leaves small pages as they are', async () => {
    expect(await compressHtml('<p>x</p>', 'br')).toEqual({ body: '<p>x</p>' });
  });
});
