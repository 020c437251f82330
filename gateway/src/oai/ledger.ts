import { createHash } from 'node:crypto';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { RECORD_TABLES } from '@archive/contracts/routes';
import type { CatalogueService } from '../catalogue/service';
import { FileLedgerPersistence, type LedgerPersistence } from './ledger-persistence';
import { type LedgerEntry, LocaleLedger } from './locale-ledger';
import { isSetPart } from './sets';

/**
 * Per-record datestamps. The catalogue keeps no modification date (snapshots and MongoDB hold the
 * records as imported), so the OAI module keeps its own ledger: for every public record of a
 * locale, a hash of the record as served and the datestamp when that content was first seen. A
 * scan walks the public records through the catalogue port (search pages of 1000, the site's own
 * query applied) whenever the store's data changed (dataVersion) - or, for stores that cannot tell
 * (MongoDB), when the last scan is older than `rescanMs`. Unchanged records keep their datestamp;
 * new or changed ones get the scan's time; a record no longer public (made private or removed)
 * keeps a tombstone with the scan's time, listed as deleted.
 *
 * The ledger is kept in DATA_DIR/oai/datestamps_{locale}.ndjson, so datestamps survive restarts,
 * or in the database gateways on several machines share (LedgerPersistence): there a gateway also
 * rescans when another one wrote the ledger, and adopts its stamps for the same content.
 * Stamps are taken when a scan ends, never before its content was served: a harvester that asks
 * from its last responseDate never misses a change (it may see one twice).
 */

const SCAN_CHUNK = 1000;

export { ledgerFile } from './ledger-persistence';

/** How often a gateway asks a shared ledger whether another gateway wrote it. */
const SHARED_CHECK_MS = 1000;

const digest = (record: CatalogueRecord) =>
  createHash('sha1').update(JSON.stringify(record)).digest('base64url').slice(0, 16);

/** Collection filtri (path /collection/...) whose id can be a setSpec part. */
function collectionsOf(record: CatalogueRecord, names: Map<string, string>): string[] {
  const ids: string[] = [];
  for (const f of record.filtri ?? []) {
    if (!f.path.startsWith('/collection/') || !isSetPart(f.id) || ids.includes(f.id)) continue;
    ids.push(f.id);
    if (!names.has(f.id)) names.set(f.id, f.name);
  }
  return ids;
}

interface Held {
  ledger: LocaleLedger;
  version: string | undefined;
  scannedAt: number;
  /** The stored ledger's version (file mtime, database counter) when this gateway read or wrote it. */
  stored: number;
  /** When a shared ledger's version was last compared (ms). */
  checkedAt: number;
}

export interface LedgerOptions {
  catalogue: CatalogueService;
  /** DATA_DIR/oai: where the files are kept when no `persistence` is given. */
  dir: string;
  persistence?: LedgerPersistence;
  /** Read once when `persistence` holds nothing for a locale yet (DATA_DIR's files). */
  importFrom?: LedgerPersistence;
  rescanMs?: number;
  now?: () => number;
  log?: (msg: string, data: object) => void;
}

export class DatestampLedger {
  private readonly held = new Map<Locale, Held>();
  private readonly scans = new Map<Locale, Promise<LocaleLedger>>();
  private readonly persistence: LedgerPersistence;
  /** Locales whose prior entries came from `importFrom` (written whole by the next scan). */
  private readonly importing = new Set<Locale>();

  constructor(private readonly options: LedgerOptions) {
    this.persistence = options.persistence ?? new FileLedgerPersistence(options.dir);
  }

  /** For a shared ledger: false when another gateway wrote it since this one read it. */
  private async unchangedElsewhere(locale: Locale, held: Held): Promise<boolean> {
    if (!this.persistence.shared || this.now() - held.checkedAt < SHARED_CHECK_MS) return true;
    held.checkedAt = this.now();
    return (await this.persistence.version(locale)) === held.stored;
  }

