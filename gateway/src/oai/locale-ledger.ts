import { RECORD_TABLES } from '@archive/contracts/routes';
import type { SetFilter } from './sets';

/** One record of a locale as the ledger knows it; hash '' marks a record gone (deleted or private). */
export interface LedgerEntry {
  /** `table/id` (tables hold no '/'). */
  key: string;
  hash: string;
  /** Datestamp, epoch seconds (UTC). */
  stamp: number;
  /** Ids of the record's collection filtri (sets collection:{id}). */
  collections: string[];
}

const NO_TABLE = 255;
const tableOrdinal = (table: string) => {
  const i = (RECORD_TABLES as readonly string[]).indexOf(table);
  return i === -1 ? NO_TABLE : i;
};
export const tableOfKey = (key: string) => key.slice(0, key.indexOf('/'));
export const idOfKey = (key: string) => key.slice(key.indexOf('/') + 1);

/**
 * The records of one locale in list order, (datestamp, key) ascending, in flat arrays: at 100k
 * records a locale takes ~10 MB, and a from/until range is two binary searches. Built once per
 * scan, then only read.
 */
export class LocaleLedger {
  readonly size: number;
  readonly keys: string[];
  readonly hashes: string[];
  readonly stamps: Float64Array;
  private readonly tables: Uint8Array;
  /** Collection ordinals of entry i: collValues[collStart[i] .. collStart[i+1]). */
  private readonly collStart: Int32Array;
  private readonly collValues: Int32Array;
  readonly collectionIds: string[];
  private readonly positions = new Map<string, number>();

  constructor(
    entries: LedgerEntry[],
    /** Collection id -> name, from the public records that carry it. */
    readonly collectionNames: ReadonlyMap<string, string> = new Map(),
  ) {
    entries.sort((a, b) => a.stamp - b.stamp || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const n = entries.length;
    this.size = n;
    this.keys = new Array(n);
    this.hashes = new Array(n);
    this.stamps = new Float64Array(n);
    this.tables = new Uint8Array(n);
    this.collStart = new Int32Array(n + 1);
    const ordinals = new Map<string, number>();
    this.collectionIds = [];
    const values: number[] = [];
    entries.forEach((e, i) => {
      this.keys[i] = e.key;
      this.hashes[i] = e.hash;
      this.stamps[i] = e.stamp;
      this.tables[i] = tableOrdinal(tableOfKey(e.key));
      this.positions.set(e.key, i);
      for (const id of e.collections) {
        let o = ordinals.get(id);
        if (o === undefined) {
          o = this.collectionIds.length;
          ordinals.set(id, o);
          this.collectionIds.push(id);
        }
        values.push(o);
      }
      this.collStart[i + 1] = values.length;
    });
    this.collValues = Int32Array.from(values);
  }

  position(key: string): number | undefined {
    return this.positions.get(key);
  }

  deleted(i: number): boolean {
    return this.hashes[i] === '';
  }

  collectionsAt(i: number): string[] {
    const out: string[] = [];
    for (let j = this.collStart[i]!; j < this.collStart[i + 1]!; j++)
      out.push(this.collectionIds[this.collValues[j]!]!);
    return out;
  }

  entryAt(i: number): LedgerEntry {
    return {
      key: this.keys[i]!,
      hash: this.hashes[i]!,
      stamp: this.stamps[i]!,
      collections: this.collectionsAt(i),
    };
  }

  /** Live tables (for ListSets). */
  tablesInUse(): Set<string> {
    const used = new Set<string>();
    for (let i = 0; i < this.size; i++) if (!this.deleted(i)) used.add(tableOfKey(this.keys[i]!));
    return used;
  }

  /** First position whose (stamp, key) sorts after the given one. */
  after(stamp: number, key: string): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.stamps[mid]!;
      const k = this.keys[mid]!;
      if (s < stamp || (s === stamp && k <= key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position with a stamp >= seconds (or > seconds when `strictly`). */
  private bound(seconds: number, strictly: boolean): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const s = this.stamps[mid]!;
      if (s < seconds || (strictly && s === seconds)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Positions [start, end) whose stamps fall in [from, until]. */
  range(from: number | undefined, until: number | undefined): [number, number] {
    return [
      from === undefined ? 0 : this.bound(from, false),
      until === undefined ? this.size : this.bound(until, true),
    ];
  }

  /** A per-position test for a set within this locale (language sets are decided by the caller). */
  matcher(filter: SetFilter | undefined): (i: number) => boolean {
    if (!filter || filter.family === 'language') return () => true;
    if (filter.family === 'table') {
      if (filter.table === undefined) return () => true;
      const t = tableOrdinal(filter.table);
      return (i) => this.tables[i] === t;
    }
    if (filter.id === undefined) return (i) => this.collStart[i + 1]! > this.collStart[i]!;
    const o = this.collectionIds.indexOf(filter.id);
    if (o === -1) return () => false;
    return (i) => {
      for (let j = this.collStart[i]!; j < this.collStart[i + 1]!; j++)
        if (this.collValues[j] === o) return true;
      return false;
    };
  }
}
