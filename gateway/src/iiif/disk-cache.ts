import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A bounded cache of files on disk (DATA_DIR/iiif-cache): tiles, info answers and pyramids. Entries
 * are named by a hash of their key; an in-memory index in least-recently-used order holds their
 * sizes, and writing past `maxBytes` deletes the least recently used. The index is rebuilt from the
 * folder at the first use, so a restart keeps what was made. Gateways sharing DATA_DIR each bound
 * what they know; a file another one deleted is simply a miss.
 */
export class DiskCache {
  private readonly index = new Map<string, number>();
  private total = 0;
  private loading: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** The file name of a key (hash, two-letter folder), with the extension given. */
  pathOf(key: string, ext: string): string {
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 40);
    return join(this.dir, hash.slice(0, 2), `${hash}.${ext}`);
  }

  async get(key: string, ext: string): Promise<Buffer | undefined> {
    await this.load();
    const path = this.pathOf(key, ext);
    try {
      const body = await readFile(path);
      this.touch(path, body.length);
      return body;
    } catch {
      this.forget(path);
      return undefined;
    }
  }

  /** Whether the file of a key exists (marks it as used). */
  async has(key: string, ext: string): Promise<boolean> {
    await this.load();
    const path = this.pathOf(key, ext);
    try {
      this.touch(path, (await stat(path)).size);
      return true;
    } catch {
      this.forget(path);
      return false;
    }
  }

  async put(key: string, ext: string, body: Buffer): Promise<void> {
    await this.write(key, ext, (tmp) => writeFile(tmp, body));
  }

  /** Makes the file of a key with `make(tempPath)`, then moves it in place and counts it. */
  async write(key: string, ext: string, make: (tmp: string) => Promise<unknown>): Promise<string> {
    await this.load();
    const path = this.pathOf(key, ext);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await make(tmp);
      const { size } = await stat(tmp);
      await rename(tmp, path);
      this.touch(path, size);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await this.evict(path);
    return path;
  }

  /** Bytes the index holds (for tests and the bench). */
  get bytes() {
    return this.total;
  }

  private touch(path: string, size: number) {
    this.forget(path);
    this.index.set(path, size);
    this.total += size;
  }

  private forget(path: string) {
    const size = this.index.get(path);
    if (size === undefined) return;
    this.index.delete(path);
    this.total -= size;
  }

  private async evict(keep: string) {
    for (const [path] of this.index) {
      if (this.total <= this.maxBytes) break;
      if (path === keep) continue;
      this.forget(path);
      await unlink(path).catch(() => undefined);
    }
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      const found: { path: string; size: number; used: number }[] = [];
      for (const sub of await readdir(this.dir).catch(() => [] as string[])) {
        for (const name of await readdir(join(this.dir, sub)).catch(() => [] as string[])) {
          const path = join(this.dir, sub, name);
          // Half-written files of a stopped gateway are removed, not counted.
          if (name.endsWith('.tmp')) await unlink(path).catch(() => undefined);
          else {
            const st = await stat(path).catch(() => undefined);
            if (st?.isFile()) found.push({ path, size: st.size, used: st.atimeMs });
          }
        }
      }
      for (const f of found.sort((a, b) => a.used - b.used)) this.touch(f.path, f.size);
    })();
    return this.loading;
  }
}
