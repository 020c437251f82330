import { constants, type Dirent } from 'node:fs';
import { chmod, copyFile, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { catalogueDir, listSnapshots, readGeneration } from '../catalogue/snapshot';
import { RemoteRegistry, registryPath } from '../site/remote-registry';

/**
 * A consistent copy of a running site's DATA_DIR (issue 22), taken while it serves writes:
 *
 * - SQLite files (the content store: documents, users, sessions, counters...) through SQLite's
 *   online backup API (better-sqlite3's backup()): a transaction-consistent copy, whatever the
 *   gateways write meanwhile; their -wal/-shm files are not copied, the copy needs none.
 * - The catalogue's snapshot files as of one generation: copied, then the generation file read again;
 *   an import that published meanwhile, or is half-way (a snapshot newer than the generation), makes
 *   it copy again. Snapshots are replaced by rename, so each copy is a whole file.
 * - Everything else (uploads, the OAI ledger, the remotes registry, secrets, the outbox) as files;
 *   each is written whole (temp + rename) by the gateway. Left out: iiif-cache (made again on
 *   demand) and run/ (which processes serve this folder now).
 * - The remote bundles the registry names (live and previous versions, for rollback), from
 *   BUNDLES_DIR, under bundles/ in the backup.
 *
 * manifest.json says when, which generation, and what was copied.
 */
export const BACKUP_MANIFEST = 'manifest.json';
const SKIPPED = new Set(['iiif-cache', 'run']);
const SQLITE_SIDE = /-(wal|shm|journal)$/;
const GENERATION_ATTEMPTS = 20;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  generation: string;
  files: number;
  bytes: number;
  sqlite: string[];
  bundles: string[];
}

async function isSqlite(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    return head.toString('latin1') === 'SQLite format 3\u0000';
  } finally {
    await handle.close();
  }
}

async function* walk(dir: string, skipTop = false): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (skipTop && SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Copies a file keeping its mode (secrets stay 600); a copy-on-write clone where the disk can. */
async function copyWhole(from: string, to: string): Promise<number> {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to, constants.COPYFILE_FICLONE);
  const info = await stat(from);
  await chmod(to, info.mode & 0o777);
  return info.size;
}

async function backupSqlite(from: string, to: string): Promise<number> {
  await mkdir(dirname(to), { recursive: true });
  const db = new Database(from, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: one read transaction, so no writer can restart it half-way.
    await db.backup(to, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  return (await stat(to)).size;
}

/** True when no snapshot was replaced after the generation file was (no import half-way). */
async function catalogueSettled(dir: string): Promise<boolean> {
  const generation = await stat(join(dir, 'generation')).catch(() => null);
  if (!generation) return true;
  for (const { file } of await listSnapshots(dir)) {
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs > generation.mtimeMs) return false;
  }
  return true;
}

export async function backupDataDir(options: {
  dataDir: string;
  bundlesDir: string;
  dest: string;
  log?: (msg: string) => void;
}): Promise<BackupManifest> {
  const { dataDir, bundlesDir, dest } = options;
  const log = options.log ?? (() => {});
  const existing = await readdir(dest).catch(() => []);
  if (existing.length) throw new Error(`${dest} is not empty: a backup goes into a new or empty folder`);
  await mkdir(dest, { recursive: true });
  let files = 0;
  let bytes = 0;
  const sqlite: string[] = [];

  // The catalogue first and apart: it must be one generation's set.
  const catalogue = catalogueDir(dataDir);
  let generation = '';
  for (let attempt = 1; ; attempt++) {
    generation = await readGeneration(catalogue);
    const settled = await catalogueSettled(catalogue);
    await rm(join(dest, 'catalogue'), { recursive: true, force: true });
    let copied = 0;
    let size = 0;
    if (settled)
      for await (const file of walk(catalogue)) {
        if (/\.tmp$/.test(file)) continue; // an import's file still being written
        size += await copyWhole(file, join(dest, relative(dataDir, file)));
        copied++;
      }
    if (settled && (await readGeneration(catalogue)) === generation) {
      files += copied;
      bytes += size;
      break;
    }
    if (attempt >= GENERATION_ATTEMPTS)
      throw new Error('the catalogue kept changing (an import is running): try again once it has finished');
    log('an import changed the catalogue during the copy: copying it again');
    await new Promise((r) => setTimeout(r, 1000));
  }

  for await (const file of walk(dataDir, true)) {
    const rel = relative(dataDir, file);
    if (rel.startsWith(`catalogue/`) || SQLITE_SIDE.test(file) || /\.tmp$/.test(file)) continue;
    const to = join(dest, rel);
    if (await isSqlite(file).catch(() => false)) {
      bytes += await backupSqlite(file, to);
      sqlite.push(rel);
    } else
      bytes += await copyWhole(file, to).catch((err: NodeJS.ErrnoException) => {
        // A file removed between the listing and the copy (an outbox mail sent, a temp renamed).
        if (err.code === 'ENOENT') return 0;
        throw err;
      });
    files++;
  }

  // The remote versions the registry names, so a restored site can serve and roll back the same.
  const bundles: string[] = [];
  const registry = new RemoteRegistry(registryPath(dataDir), bundlesDir);
  for (const [remote, record] of Object.entries(registry.read().remotes)) {
    for (const version of new Set([...(record?.history ?? []), ...(record?.retired ?? [])])) {
      const from = join(bundlesDir, remote, 'dist', version);
      const there = await stat(from).catch(() => null);
      if (!there?.isDirectory()) continue;
      for await (const file of walk(from)) {
        bytes += await copyWhole(file, join(dest, 'bundles', remote, 'dist', version, relative(from, file)));
        files++;
      }
      bundles.push(`${remote}/${version}`);
    }
  }

  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    generation,
    files,
    bytes,
    sqlite,
    bundles,
  };
  await writeFile(join(dest, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(src: string): Promise<BackupManifest> {
  const text = await readFile(join(src, BACKUP_MANIFEST), 'utf8').catch(() => {
    throw new Error(`${src} holds no ${BACKUP_MANIFEST}: not a backup made by npm run backup`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${src}: unknown backup format ${manifest.format}`);
  return manifest;
}

/** Every file under a folder, relative and sorted (what a backup holds, for its tests). */
export async function treeFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const file of walk(dir)) out.push(relative(dir, file));
  return out.sort();
}
