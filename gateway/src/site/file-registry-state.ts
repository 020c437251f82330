import { readFileSync, statSync } from 'node:fs';
import { emptyRegistry, type RegistryFile, type RegistryState, writeJsonAtomic } from './registry-state';

/**
 * The registry of one machine: a JSON file under DATA_DIR (DATA_DIR/site/remotes.json), written
 * atomically (temp file + rename) so a reader never sees half a file, and re-read when its mtime
 * changes, so a deploy by the CLI shows up in a running gateway without a restart. Gateways on
 * several machines share the content store's instead (store-registry-state.ts).
 */
export class FileRegistryState implements RegistryState {
  private cache: { mtimeMs: number; file: RegistryFile } | undefined;

  constructor(readonly file: string) {}

  read(): RegistryFile {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return emptyRegistry();
    }
    if (this.cache?.mtimeMs === mtimeMs) return this.cache.file;
    const file = JSON.parse(readFileSync(this.file, 'utf8')) as RegistryFile;
    this.cache = { mtimeMs, file };
    return file;
  }

  async update(change: (file: RegistryFile) => RegistryFile): Promise<void> {
    writeJsonAtomic(this.file, { ...change(this.read()), updatedAt: new Date().toISOString() });
    this.cache = undefined;
  }
}
