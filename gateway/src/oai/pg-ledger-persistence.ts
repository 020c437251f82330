import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { inTransaction } from '../lib/pg-pool';
import type { LedgerPersistence } from './ledger-persistence';
import type { LedgerEntry } from './locale-ledger';

const CHUNK = 5000;

/**
 * The datestamp ledger in the content database (tables of migration 002), shared by gateways on
 * several machines. A write takes a per-locale transaction lock, so two gateways that rescanned
 * the same import one after the other agree: for a record the other already stamped with the same
 * content, the earlier stamp is kept and handed back; only real changes are written (upserts of
 * the changed rows, not the whole ledger) and bump the locale's version, which tells the other
 * gateways to reload.
 */
export class PgLedgerPersistence implements LedgerPersistence {
  readonly shared = true;

  constructor(private readonly pool: pg.Pool) {}

  async version(locale: Locale) {
    const { rows } = await this.pool.query<{ version: string }>(
      'SELECT version FROM oai_ledger_versions WHERE locale = $1',
      [locale],
    );
    return Number(rows[0]?.version ?? 0);
  }

  async read(locale: Locale, each: (entry: LedgerEntry) => void) {
    // Pages by key, so a large ledger never sits whole in one answer.
    for (let after = ''; ; ) {
      const { rows } = await this.pool.query<{
        key: string;
        hash: string;
        stamp: string;
        collections: string;
      }>(
        `SELECT key, hash, stamp, collections FROM oai_datestamps
         WHERE locale = $1 AND key > $2 ORDER BY key LIMIT $3`,
        [locale, after, CHUNK],
      );
      for (const r of rows)
        each({ key: r.key, hash: r.hash, stamp: Number(r.stamp), collections: JSON.parse(r.collections) });
      const last = rows.at(-1);
      if (!last || rows.length < CHUNK) return;
      after = last.key;
    }
  }

  async write(locale: Locale, _entries: LedgerEntry[], changed: LedgerEntry[]) {
    const earlier = new Map<string, number>();
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`oai-ledger:${locale}`]);
      let written = 0;
      for (let i = 0; i < changed.length; i += CHUNK) {
        const chunk = changed.slice(i, i + CHUNK);
        const { rows } = await client.query<{ key: string; hash: string; stamp: string }>(
          'SELECT key, hash, stamp FROM oai_datestamps WHERE locale = $1 AND key = ANY($2::text[])',
          [locale, chunk.map((e) => e.key)],
        );
        const stored = new Map(rows.map((r) => [r.key, r]));
        const fresh = chunk.filter((e) => {
          const before = stored.get(e.key);
          if (before?.hash !== e.hash) return true;
          earlier.set(e.key, Number(before.stamp));
          return false;
        });
        if (!fresh.length) continue;
        await client.query(
          `INSERT INTO oai_datestamps (locale, key, hash, stamp, collections)
           SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::text[])
           ON CONFLICT (locale, key) DO UPDATE
             SET hash = EXCLUDED.hash, stamp = EXCLUDED.stamp, collections = EXCLUDED.collections`,
          [
            locale,
            fresh.map((e) => e.key),
            fresh.map((e) => e.hash),
            fresh.map((e) => e.stamp),
            fresh.map((e) => JSON.stringify(e.collections)),
          ],
        );
        written += fresh.length;
      }
      const { rows } = written
        ? await client.query<{ version: string }>(
            `INSERT INTO oai_ledger_versions (locale, version) VALUES ($1, 1)
             ON CONFLICT (locale) DO UPDATE SET version = oai_ledger_versions.version + 1 RETURNING version`,
            [locale],
          )
        : await client.query<{ version: string }>(
            'SELECT version FROM oai_ledger_versions WHERE locale = $1',
            [locale],
          );
      return { version: Number(rows[0]?.version ?? 0), earlier };
    });
  }
}
