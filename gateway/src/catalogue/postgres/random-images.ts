import type { CatalogueRecord } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import type { RandomImagesRequest } from '../port';
import { Random } from '../random';

type Query = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<R[]>;
type ImageKey = { tbl: string; id: string };

/** A locale's public records with an image, as held for random draws for one data generation. */
export interface ImagePool {
  v: number;
  h: number;
  /** Up to IMAGE_KEYS_MAX: every image's key in draw order (vertical, then horizontal, by place). */
  keys: { v: ImageKey[]; h: ImageKey[] } | null;
  /** Past IMAGE_KEYS_MAX: the rows' places alone, in the same draw order (8 bytes an image). */
  seqs: { v: Float64Array; h: Float64Array } | null;
}

/** Image pools up to this many records are held as keys (~100 bytes each) for random draws. */
export const IMAGE_KEYS_MAX = 200_000;
/**
 * Past this many images a locale, not even their places are held (8 bytes each: 40 MB at the most)
 * and each draw numbers the pool in the database (~2 s at 1M records: bench/README, fourth pass).
 */
export const IMAGE_SEQS_MAX = 5_000_000;

/**
 * The image pool of a locale: its sizes, and its keys in draw order when there are at most
 * `held.keys` of them; past that their places alone (up to `held.places`), and past that each draw
 * numbers the pool in the database. PgCatalogueStore keeps it for the generation.
 */
export async function readImagePool(
  query: Query,
  locale: Locale,
  held: { keys: number; places: number },
): Promise<ImagePool> {
  const [sizes] = await query<{ v: number; h: number }>(
    `SELECT count(*) FILTER (WHERE orientation = 'v')::int AS v, count(*) FILTER (WHERE orientation = 'h')::int AS h
     FROM catalogue_data d WHERE d.locale = $1 AND d.access = 1 AND d.orientation IS NOT NULL`,
    [locale],
  );
  const pool: ImagePool = { v: sizes!.v, h: sizes!.h, keys: null, seqs: null };
  if (pool.v + pool.h > held.keys && pool.v + pool.h <= held.places) {
    const rows = await query<{ o: string; seq: string }>(
      `SELECT d.orientation::text AS o, d.seq::text AS seq FROM catalogue_data d
       WHERE d.locale = $1 AND d.access = 1 AND d.orientation IS NOT NULL ORDER BY d.seq`,
      [locale],
    );
    const v: number[] = [];
    const h: number[] = [];
    for (const r of rows) (r.o === 'v' ? v : h).push(Number(r.seq));
    pool.seqs = { v: Float64Array.from(v), h: Float64Array.from(h) };
  } else if (pool.v + pool.h <= held.keys) {
    const rows = await query<{ o: string; tbl: string; id: string }>(
      `SELECT d.orientation::text AS o, d.tbl, d.id FROM catalogue_data d
       WHERE d.locale = $1 AND d.access = 1 AND d.orientation IS NOT NULL ORDER BY d.seq`,
      [locale],
    );
    pool.keys = { v: [], h: [] };
    for (const r of rows) (r.o === 'v' ? pool.keys.v : pool.keys.h).push({ tbl: r.tbl, id: r.id });
  }
  return pool;
}

/** Position `pos` of the draw order in the lists held, without joining them (a copy of up to 200k
 * keys on every call was most of the call's time). */
function nth<T>(lists: ArrayLike<T>[], pos: number): T | undefined {
  let rest = pos;
  for (const list of lists) {
    if (rest < list.length) return list[rest];
    rest -= list.length;
  }
  return undefined;
}

/**
 * The embedded store's draw: positions in the image pool (vertical ones, then horizontal ones,
 * each in place order) picked by the same generator, so a seed gives the same records.
 */
export async function drawRandomImages(
  query: Query,
  locale: Locale,
  pool: ImagePool,
  request: RandomImagesRequest,
): Promise<CatalogueRecord[]> {
  const kinds =
    request.orientation === 'vertical' ? ['v'] : request.orientation === 'horizontal' ? ['h'] : ['v', 'h'];
  const total = kinds.reduce((sum, k) => sum + (k === 'v' ? pool.v : pool.h), 0);
  if (total === 0 || request.count === 0) return [];
  const random = request.seed !== undefined ? new Random(request.seed) : null;
  const next = () => (random ? random.float() : Math.random());
  const draws: number[] = [];
  for (let i = 0; i < request.count * 50; i++) draws.push(Math.floor(next() * total));
  let at: Map<number, ImageKey>;
  if (pool.keys) {
    const lists = kinds.map((k) => (k === 'v' ? pool.keys!.v : pool.keys!.h));
    at = new Map(draws.map((pos) => [pos, nth(lists, pos)!]));
  } else if (pool.seqs) {
    // The same positions as the keys' list would give, through the places held: one lookup by
    // place (an index) instead of numbering every image of the locale on each call.
    const lists = kinds.map((k) => (k === 'v' ? pool.seqs!.v : pool.seqs!.h));
    const wanted = new Map<number, number>();
    for (const pos of new Set(draws)) {
      const seq = nth(lists, pos);
      if (seq !== undefined) wanted.set(seq, pos);
    }
    const rows = await query<{ seq: string; tbl: string; id: string }>(
      `SELECT d.seq::text AS seq, d.tbl, d.id FROM catalogue_data d
       WHERE d.locale = $1 AND d.access = 1 AND d.orientation = ANY($2::"char"[]) AND d.seq = ANY($3::bigint[])`,
      [locale, kinds, [...wanted.keys()]],
    );
    at = new Map(rows.map((r) => [wanted.get(Number(r.seq))!, { tbl: r.tbl, id: r.id }]));
  } else {
    const rows = await query<{ pos: number; tbl: string; id: string }>(
      `SELECT pos, tbl, id FROM (
         SELECT (row_number() OVER (ORDER BY array_position($2::"char"[], d.orientation), d.seq) - 1)::int AS pos, d.tbl, d.id
         FROM catalogue_data d WHERE d.locale = $1 AND d.access = 1 AND d.orientation = ANY($2::"char"[])) x
       WHERE pos = ANY($3::int[])`,
      [locale, kinds, [...new Set(draws)]],
    );
    at = new Map(rows.map((r) => [r.pos, r]));
  }
  const tables = request.tables ? new Set(request.tables) : null;
  const picked = new Set<number>();
  for (const pos of draws) {
    if (picked.size >= request.count) break;
    if (picked.has(pos)) continue;
    const row = at.get(pos);
    if (!row || (tables && !tables.has(row.tbl))) continue;
    picked.add(pos);
  }
  const keys = [...picked].map((pos) => at.get(pos)!);
  const docs = await query<{ tbl: string; id: string; doc: CatalogueRecord }>(
    `SELECT d.tbl, d.id, d.doc FROM catalogue_data d WHERE d.locale = $1 AND d.access = 1
       AND (d.tbl, d.id) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [locale, keys.map((k) => k.tbl), keys.map((k) => k.id)],
  );
  const byKey = new Map(docs.map((d) => [`${d.tbl}\u0000${d.id}`, d.doc]));
  return keys.flatMap((k) => byKey.get(`${k.tbl}\u0000${k.id}`) ?? []);
}
