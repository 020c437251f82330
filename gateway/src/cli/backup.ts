import { resolve } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { backupDataDir } from '../ops/data-dir-backup';

// npm run backup -- DEST: a consistent copy of DATA_DIR (and the remote bundles it names) into the
// new or empty folder DEST, while the site keeps running (ops/data-dir-backup.ts).
function config(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const dest = process.argv[2];
if (!dest || dest.startsWith('-')) {
  console.error('usage: npm run backup -- DEST   (DEST: a new or empty folder)');
  process.exit(2);
}
const { DATA_DIR, BUNDLES_DIR } = config();
try {
  const manifest = await backupDataDir({
    dataDir: DATA_DIR,
    bundlesDir: BUNDLES_DIR,
    dest: resolve(dest),
    log: (msg) => console.log(msg),
  });
  console.log(
    `backed up ${DATA_DIR} into ${resolve(dest)}: ${manifest.files} files, ${(manifest.bytes / 1e6).toFixed(1)} MB` +
      ` (SQLite: ${manifest.sqlite.join(', ') || 'none'}; remote versions: ${manifest.bundles.length})`,
  );
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exit(1);
}
