/**
 * API answers shared by the anonymous renders of one set of data versions (issue 22). Every page
 * asks the gateway's API for the same site-wide parts (site options, menus, footer, the catalogue's
 * summaries and counts) and each such call runs the whole request pipeline in process (routing,
 * validation, the store, the response schema, JSON): a visible part of an uncached page's cost,
 * repeated identically for every record a crawler walks through. A render for the page cache (no
 * session, the consent cookie only) may reuse an earlier render's answer to the same call while
 * the versions it was drawn from hold.
 *
 * Kept only: public API calls (`/api/public/`), answered below 500, without a cookie set, and small.
 * Keyed by the data versions' fingerprint (a save, an import, a deploy: a new set), the call
 * (method, URL, body) and what the render sends with it (the consent cookie, the language). Entries
 * also expire after MAX_AGE_MS, like the stored pages' own refresh: answers that change with time
 * or chance (the home's random images) are drawn anew that often.
 */
export interface SharedAnswer {
  status: number;
  body: string;
  contentType: string;
  at: number;
}

const MAX_ENTRIES = 512;
const MAX_BODY_CHARS = 256 * 1024;
const MAX_AGE_MS = 10_000;

export class SharedAnswers {
  private fingerprint = '';
  private readonly answers = new Map<string, SharedAnswer>();
  hits = 0;
  misses = 0;
  /** Off: every call asks the API (a bench's A/B comparison). */
  enabled = true;

  constructor(
    private readonly options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }

  /** The answers of one fingerprint: a new fingerprint drops every answer kept for the old one. */
  private use(fingerprint: string): Map<string, SharedAnswer> {
    if (fingerprint !== this.fingerprint) {
      this.answers.clear();
      this.fingerprint = fingerprint;
    }
    return this.answers;
  }

  get(fingerprint: string, key: string): SharedAnswer | undefined {
    if (!this.enabled) return undefined;
    const answers = this.use(fingerprint);
    const found = answers.get(key);
    if (found && this.now() - found.at <= (this.options.maxAgeMs ?? MAX_AGE_MS)) {
      // Least recently used leaves first: the site-wide parts stay while a crawl's records churn.
      answers.delete(key);
      answers.set(key, found);
      this.hits++;
      return found;
    }
    if (found) answers.delete(key);
    this.misses++;
    return undefined;
  }

  set(
    fingerprint: string,
    key: string,
    call: { url: string; status: number; body: string; contentType: string; setsCookie: boolean },
  ): void {
    if (!this.enabled || !shareable(call)) return;
    const answers = this.use(fingerprint);
    answers.delete(key);
    answers.set(key, { status: call.status, body: call.body, contentType: call.contentType, at: this.now() });
    const max = this.options.maxEntries ?? MAX_ENTRIES;
    for (const oldest of answers.keys()) {
      if (answers.size <= max) break;
      answers.delete(oldest);
    }
  }

  get size(): number {
    return this.answers.size;
  }
}

function shareable(call: { url: string; status: number; body: string; setsCookie: boolean }): boolean {
  return (
    call.url.startsWith('/api/public/') &&
    call.status < 500 &&
    !call.setsCookie &&
    call.body.length <= MAX_BODY_CHARS
  );
}

/** The key of a call as a render makes it: what it asks and what it sends along. */
export const answerKey = (method: string, url: string, body: string | undefined, sent: string) =>
  `${method} ${url}\n${body ?? ''}\n${sent}`;
