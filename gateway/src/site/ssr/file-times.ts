import { statSync } from 'node:fs';

/**
 * Modification times of the build files a render reads (the shell's and the releases' server
 * entries, the shell's index.html, the stylesheet folders), taken as read for FILE_TIMES_TTL_MS.
 * Each render asked them anew: ten to twelve stat calls a page (server-builds.ts keys its loaded
 * builds on them, twice a page; the template; the inline styles; the font preloads), 1.5% of an
 * uncached record page (issue 22), for files that change only when someone rebuilds a release in
 * place. A deploy or rollback names another version folder, hence other paths: seen at once. The
 * page cache's fingerprint reads its file times here too (page-versions.ts), so a page is never
 * stored under a build's new time yet drawn with the old one.
 */
export const FILE_TIMES_TTL_MS = 500;
/** Paths remembered at most (releases x files): beyond it the memory starts over. */
const MAX_PATHS = 1024;

const seen = new Map<string, { at: number; mtimeMs: number | undefined }>();

/** The file's (or folder's) modification time, undefined when it does not exist. */
export function fileTime(file: string, now = performance.now()): number | undefined {
  const known = seen.get(file);
  if (known && now - known.at < FILE_TIMES_TTL_MS) return known.mtimeMs;
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (seen.size >= MAX_PATHS) seen.clear();
  seen.set(file, { at: now, mtimeMs });
  return mtimeMs;
}

/**
 * Values read from build files or folders (a template, inlined CSS, a release's manifest), each kept
 * until its file's modification time moves (as fileTime sees it); beyond `maxEntries` the memory
 * starts over (releases come and go over months of deploys).
 */
export class ByFileTime<T> {
  private readonly values = new Map<string, { mtimeMs: number; value: T }>();

  constructor(private readonly maxEntries = MAX_PATHS) {}

  /** The value of `key`, read again by `read` when `file` has changed (a missing file throws). */
  get(key: string, file: string, read: () => T): T {
    const mtimeMs = requiredFileTime(file);
    const known = this.values.get(key);
    if (known?.mtimeMs === mtimeMs) return known.value;
    const value = read();
    if (this.values.size >= this.maxEntries) this.values.clear();
    this.values.set(key, { mtimeMs, value });
    return value;
  }
}

/** As fileTime, for a file a render cannot do without: a missing one throws (the page falls back). */
export function requiredFileTime(file: string, now?: number): number {
  const mtimeMs = fileTime(file, now);
  if (mtimeMs === undefined) throw new Error(`ENOENT: no such file or directory, stat '${file}'`);
  return mtimeMs;
}
