import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type AppConfig, ConfigError, loadConfig } from '../config';
import { restoreDataDir } from '../ops/data-dir-restore';

// npm run restore -- SRC [--force]: brings a stopped site's DATA_DIR back to a backup made by
// npm run backup (ops/data-dir-restore.ts). Without --force only into an empty or new DATA_DIR.
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

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const src = positionals[0];
if (!src || positionals.length > 1) {
  console.error('usage: npm run restore -- SRC [--force]   (SRC: a folder made by npm run backup)');
  process.exit(2);
}
const { DATA_DIR, BUNDLES_DIR } = config();
try {
  const { manifest, movedAside } = await restoreDataDir({
    src: resolve(src),
    dataDir: DATA_DIR,
    bundlesDir: BUNDLES_DIR,
    force: values.force,
  });
  if (movedAside) console.log(`the previous ${DATA_DIR} was moved to ${movedAside}`);
  console.log(`restored ${DATA_DIR} from the backup of ${manifest.createdAt} (${manifest.files} files)`);
} catch (err) {
  console.error(`restore refused: ${(err as Error).message}`);
  process.exit(1);
}
