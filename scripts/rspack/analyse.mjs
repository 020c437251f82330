// Lists what each chunk of a build is made of (by package), largest first:
//   node scripts/rspack/analyse.mjs shell     (builds into a temp folder; dist is untouched)
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const pkgDir = path.resolve(process.argv[2] ?? 'shell');
const require = createRequire(path.join(pkgDir, 'package.json'));
const { rspack } = require('@rspack/core');
const { createJiti } = await import(
  path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'compiled/jiti/index.js')
);
const jiti = createJiti(import.meta.url);
const loaded = (await jiti.import(path.join(pkgDir, 'rspack.config.ts'))).default;
// With a server build the config is [browser, server]: the browser's is the one visitors download.
const config = Array.isArray(loaded) ? loaded[0] : loaded;
delete config.name;
if (process.argv.includes('--no-concat'))
  config.optimization = { ...config.optimization, concatenateModules: false };
config.output.path = path.join(os.tmpdir(), `analyse-${path.basename(pkgDir)}`);
config.plugins = config.plugins.filter((p) => !('apply' in p && p.constructor === Object));
const stats = await new Promise((resolve, reject) =>
  rspack(config).run((err, s) => (err ? reject(err) : resolve(s))),
);
const json = stats.toJson({ modules: true, chunks: true, chunkModules: true, assets: true });
const group = (name) =>
  name.match(/node_modules\/\.pnpm\/([^/]+)/)?.[1]?.replace(/@\d.*$/, '') ??
  name.match(/\.\.\/([a-z-]+)\/src/)?.[1] ??
  (name.startsWith('./src') ? 'own src' : name.slice(0, 50));
// --modules: the modules of each chunk, largest first, instead of packages.
const byModule = process.argv.includes('--modules');
for (const chunk of json.chunks) {
  if (byModule) {
    console.log(`chunk ${chunk.id} ${chunk.files.join(',')} ${chunk.size} B`);
    for (const m of [...(chunk.modules ?? [])].sort((a, b) => (b.size ?? 0) - (a.size ?? 0)).slice(0, 25))
      console.log(`  ${String(m.size).padStart(8)} ${m.name}`);
    continue;
  }
  const agg = {};
  for (const m of chunk.modules ?? [])
    agg[group(m.name ?? '')] = (agg[group(m.name ?? '')] ?? 0) + (m.size ?? 0);
  console.log(
    `chunk ${chunk.id} ${chunk.files.join(',')} ${chunk.size} B${chunk.initial ? ' (initial)' : ''}`,
  );
  for (const [k, v] of Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8))
    console.log(`  ${String(v).padStart(8)} ${k}`);
}
