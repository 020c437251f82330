import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@archive/contracts/locales';
import { readNdjson, writeLines } from '../catalogue/snapshot';
import type { LedgerEntry } from './locale-ledger';

/**
 * Where the datestamp ledger of each locale is kept between scans: files in DATA_DIR/oai for one
 * machine (below), or the database gateways on several machines share (pg-ledger-persistence.ts),
 * so every gateway answers the same datestamps.
 */
export interface LedgerPersistence {
  /** True when other gateways write it too: a change of version() means another one rescanned. */
  readonly shared: boolean;
  /** Changes whenever the locale's ledger is written (0: never written). */
  version(locale: Locale): Promise<number>;
  read(locale: Locale, each: (entry: LedgerEntry) => void): Promise<void>;
  /**
   * Stores a scan's outcome: `entries` is the whole ledger, `changed` those the scan stamped.
   * Answers the stored version and, for a changed entry another gateway had already stamped with
   * the same content, that earlier stamp (which the caller adopts, so both answer the same).
   */
  write(
    locale: Locale,
    entries: LedgerEntry[],
    changed: LedgerEntry[],
  ): Promise<{ version: number; earlier: Map<string, number> }>;
}

export const ledgerFile = (dir: string, locale: Locale) => join(dir, `datestamps_${locale}.ndjson`);

const mtimeOf = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  );

/** DATA_DIR/oai/datestamps_{locale}.ndjson, one `[key, hash, stamp, collections]` line per record. */
export class FileLedgerPersistence implements LedgerPersistence {
  readonly shared = false;

  constructor(private readonly dir: string) {}

  version(locale: Locale) {
    return mtimeOf(ledgerFile(this.dir, locale));
  }

  async read(locale: Locale, each: (entry: LedgerEntry) => void) {
    const file = ledgerFile(this.dir, locale);
    if (!(await mtimeOf(file))) return;
    await readNdjson(file, (line) => {
      try {
        const [key, hash, stamp, collections] = JSON.parse(line) as [string, string, number, string[]];
        if (typeof key === 'string' && typeof hash === 'string' && Number.isFinite(stamp))
          each({ key, hash, stamp, collections: Array.isArray(collections) ? collections : [] });
      } catch {
        // A damaged line costs that record its datestamp (it gets the scan's), nothing more.
      }
    });
  }

  async write(locale: Locale, entries: LedgerEntry[]) {
    const file = ledgerFile(this.dir, locale);
    await writeLines(
      file,
      (function* () {
        for (const e of entries) yield JSON.stringify([e.key, e.hash, e.stamp, e.collections]);
      })(),
    );
    return { version: await mtimeOf(file), earlier: new Map<string, number>() };
  }
}
