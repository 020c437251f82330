import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@archive/contracts/locales';
import { keyFunction } from './engine/normalise';
import { IMPORTS_UNDOABLE, UNDO_KEEP_DAYS } from './import-undo';
import type { CollectionKind, UndoImportResult } from './port';
import { parseCollection } from './port';
import { NdjsonWriter, readNdjson, snapshotFile } from './snapshot';

/**
 * Issue 25, the embedded store's side of undoing an import: what each import replaced, kept as
 * files beside the snapshots (DATA_DIR/catalogue/import-undo/<started>-<import id>/), one JSON a
 * line `{"k": key, "b": the doc it replaced, or null when the import inserted the key}`. Undoing
 * holds only the keys in memory and streams the docs back from the files. Every
 * merge of the import writes its own part (`data_it.<n>.ndjson`); the first part naming a key holds
 * the doc from before the import. Only the newest IMPORTS_UNDOABLE imports of the last
 * UNDO_KEEP_DAYS days are kept: a 100k-line import keeps 100k lines here until then.
 */
const FOLDER = 'import-undo';
/** Import ids come from the gateway (UUIDs) or the import command: nothing else names a folder. */
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

interface Journal {
  dir: string;
  started: number;
  id: string;
}

async function journals(root: string): Promise<Journal[]> {
  let names: string[];
  try {
    names = await readdir(join(root, FOLDER));
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const match = /^(\d+)-(.+)$/.exec(name);
      return match ? [{ dir: join(root, FOLDER, name), started: Number(match[1]), id: match[2]! }] : [];
    })
    .sort((a, b) => a.started - b.started || a.dir.localeCompare(b.dir));
}

/** Parts of a journal for one collection, in the order they were written. */
async function parts(journal: Journal): Promise<{ kind: CollectionKind; locale: Locale; file: string }[]> {
  const names = await readdir(journal.dir).catch(() => [] as string[]);
  return names
    .flatMap((name) => {
      const match = /^(\w+)\.(\d+)\.ndjson$/.exec(name);
      const collection = match ? parseCollection(match[1]!) : null;
      return collection ? [{ ...collection, file: join(journal.dir, name), n: Number(match![2]) }] : [];
    })
    .sort((a, b) => a.n - b.n);
}

/**
 * Opens the part the next merge of `importId` writes to (null for writes outside an import). A new
 * import's first part also drops the journals past the kept number and age.
 */
export async function openUndoPart(
  root: string,
  importId: string | undefined,
  target: { kind: CollectionKind; locale: Locale },
): Promise<UndoPart | null> {
  if (!importId || !SAFE_ID.test(importId)) return null;
  const all = await journals(root);
  let journal = all.find((j) => j.id === importId);
  if (!journal) {
    journal = { dir: join(root, FOLDER, `${Date.now()}-${importId}`), started: Date.now(), id: importId };
    await mkdir(journal.dir, { recursive: true });
    await forgetOld([...all, journal]);
  }
  const n = (await readdir(journal.dir)).length;
  return new UndoPart(
    await NdjsonWriter.open(join(journal.dir, `${target.kind}_${target.locale}.${n}.ndjson`)),
  );
}

/** The journals kept: the newest IMPORTS_UNDOABLE of the last UNDO_KEEP_DAYS days. */
const keptOf = (all: Journal[]) => {
  const oldest = Date.now() - UNDO_KEEP_DAYS * 24 * 3600 * 1000;
  return all.slice(-IMPORTS_UNDOABLE).filter((j) => j.started >= oldest);
};

async function forgetOld(all: Journal[]): Promise<void> {
  const kept = keptOf(all);
  for (const j of all) if (!kept.includes(j)) await rm(j.dir, { recursive: true, force: true });
}

/** The imports that can still be undone (their journal is kept and not past its age). */
export async function undoableImportIds(root: string): Promise<string[]> {
  return keptOf(await journals(root)).map((j) => j.id);
}

/** One merge's part: the replaced lines and the inserted keys, committed with the snapshot. */
export class UndoPart {
  private readonly replacedKeys = new Set<string>();
  constructor(private readonly out: NdjsonWriter) {}
  replaced(key: string, line: string) {
    this.replacedKeys.add(key);
    return this.out.write(`{"k":${JSON.stringify(key)},"b":${line}}`);
  }
  /** The merge's keys that replaced nothing: the import inserted them. */
  async insertedAmong(keys: Iterable<string>) {
    for (const key of keys) {
      if (this.replacedKeys.has(key)) continue;
      const waiting = this.out.write(`{"k":${JSON.stringify(key)},"b":null}`);
      if (waiting) await waiting;
    }
  }
  commit = () => this.out.commit();
  abort = () => this.out.abort();
}

/**
 * Undoes one import in the snapshots (the caller publishes): each collection it wrote loses the
 * keys it wrote and gets back the docs they replaced. Refused, with nothing changed, when a later
 * import's journal names any of the same keys (undoing this one would bring back what that one
 * replaced); the journal is removed once undone (an import is undone once).
 */
export async function undoImportFiles(root: string, importId: string): Promise<UndoImportResult> {
  const all = await journals(root);
  const at = all.findIndex((j) => j.id === importId);
  if (at < 0) return { ok: false, reason: 'unknown' };
  const journal = all[at]!;
  const journalParts = await parts(journal);
  // Per collection: key -> whether it had a doc before the import (the first part naming the key
  // holds that). Only keys are held in memory; the docs are streamed back from the parts below.
  const befores = new Map<string, Map<string, boolean>>();
  for (const part of journalParts) {
    const name = `${part.kind}_${part.locale}`;
    const map = befores.get(name) ?? new Map<string, boolean>();
    befores.set(name, map);
    await readNdjson(part.file, (line) => {
      const entry = JSON.parse(line) as { k: string; b: unknown };
      if (!map.has(entry.k)) map.set(entry.k, entry.b !== null);
    });
  }
  let later = 0;
  for (const next of all.slice(at + 1))
    for (const part of await parts(next)) {
      const map = befores.get(`${part.kind}_${part.locale}`);
      if (!map) continue;
      const seen = new Set<string>();
      await readNdjson(part.file, (line) => {
        const key = (JSON.parse(line) as { k: string }).k;
        if (map.has(key) && !seen.has(key)) seen.add(key);
      });
      later += seen.size;
    }
  if (later > 0) return { ok: false, reason: 'later', records: later };
  let removed = 0;
  let restored = 0;
  for (const [name, map] of befores) {
    const collection = parseCollection(name)!;
    const keyOf = keyFunction(collection.kind);
    const snapshot = snapshotFile(root, collection.kind, collection.locale);
    const out = await NdjsonWriter.open(snapshot);
    try {
      await readNdjson(snapshot, (line) => {
        let key: string;
        try {
          key = keyOf(JSON.parse(line));
        } catch {
          return out.write(line);
        }
        return map.has(key) ? undefined : out.write(line);
      }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
      for (const had of map.values()) {
        if (had) restored++;
        else removed++;
      }
      // The docs from before the import, read again from the parts in the order they were written:
      // a key's first line is its doc from before (a key leaves the map once written).
      for (const part of journalParts) {
        if (`${part.kind}_${part.locale}` !== name) continue;
        await readNdjson(part.file, (line) => {
          const entry = JSON.parse(line) as { k: string; b: unknown };
          if (!map.delete(entry.k) || entry.b === null) return;
          return out.write(JSON.stringify(entry.b));
        });
      }
      await out.commit();
    } catch (err) {
      await out.abort();
      throw err;
    }
  }
  await rm(journal.dir, { recursive: true, force: true });
  return { ok: true, removed, restored };
}
