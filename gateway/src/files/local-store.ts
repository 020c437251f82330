import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from './port';

export const FILES_PREFIX = '/files/';

/**
 * Where local uploads live: UPLOADS_DIR when set (one folder several gateways share, e.g. an NFS
 * mount), else DATA_DIR/uploads.
 */
export const uploadsDir = (config: { UPLOADS_DIR?: string | undefined; DATA_DIR: string }) =>
  config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads');

/** Uploads on local disk (uploadsDir: UPLOADS_DIR or DATA_DIR/uploads), served by the gateway at /files/... (files/serve.ts). */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  async put(path: string, content: Buffer) {
    const target = join(this.root, path);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.part`;
    await writeFile(tmp, content, { flag: 'wx' });
    await rename(tmp, target);
    return { url: `${FILES_PREFIX}${path}`, path };
  }

  async usage() {
    let total = 0;
    const walk = async (dir: string): Promise<void> => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const full = join(dir, e.name);
        if (e.isDirectory()) await walk(full);
        else if (e.isFile()) total += (await stat(full)).size;
      }
    };
    await walk(this.root);
    return total;
  }
}
