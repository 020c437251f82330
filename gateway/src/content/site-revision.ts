import { randomUUID } from 'node:crypto';
import type { ContentStore } from './port';

/** The keyed record every gateway sharing the content store reads (kind, id). */
export const SITE_REVISION_KIND = 'site-revision';
export const SITE_REVISION_ID = 'all';

/**
 * A token that changes on every content write an anonymous visitor could see (documents, site
 * options, languages): the server-rendered page cache keys on it (site/cache/). Kept as one keyed
 * record of the content store rather than a new port method, so every adapter carries it as is and
 * every gateway sharing the store sees a change.
 *
 * The writer knows at once (`bump` sets the local value before it returns); other gateways read the
 * record when their copy is older than `pollMs`, awaiting that read, so what they use is never older
 * than `pollMs` plus one store read. Each bump writes a fresh random token, never "read, add one,
 * write", so two gateways saving at once cannot write the same value.
 */
export class SiteRevision {
  private value = '';
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<string> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: ContentStore,
    private readonly pollMs = 300,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The current token ('' before anything was ever written). */
  current(): Promise<string> {
    if (this.now() - this.readAt < this.pollMs) return Promise.resolve(this.value);
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /**
   * Records a change. The local token changes first, so this gateway's next page is drawn anew even
   * when the write of the record fails (then rejected: the caller decides what that means).
   */
  async bump(): Promise<void> {
    const token = randomUUID();
    this.set(token);
    this.readAt = this.now();
    await this.store.putRecord(SITE_REVISION_KIND, {
      id: SITE_REVISION_ID,
      value: { token, at: new Date().toISOString() },
    });
  }

  /** Called whenever this gateway learns of a new token (its own bump or another gateway's). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async read(): Promise<string> {
    const started = this.now();
    const record = await this.store.getRecord(SITE_REVISION_KIND, SITE_REVISION_ID);
    const token = typeof record?.value.token === 'string' ? record.value.token : '';
    // A bump made while this read was under way is newer than what the read found.
    if (this.readAt <= started) {
      this.set(token);
      this.readAt = started;
    }
    return this.value;
  }

  private set(token: string): void {
    if (token === this.value) return;
    this.value = token;
    for (const listener of this.listeners) listener();
  }
}
