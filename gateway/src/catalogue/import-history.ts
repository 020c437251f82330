import { randomUUID } from 'node:crypto';
import type { CatalogueImportEvent } from '@archive/contracts/catalogue-import';
import type { CatalogueImportEntry } from '@archive/contracts/catalogue-import-history';
import type { ContentStore } from '../content/port';

/**
 * The imports run from Settings, kept in the content store (shared by every gateway) with their
 * counts, for the settings page's list. A year of them at most; the oldest go first.
 */
const KIND = 'catalogue-imports';
const KEEP_SECONDS = 365 * 24 * 3600;
const LISTED = 100;

type Store = Pick<ContentStore, 'putRecord' | 'listRecords' | 'getRecord'>;

export async function recordImport(
  store: Store,
  by: string,
  done: Extract<CatalogueImportEvent, { type: 'done' }>,
  id: string = randomUUID(),
) {
  const at = new Date().toISOString();
  const entry: CatalogueImportEntry = {
    id,
    at,
    by,
    ...done.totals,
    files: done.reports.map((r) => ({
      file: r.file,
      locale: r.locale,
      kind: r.kind,
      inserted: r.inserted,
      updated: r.updated,
      normalised: r.normalised,
      refused: r.refused,
    })),
  };
  await store.putRecord(KIND, {
    id: entry.id,
    value: entry as unknown as Record<string, unknown>,
    expiresAt: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
  });
}

export async function listImports(store: Store): Promise<CatalogueImportEntry[]> {
  const records = await store.listRecords(KIND);
  return records
    .map((r) => r.value as unknown as CatalogueImportEntry)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, LISTED);
}

/** Issue 25: an import of the list, or undefined. */
export async function findImport(store: Store, id: string): Promise<CatalogueImportEntry | undefined> {
  const record = await store.getRecord(KIND, id);
  return record ? (record.value as unknown as CatalogueImportEntry) : undefined;
}

/** Issue 25: notes on the list's entry that it was undone (kept as long as the entry). */
export async function markUndone(
  store: Store,
  entry: CatalogueImportEntry,
  undone: NonNullable<CatalogueImportEntry['undone']>,
): Promise<void> {
  const value: CatalogueImportEntry = { ...entry, undone };
  await store.putRecord(KIND, {
    id: entry.id,
    value: value as unknown as Record<string, unknown>,
    expiresAt: Math.floor(Date.parse(entry.at) / 1000) + KEEP_SECONDS,
  });
}

/** Watches an import's event stream for its end: one NDJSON event a line, chunks cut anywhere. */
export function onImportDone(
  stream: NodeJS.ReadableStream,
  done: (event: Extract<CatalogueImportEvent, { type: 'done' }>) => void,
) {
  let pending = '';
  stream.on('data', (chunk: Buffer | string) => {
    pending += chunk.toString();
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
      try {
        const event = JSON.parse(line) as CatalogueImportEvent;
        if (event.type === 'done') done(event);
      } catch {
        // Not an event of ours: nothing to record.
      }
    }
  });
}
