import { cp, mkdir, readdir, rename, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { runningGateways } from '../cluster/run-file';
import { BACKUP_MANIFEST, type BackupManifest, readManifest } from './data-dir-backup';

export class RestoreRefused extends Error {}

/**
 * Brings a stopped site back to a backup made by backupDataDir: DATA_DIR becomes the backup's copy,
 * and the remote versions it names are put back under BUNDLES_DIR where missing (a version folder
 * already there is the same build: versions are never rebuilt in place). Refuses while a gateway
 * serves DATA_DIR (its open stores would overwrite or corrupt the restored files), and a DATA_DIR
 * that is not empty unless `force`: that one is moved aside to DATA_DIR.before-restore-{time}, never
 * deleted.
 */
export async function restoreDataDir(options: {
  src: string;
  dataDir: string;
  bundlesDir: string;
  force?: boolean;
}): Promise<{ manifest: BackupManifest; movedAside?: string }> {
  const { src, dataDir, bundlesDir } = options;
  const manifest = await readManifest(src);
  const running = runningGateways(dataDir);
  if (running.length)
    throw new RestoreRefused(
      `a gateway is serving ${dataDir} (pid ${running.map((r) => r.pid).join(', ')}): stop it first`,
    );
  const present = await readdir(dataDir).catch(() => []);
  let movedAside: string | undefined;
  if (present.length) {
    if (!options.force)
      throw new RestoreRefused(
        `${dataDir} is not empty: restore into an empty folder, or add --force to move it aside`,
      );
    movedAside = join(
      dirname(dataDir),
      `${basename(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
    await rename(dataDir, movedAside);
  }
  await mkdir(dataDir, { recursive: true });
  for (const entry of await readdir(src)) {
    if (entry === BACKUP_MANIFEST || entry === 'bundles') continue;
    await cp(join(src, entry), join(dataDir, entry), { recursive: true, preserveTimestamps: true });
  }
  for (const name of manifest.bundles) {
    const [remote = '', version = ''] = name.split('/');
    const to = join(bundlesDir, remote, 'dist', version);
    if (await stat(to).catch(() => null)) continue;
    await cp(join(src, 'bundles', remote, 'dist', version), to, {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  return { manifest, ...(movedAside ? { movedAside } : {}) };
}
