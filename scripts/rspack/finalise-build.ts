import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PackageJson } from './shared';

/**
 * After emit: precompresses every text asset (.gz and .br next to it, served by the gateway
 * without compressing per request) and, for a remote, moves the build into its versioned folder
 * `dist/<package version>-<content hash>/` with a `meta.json` sidecar naming the contracts version
 * the remote was built against. `dist/latest.json` names the newest folder (the deploy CLI reads
 * it). Identical sources give the identical version, so rebuilding does not pile up folders.
 */
export interface MetaJson {
  /** Module Federation name (mf_catalogue). */
  name: string;
  /** Package folder (mf-catalogue). */
  remote: string;
  version: string;
  contractsVersion: string;
  builtAt: string;
  /** BUILD_STAMP given at build time, if any. */
  build: string;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const KEEP_VERSIONS = 5;

export const contractsVersion = (repoRoot: string): string => {
  const source = readFileSync(path.join(repoRoot, 'contracts/src/http.ts'), 'utf8');
  const match = /CONTRACTS_VERSION\s*=\s*'([^']+)'/.exec(source);
  if (!match?.[1]) throw new Error('CONTRACTS_VERSION not found in contracts/src/http.ts');
  return match[1];
};

const listFiles = (dir: string, base = dir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });

export function precompress(dir: string): void {
  for (const file of listFiles(dir)) {
    // A server build (server/) is never served to browsers: nothing to precompress.
    if (!COMPRESSIBLE.test(file) || file.startsWith(`server${path.sep}`)) continue;
    const full = path.join(dir, file);
    const data = readFileSync(full);
    if (data.length < 256) continue;
    writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
    );
  }
}

export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

function pruneOldVersions(distDir: string, keep: string): void {
  const versions = readdirSync(distDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== keep)
    .map((e) => ({ name: e.name, mtime: statSync(path.join(distDir, e.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of versions.slice(KEEP_VERSIONS - 1))
    rmSync(path.join(distDir, old.name), { recursive: true });
}

export function finaliseRemote(opts: { name: string; packageDir: string; outDir: string; pkg: PackageJson }) {
  const { name, packageDir, outDir, pkg } = opts;
  if (!existsSync(path.join(outDir, 'mf-manifest.json')))
    throw new Error(`${name}: mf-manifest.json was not emitted`);
  const version = `${pkg.version}-${contentHash(outDir)}`;
  const meta: MetaJson = {
    name,
    remote: path.basename(packageDir),
    version,
    contractsVersion: contractsVersion(path.resolve(packageDir, '..')),
    builtAt: new Date().toISOString(),
    build: process.env.BUILD_STAMP ?? '',
  };
  writeFileSync(path.join(outDir, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  precompress(outDir);
  const distDir = path.dirname(outDir);
  const target = path.join(distDir, version);
  if (existsSync(target)) rmSync(target, { recursive: true });
  renameSync(outDir, target);
  writeFileSync(path.join(distDir, 'latest.json'), `${JSON.stringify({ version }, null, 2)}\n`);
  pruneOldVersions(distDir, version);
  return meta;
}

interface CompilerLike {
  hooks: { done: { tap: (name: string, fn: (stats: { hasErrors(): boolean }) => void) => void } };
}

export function finaliseBuildPlugin(opts: {
  kind: 'host' | 'remote';
  name: string;
  packageDir: string;
  outDir: string;
  pkg: PackageJson;
}) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.done.tap('finalise-build', (stats) => {
        if (stats.hasErrors()) return;
        if (opts.kind === 'host') {
          precompress(opts.outDir);
          return;
        }
        const meta = finaliseRemote(opts);
        console.log(`${opts.name}: built ${meta.version} -> dist/${meta.version}/`);
      });
    },
  };
}

export const ensureDir = (dir: string) => mkdirSync(dir, { recursive: true });
