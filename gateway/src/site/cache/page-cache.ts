import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';
import { quickBrotli } from '../ssr/compress-html';
import { PageStore, type SizedEntry } from './page-store';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);

/**
 * Anonymous server-rendered pages kept in memory (issue 22): one render serves every visitor with
 * the same key until what the page was drawn from changes (its fingerprint: page-versions.ts).
 *
 * - Coalescing: concurrent misses for one key and fingerprint share one render.
 * - Stale-while-revalidate, only where it is safe: a page older than the TTL whose data did NOT
 *   change (same fingerprint; what can still differ is time or chance, such as the home's random
 *   images) is answered once more while it is drawn anew behind. A changed fingerprint is a miss:
 *   nobody is shown a page from before a save.
 * - Bounded in bytes (page-store.ts). An entry keeps its page brotli-compressed (made once, when it
 *   is stored: nearly every browser and crawler takes br; a 115 KB home is 17 KB), a gzip copy once
 *   a client asks for one, and the plain HTML not at all: the rare client that takes neither gets
 *   it decompressed per request (off the event loop). So the default budget holds thousands of pages.
 */
export type Encoding = 'br' | 'gzip';

export interface PageRender {
  /** The document, UTF-8. */
  body: Buffer;
  status: 200 | 404;
  /** False for a page that must not be shared: it set a cookie, or parts were left to the browser. */
  cacheable: boolean;
  tags: string[];
}

export interface CachedPage extends SizedEntry {
  fingerprint: string;
  status: 200 | 404;
  /** The page, brotli-compressed. */
  br: Buffer;
  /** Bytes of the plain HTML (a small page is sent plain: compression would not pay). */
  plainBytes: number;
  /** Strong validator of the HTML (the compressed copies add a suffix: page-answer.ts). */
  etag: string;
  /** The page's cache tags as the two headers carry them (made once, sent on every hit). */
  cacheTag: string;
  surrogateKey: string;
  storedAt: number;
  /** The gzip copy, made for the first client that asked for it. */
  gzip?: Promise<Buffer>;
  /** `br` is the smaller, final copy (see KEEP_QUALITY); else the recompression under way, if any. */
  compact: boolean;
  compacting?: Promise<void>;
}

/**
 * Brotli qualities (measured on the demo's drawn pages, 62-67 KB each: bench/README.md). A miss is
 * stored as its quick copy (`quickBrotli`, on the event loop: quality 0, 0.15-0.19 ms of a core,
 * 16 KB), since most misses are never asked for again (a crawler walking every record); a page
 * asked for a second time is recompressed at quality 5 behind the answer (2.4 ms, 13 KB), so what
 * stays in the cache is small. The HTML, hence the ETag, is the same in both copies.
 */
const KEEP_QUALITY = 5;

export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  bypass: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  evictions: number;
  coalesced: number;
}

/** What a miss answers: the stored page, or a render that may not be stored, or no render at all. */
export type Filled = { entry: CachedPage } | { uncached: PageRender } | { failed: true };

