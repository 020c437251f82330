import { VersionedMemo } from '../../lib/versioned-memo';
import { type Db, rawPgAnswers } from './raw-statements';

/**
 * Raw-call answers remembered per locale and write stamp: counts, count-only group rows and the
 * keys of a page (raw-column-page.ts; its docs are read anew at every call), kept until the
 * locale's next write (migration 10's catalogue_raw_stamp, bumped in the writer's own transaction
 * by every statement that changes catalogue_search: an import's merge, one record written, a record
 * made private, an operator's psql, a TRUNCATE). Counts and pages share one bound. The seed's front end asks the same count page after page; at 100k
 * records x 3 a count over catalogue_search still costs tens of milliseconds, the stamp one
 * primary-key probe, read in the statement that already checks raw_odd.
 *
 * Why it is safe:
 * - The stamp is read before the count, in its own statement: a count remembered under stamp S was
 *   computed on a snapshot at least as new as S, and a write committed since then moved the stamp,
 *   so no later call takes it. The stamp row serialises writers of a locale, so a transaction that
 *   committed later never carries a smaller stamp.
 * - The key is the statement's text and parameters, which hold the locale; catalogue_search holds
 *   only public records and raw calls have no other access level, so a count never crosses one.
 * - One cache per pool (a WeakMap): two databases, or a primary and its replica, never share one.
 * - Bounded: the least recently used entry leaves past MAX_ENTRIES, group answers of more than
 *   MAX_KEPT_ROWS rows are not kept, nor a failed count.
 */
export const MAX_ENTRIES = 512;

const caches = new WeakMap<object, VersionedMemo>();

/** Group answers longer than this (a group by id) are not kept: each entry stays small. */
export const MAX_KEPT_ROWS = 200;

/** `compute`'s answer for `key`, remembered under `stamp` (null: a database before migration 10). */
export function rememberedUntilWrite<T>(
  db: Db,
  stamp: string | null,
  key: string,
  compute: () => Promise<T>,
  {
    keep = () => true,
    counter = 'cachedCounts',
  }: {
    /** Whether an answer is small enough to keep (a group by id is not). */
    keep?: (value: T) => boolean;
    /** Which figure a hit adds to (a page's keys are remembered the same way: raw-column-page.ts). */
    counter?: 'cachedCounts' | 'cachedPages';
  } = {},
): Promise<T> {
  if (stamp === null) return compute();
  let cache = caches.get(db);
  if (!cache) {
    cache = new VersionedMemo(MAX_ENTRIES);
    caches.set(db, cache);
  }
  return cache.get(stamp, key, compute, { keep, hit: () => rawPgAnswers[counter]++ });
}

/** Entries remembered for `db` (tests: the bound holds). */
export const rememberedEntries = (db: Db) => caches.get(db)?.size ?? 0;

/** The probe each column-path call sends: raw_odd rows of the locale, and its write stamp. */
export const PROBE_SQL = `SELECT EXISTS (SELECT 1 FROM catalogue_search WHERE locale = $1 AND raw_odd) AS odd,
  COALESCE((SELECT stamp::text FROM catalogue_raw_stamp WHERE locale = $1), '0') AS stamp`;
export const PROBE_SQL_BEFORE_10 =
  'SELECT EXISTS (SELECT 1 FROM catalogue_search WHERE locale = $1 AND raw_odd) AS odd, NULL::text AS stamp';
