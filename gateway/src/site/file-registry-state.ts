import { readFileSync, statSync } from 'node:fs';
import { emptyRegistry, type RegistryFile, type RegistryState, writeJsonAtomic } from './registry-state';

/** How long a read trusts the file it last read before looking at its time again. */
const CHECK_MS = 50;

/**
 * The registry of one machine: a JSON file under DATA_DIR (DATA_DIR/site/remotes.json), written
 * atomically (temp file + rename) so a reader never sees half a file, and re-read when its mtime
 * changes, so a deploy by the CLI shows up in a running gateway without a restart. Gateways on
 * several machines share the content store's instead (store-registry-state.ts).
 */
export class FileRegistryState implements RegistryState {
  private cache: { mtimeMs: number; file: RegistryFile; checkedAt: number } | undefined;

  constructor(readonly file: string) {}

  read(): RegistryFile {
    // A page reads the registry several times (its versions, its live releases): one stat of the
    // file per CHECK_MS serves them all (a stat a read was 1.5% of an uncached page's CPU), and
    // another process's deploy still shows within the page cache's 1 s.
    const now = performance.now();
    if (this.cache && now - this.cache.checkedAt < CHECK_MS) return this.cache.file;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return emptyRegistry();
    }
    if (this.cache?.mtimeMs === mtimeMs) {
      this.cache.checkedAt = now;
      return this.cache.file;
    }
    const file = JSON.parse(readFileSync(this.file, 'utf8')) as RegistryFile;
    this.cache = { mtimeMs, file, checkedAt: now };
    return file;
  }

  async update(change: (file: RegistryFile) => RegistryFile): Promise<void> {
    writeJsonAtomic(this.file, { ...change(this.read()), updatedAt: new Date().toISOString() });
    this.cache = undefined;
  }
}