/** Draws the page for the status its URL resolved to (a refresh reuses the stored page's status). */
export type Render = (status: 200 | 404) => Promise<PageRender | undefined>;

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export class PageCache {
  private readonly store: PageStore<CachedPage>;
  private readonly inflight = new Map<string, Promise<Filled>>();
  private readonly renderListeners = new Set<
    (seconds: number, outcome: 'stored' | 'uncached' | 'failed') => void
  >();
  private readonly counts = { hits: 0, misses: 0, stale: 0, bypass: 0, coalesced: 0 };

  constructor(
    private readonly options: { maxBytes: number; ttlMs: number; log: Logger; now?: () => number },
  ) {
    this.store = new PageStore(options.maxBytes);
  }

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }

  stats(): PageCacheStats {
    return {
      ...this.counts,
      entries: this.store.entries,
      bytes: this.store.bytes,
      maxBytes: this.store.maxBytes,
      evictions: this.store.evictions,
    };
  }

  /** Each render the cache asked for, with its duration in seconds (for /metrics). */
  onRender(listener: (seconds: number, outcome: 'stored' | 'uncached' | 'failed') => void): () => void {
    this.renderListeners.add(listener);
    return () => this.renderListeners.delete(listener);
  }

  /** A request the cache did not serve on purpose (a session, a cookie, a store without versions). */
  countBypass(): void {
    this.counts.bypass++;
  }

  /**
   * The stored page for `key` when it was drawn with `fingerprint`; an old one is answered and
   * drawn anew behind (`stale`). Undefined: a miss, to be filled after the page's status is known.
   */
  lookup(
    key: string,
    fingerprint: string,
    render: Render,
  ): { entry: CachedPage; stale: boolean } | undefined {
    const entry = this.store.get(key);
    if (!entry || entry.fingerprint !== fingerprint) return undefined;
    if (!entry.compact && !entry.compacting) entry.compacting = this.compact(key, entry);
    if (this.now() - entry.storedAt <= this.options.ttlMs) {
      this.counts.hits++;
      return { entry, stale: false };
    }
    this.counts.stale++;
    if (!this.inflight.has(flightKey(key, fingerprint)))
      void this.fill(key, fingerprint, entry.status, render, false).catch((err) =>
        this.options.log.warn({ err }, 'page cache: refreshing a page failed'),
      );
    return { entry, stale: true };
  }

  /** Renders once for every concurrent caller with the same key and fingerprint, and stores it. */
  fill(key: string, fingerprint: string, status: 200 | 404, render: Render, counted = true): Promise<Filled> {
    const flight = flightKey(key, fingerprint);
    const running = this.inflight.get(flight);
    if (running) {
      this.counts.coalesced++;
      return running;
    }
    if (counted) this.counts.misses++;
    const filling = this.renderAndStore(key, fingerprint, status, render).finally(() => {
      this.inflight.delete(flight);
    });
    this.inflight.set(flight, filling);
    return filling;
  }

  private async renderAndStore(
    key: string,
    fingerprint: string,
    status: 200 | 404,
    render: Render,
  ): Promise<Filled> {
    const started = this.now();
    const page = await render(status);
    const seconds = (this.now() - started) / 1000;
    const outcome = !page ? 'failed' : page.cacheable && this.store.maxBytes > 0 ? 'stored' : 'uncached';
    for (const listener of this.renderListeners) listener(seconds, outcome);
    if (!page) return { failed: true };
    if (outcome === 'uncached') return { uncached: page };
    const html = page.body;
    const br = quickBrotli(html);
    const entry: CachedPage = {
      compact: false,
      fingerprint,
      status: page.status,
      br,
      plainBytes: html.byteLength,
      etag: createHash('sha256').update(html).digest('base64url').slice(0, 27),
      cacheTag: page.tags.join(','),
      surrogateKey: page.tags.join(' '),
      storedAt: this.now(),
      bytes: br.byteLength + key.length,
    };
    this.store.set(key, entry);
    return { entry };
  }

  /** Replaces a page's first, quick brotli copy with the smaller one (off the event loop). */
  private async compact(key: string, entry: CachedPage): Promise<void> {
    try {
      const smaller = await compress(await unbrotli(entry.br), KEEP_QUALITY);
      const delta = smaller.byteLength - entry.br.byteLength;
      entry.br = smaller;
      entry.compact = true;
      entry.bytes += delta;
      this.store.grew(key, entry, delta);
    } catch (err) {
      // The quick copy stays: still a correct page, only larger.
      this.options.log.warn({ err }, 'page cache: recompressing a page failed');
    } finally {
      delete entry.compacting;
    }
  }

  /** Resolves once every recompression under way has finished (tests, benches). */
  async settled(): Promise<void> {
    await Promise.all(this.store.values().map((entry) => entry.compacting));
  }

  /** The page's bytes for an encoding (undefined: plain). */
  body(key: string, entry: CachedPage, encoding: Encoding | undefined): Promise<Buffer> {
    if (encoding === 'br') return Promise.resolve(entry.br);
    if (!encoding) return unbrotli(entry.br);
    if (!entry.gzip) {
      const copy = unbrotli(entry.br).then((html) => gzipAsync(html, { level: 7 }));
      entry.gzip = copy;
      copy.then(
        (bytes) => {
          entry.bytes += bytes.byteLength;
          this.store.grew(key, entry, bytes.byteLength);
        },
        () => {
          delete entry.gzip;
        },
      );
    }
    return entry.gzip;
  }

  clear(): void {
    this.store.clear();
  }
}

const flightKey = (key: string, fingerprint: string) => `${key}\n${fingerprint}`;

const compress = (html: Buffer, quality: number) =>
  brotli(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
