import type { DiskCache } from './disk-cache';
import { hasImageCopy, imageCopy } from './image-copy';
import { parseImageRequest } from './image-request';
import { fileFor, type ImageRoots, type SourceInfo, sourceInfo } from './image-source';
import type { Limiter } from './limiter';

/**
 * Drawing ahead (issue 26): the picture copies a page names are cut before a visitor asks for them,
 * so the first visitor of the home (its hero, the shuffle's tiles, which are also the records'
 * main pictures) gets a file instead of waiting for a demo picture to be drawn and a copy cut
 * (4.6-4.9 s of the home's largest paint on a fresh site, bench/README.md).
 *
 * - Bounded: at most `maxQueued` copies wait (more are dropped and counted), one is cut at a time,
 *   only copies up to `maxWidth` pixels (a phone's and a laptop's; wider ones are rare).
 * - Low priority, never in a request's way: a copy is started only while the image server has no
 *   other work (its limiter is idle), `delayMs` after it was named (the visitor whose page named it
 *   asks first), and it goes through the same limiter, so requests still get every other slot.
 * - Never a picture that has since left the public pages: a copy remembers the data version it was
 *   named under (catalogue and content, as page-versions.ts reads them) and is skipped when that has moved (a
 *   record turned private is an import or an edit, which moves it). The next page drawn names
 *   again what is still shown.
 */
export interface DrawAheadDeps {
  roots: ImageRoots;
  cache: DiskCache;
  limiter: Limiter;
  /** The version of the data pages are drawn from now (catalogue and content); undefined: unknown. */
  version: () => Promise<string | undefined>;
  log: { warn(obj: unknown, msg?: string): void };
  maxQueued?: number;
  maxWidth?: number;
  delayMs?: number;
  /** How often an idle check is repeated while the image server works (ms). */
  pollMs?: number;
}

export interface DrawAheadStats {
  queued: number;
  /** Copies cut ahead. */
  drawn: number;
  /** Copies that were already on disk. */
  present: number;
  /** Dropped: the queue was full. */
  dropped: number;
  /** Skipped: the data changed since they were named, or the picture is not one the site serves. */
  skipped: number;
  failed: number;
  /** The most copies ever cut at once by drawing ahead (1 by design). */
  peakRunning: number;
}

interface Job {
  id: string;
  width: number;
  version: string;
  notBefore: number;
}

// A copy of the whole picture `width` pixels wide in WebP: what pages name in their srcset
// (contracts/iiif-derivatives.ts iiifSizedUrl).
const COPY_URL = /\/iiif\/image\/([A-Za-z0-9_.~-]{1,400})\/full\/(\d{1,5}),\/0\/default\.webp/g;
/** The copies a page's HTML names (its srcset and preload candidates), in the page's order. */
export const copiesIn = (html: string) =>
  [...html.matchAll(COPY_URL)].map((m) => ({ id: m[1] as string, width: Number(m[2]) }));

export class DrawAhead {
  private readonly queue: Job[] = [];
  private readonly known = new Set<string>();
  private running = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly waiters: (() => void)[] = [];
  private readonly counts = { drawn: 0, present: 0, dropped: 0, skipped: 0, failed: 0, peakRunning: 0 };
  readonly maxQueued: number;
  readonly maxWidth: number;
  private readonly delayMs: number;
  private readonly pollMs: number;

  constructor(private readonly deps: DrawAheadDeps) {
    this.maxQueued = deps.maxQueued ?? 64;
    this.maxWidth = deps.maxWidth ?? 1280;
    this.delayMs = deps.delayMs ?? 500;
    this.pollMs = deps.pollMs ?? 200;
  }

  /** The data version pages are drawn from now (what `fromPage` wants for a page drawn now). */
  versionNow(): Promise<string | undefined> {
    return this.deps.version();
  }

  stats(): DrawAheadStats {
    return { queued: this.queue.length, ...this.counts };
  }

  /**
   * The copies a page's HTML names (its srcset and preload candidates), in the page's order;
   * `drawnUnder` is the data version (`versionNow()`) taken before the page was drawn.
   */
  fromPage(html: string, drawnUnder: string): number {
    return this.add(copiesIn(html), drawnUnder);
  }

  /** Queues copies a page drawn under data version `version` names; returns how many were taken. */
  add(copies: { id: string; width: number }[], version: string): number {
    if (this.closed || !copies.length) return 0;
    let taken = 0;
    const notBefore = Date.now() + this.delayMs;
    for (const { id, width } of copies) {
      if (!Number.isInteger(width) || width < 1 || width > this.maxWidth) continue;
      const key = `${id}|${width}`;
      if (this.known.has(key)) continue;
      if (this.queue.length >= this.maxQueued) {
        this.counts.dropped++;
        continue;
      }
      this.known.add(key);
      this.queue.push({ id, width, version, notBefore });
      taken++;
    }
    this.schedule(this.delayMs);
    return taken;
  }

  /** Resolves once nothing is queued or being cut (tests and the bench wait on it). */
  settled(): Promise<void> {
    if (!this.queue.length && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.wake();
  }

  private schedule(ms: number) {
    if (this.timer || this.running || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.next();
    }, ms);
    this.timer.unref();
  }

  private wake() {
    if (this.queue.length || this.running) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private async next(): Promise<void> {
    const job = this.queue[0];
    if (!job || this.closed) return this.wake();
    const wait = job.notBefore - Date.now();
    if (wait > 0) return this.schedule(wait);
    // Requests first: while the image server cuts anything, look again later.
    if (this.deps.limiter.busy) return this.schedule(this.pollMs);
    this.queue.shift();
    this.running++;
    this.counts.peakRunning = Math.max(this.counts.peakRunning, this.running);
    try {
      await this.draw(job);
    } catch (err) {
      this.counts.failed++;
      this.deps.log.warn({ err, id: job.id, width: job.width }, 'iiif: drawing a copy ahead failed');
    } finally {
      this.running--;
      this.known.delete(`${job.id}|${job.width}`);
    }
    if (this.queue.length) this.schedule(0);
    else this.wake();
  }

  private async draw(job: Job): Promise<void> {
    if ((await this.deps.version()) !== job.version) {
      this.counts.skipped++;
      return;
    }
    const source = await sourceFor(this.deps, job.id);
    if (!source || job.width > source.width) {
      this.counts.skipped++;
      return;
    }
    const plan = parseImageRequest(
      { region: 'full', size: `${job.width},`, rotation: '0', qualityFormat: 'default.webp' },
      source.width,
      source.height,
    );
    if (await hasImageCopy(this.deps.cache, source, plan)) {
      this.counts.present++;
      return;
    }
    // Checked again just before the work: the version may have moved while the source was read.
    if ((await this.deps.version()) !== job.version) {
      this.counts.skipped++;
      return;
    }
    const { cut } = await imageCopy(this.deps, source, plan);
    if (cut) this.counts.drawn++;
    else this.counts.present++;
  }
}

async function sourceFor(deps: Pick<DrawAheadDeps, 'roots'>, id: string): Promise<SourceInfo | undefined> {
  const file = await fileFor(id, deps.roots);
  return file ? sourceInfo(file) : undefined;
}
