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
 * Keyed by the data versions' fingerprint (a save, an import, a deploy: a new set; signed-in renders
 * add their access level: signed-in-share.ts), the call
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

const MAX_ENTRIES = 1024;
const MAX_BODY_CHARS = 256 * 1024;
/** Characters kept in all (keys and answers): about 16 MB of UTF-16 at most. */
const MAX_CHARS = 8_000_000;
const MAX_AGE_MS = 10_000;

export class SharedAnswers {
  /** `fingerprint \n call` -> answer, least recently used first. */
  private readonly answers = new Map<string, SharedAnswer>();
  private chars = 0;
  hits = 0;
  misses = 0;
  /** Off: every call asks the API (PAGE_CACHE_SHARE_ANSWERS=false; a bench's A/B comparison). */
  enabled = true;
  /**
   * Signed-in renders share the public document reads too (signed-in-share.ts), not only the
   * catalogue's (PAGE_CACHE_SHARE_SIGNED_IN_DOCUMENTS; off: a bench's A/B comparison).
   */
  signedInDocuments = true;

  constructor(
    private readonly options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }

  get(fingerprint: string, key: string): SharedAnswer | undefined {
    if (!this.enabled) return undefined;
    const full = `${fingerprint}\n${key}`;
    const found = this.answers.get(full);
    if (found && this.now() - found.at <= (this.options.maxAgeMs ?? MAX_AGE_MS)) {
      // Least recently used leaves first: the site-wide parts stay while a crawl's records churn.
      this.answers.delete(full);
      this.answers.set(full, found);
      this.hits++;
      return found;
    }
    if (found) this.drop(full, found);
    this.misses++;
    return undefined;
  }

  set(
    fingerprint: string,
    key: string,
    call: { url: string; status: number; body: string; contentType: string; setsCookie: boolean },
  ): void {
    if (!this.enabled || !shareable(call)) return;
    const full = `${fingerprint}\n${key}`;
    const before = this.answers.get(full);
    if (before) this.drop(full, before);
    this.answers.set(full, {
      status: call.status,
      body: call.body,
      contentType: call.contentType,
      at: this.now(),
    });
    this.chars += full.length + call.body.length;
    // Answers of versions that moved on are never asked for again: they leave as the oldest.
    const max = this.options.maxEntries ?? MAX_ENTRIES;
    for (const [oldest, answer] of this.answers) {
      if (this.answers.size <= max && this.chars <= MAX_CHARS) break;
      this.drop(oldest, answer);
    }
  }

  private drop(full: string, answer: SharedAnswer): void {
    this.answers.delete(full);
    this.chars -= full.length + answer.body.length;
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