  private version(locale: Locale) {
    return this.options.catalogue.store.dataVersion?.(locale);
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** The locale's ledger, scanning first when the catalogue changed since the last scan. */
  async get(locale: Locale): Promise<LocaleLedger> {
    const held = this.held.get(locale);
    const store = this.options.catalogue.store;
    const fresh =
      held &&
      (store.dataVersion
        ? held.version !== undefined && held.version === this.version(locale)
        : this.now() - held.scannedAt < (this.options.rescanMs ?? 300_000));
    if (held && fresh && (await this.unchangedElsewhere(locale, held))) return held.ledger;
    let scan = this.scans.get(locale);
    if (!scan) {
      scan = this.rescan(locale).finally(() => this.scans.delete(locale));
      this.scans.set(locale, scan);
    }
    return scan;
  }

  private async rescan(locale: Locale): Promise<LocaleLedger> {
    // A reload swapping the index in mid-scan would mix two generations: scan again then.
    for (let attempt = 0; ; attempt++) {
      const version = this.version(locale);
      const started = performance.now();
      const { ledger, stored } = await this.scan(locale);
      const after = this.version(locale);
      if (after !== version && attempt < 3) continue;
      this.held.set(locale, { ledger, version: after, scannedAt: this.now(), stored, checkedAt: this.now() });
      this.options.log?.('oai datestamps scanned', {
        locale,
        records: ledger.size,
        ms: Math.round(performance.now() - started),
      });
      return ledger;
    }
  }

  /** The previous entries: this gateway's, unless another one rewrote the ledger since. */
  private async prior(locale: Locale): Promise<Map<string, LedgerEntry>> {
    const held = this.held.get(locale);
    const stored = await this.persistence.version(locale);
    const prior = new Map<string, LedgerEntry>();
    if (held && held.stored === stored) {
      for (let i = 0; i < held.ledger.size; i++) prior.set(held.ledger.keys[i]!, held.ledger.entryAt(i));
      return prior;
    }
    if (stored) await this.persistence.read(locale, (entry) => prior.set(entry.key, entry));
    else if (this.options.importFrom) {
      // A site moving to a shared database keeps the datestamps its harvesters already have.
      await this.options.importFrom.read(locale, (entry) => prior.set(entry.key, entry));
      this.importing.add(locale);
    }
    return prior;
  }

  private async scan(locale: Locale): Promise<{ ledger: LocaleLedger; stored: number }> {
    const { catalogue } = this.options;
    const prior = await this.prior(locale);
    const names = new Map<string, string>();
    const seen = new Map<string, LedgerEntry>();
    const selection = await catalogue.selection({
      locale,
      text: '',
      tables: [...RECORD_TABLES],
      filters: [],
      pins: [],
      excludeTypeIds: [],
    });
    for (let skip = 0; ; skip += SCAN_CHUNK) {
      const page = await catalogue.store.search(locale, {
        ...selection,
        sort: { field: 'preferred_label', order: 'asc' },
        limit: SCAN_CHUNK,
        skip,
        facets: false,
        facetSize: 1,
      });
      for (const record of page.data) {
        const key = `${record.table}/${record.id}`;
        const hash = digest(record);
        const before = prior.get(key);
        const stamp = before && before.hash === hash ? before.stamp : Number.NaN;
        seen.set(key, { key, hash, stamp, collections: collectionsOf(record, names) });
      }
      if (page.data.length < SCAN_CHUNK || skip + SCAN_CHUNK >= page.count) break;
      // Other requests get the event loop between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const now = Math.floor(this.now() / 1000);
    const changed: LedgerEntry[] = [];
    for (const entry of seen.values())
      if (Number.isNaN(entry.stamp)) {
        entry.stamp = now;
        changed.push(entry);
      }
    for (const [key, entry] of prior) {
      if (seen.has(key)) continue;
      const gone = entry.hash ? { ...entry, hash: '', stamp: now } : entry;
      if (entry.hash) changed.push(gone);
      seen.set(key, gone);
    }
    // Imported entries are not in the database yet: all of them are written, stamps kept.
    if (this.importing.delete(locale)) changed.splice(0, changed.length, ...seen.values());
    const entries = [...seen.values()];
    let stored = await this.persistence.version(locale);
    if (changed.length) {
      const written = await this.persistence.write(locale, entries, changed);
      stored = written.version;
      for (const entry of changed) entry.stamp = written.earlier.get(entry.key) ?? entry.stamp;
    }
    return { ledger: new LocaleLedger(entries, names), stored };
  }
}
