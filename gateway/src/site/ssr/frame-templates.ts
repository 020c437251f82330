import { LruMap } from '../../lib/lru-map';

/**
 * The frames the shell drew once (shell/src/frame-template.tsx, issue 22): the header, menus, footer
 * and cookie bar of a locale, route kind, consent cookie and set of data versions, with marks where
 * the page's URL and slot go. The shell decides what a template depends on and fills it in; the
 * gateway keeps them (bounded, least recently used first) and counts.
 *
 * Only renders that share answers (site/ssr/shared-answers.ts) are given the store, with the same
 * versions fingerprint: a manager's save, an import, a deploy or a rebuilt shell draws the frame
 * anew, and a signed-in render's fingerprint names its access level (the shell adds the user and
 * the Cookie header: a signed-in frame is its visitor's alone). Entries also expire after
 * MAX_AGE_MS (what the frame draws from the clock: a consent choice asked again once the site
 * options' expire day has come).
 */
export interface FrameTemplate {
  html: string;
  head: unknown;
}

const MAX_ENTRIES = 256;
const MAX_AGE_MS = 60_000;

export class FrameTemplates {
  /** Templates of versions that moved on are never asked for again: they leave as the oldest. */
  private readonly templates: LruMap<string, { template: FrameTemplate; at: number }>;
  hits = 0;
  misses = 0;
  mismatches = 0;
  /** Off: every frame drawn by React (PAGE_CACHE_SHARE_FRAME=false; a bench's A/B comparison). */
  enabled = true;

  constructor(
    /** Draw every templated frame the ordinary way too and compare (development and tests). */
    readonly check: boolean,
    private readonly options: {
      maxEntries?: number;
      now?: () => number;
      onMismatch?: (url: string) => void;
    } = {},
  ) {
    this.templates = new LruMap(options.maxEntries ?? MAX_ENTRIES);
  }

  private now(): number {
    return this.options.now?.() ?? performance.now();
  }

  get(key: string): FrameTemplate | undefined {
    const found = this.templates.get(key);
    if (found && this.now() - found.at <= MAX_AGE_MS) {
      this.hits++;
      return found.template;
    }
    if (found) this.templates.delete(key);
    this.misses++;
    return undefined;
  }

  set(key: string, template: FrameTemplate): void {
    this.templates.set(key, { template, at: this.now() });
  }

  mismatch(url: string): void {
    this.mismatches++;
    this.options.onMismatch?.(url);
  }

  get size(): number {
    return this.templates.size;
  }
}
