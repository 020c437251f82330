import type { CatalogueRecord, Relation, Summary } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type pg from 'pg';
import { inTransaction, retryOnConflict } from '../../lib/pg-pool';
import { normaliseRecord, normaliseRelation } from '../engine/normalise';
import type { ImportBatch, UndoImportResult } from '../port';
import { copyIn, copyLine } from './copy-in';
import { forgetOldImports, journalSql, undoableImportIdsSql, undoImportSql } from './import-undo-sql';
import { dataRow, noNul, relationRow, relationRowKey, summaryRow } from './row-shape';
import { copySql, STAGED, stageTableSql } from './staged-upsert';

/** An import batch's COPY and merge may take this long (a request's statements: statementTimeoutMs). */
const IMPORT_STATEMENT_TIMEOUT_MS = 300_000;
/** GIN pending list while importing (the server's default is 4 MB): see write(). */
const IMPORT_GIN_PENDING_KB = 65_536;
/** Lines per COPY and merge inside an import batch (see write()). */
const STAGE_ROWS = 1000;

/**
 * The catalogue's writes on PostgreSQL (PgCatalogueStore's upsert and undo): import batches and
 * undoing an import (issue 25), each in one transaction, run again whole when the server broke a
 * deadlock by rolling it back (an undo or another gateway's import holding a record row and the
 * locale's write stamp the other needs: `retryOnConflict`). The store marks the locales written
 * and publishes them.
 */
export class ImportBatches {
  /** Import ids whose older journals were already dropped by this gateway (see keepForUndo). */
  private readonly journalled = new Set<string>();

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Upserts by key: the batch is copied into a temporary table (COPY FROM STDIN) and merged by one
   * INSERT ... SELECT ... ON CONFLICT (staged-upsert.ts), in one transaction, so a batch is written
   * whole or not at all. A key given twice keeps its last doc, in the place of that last line;
   * every write takes a new place (seq), as the embedded snapshot merge orders records. Nothing
   * here is built from the docs' text. `wrote`: the batch had a doc to write.
   */
  write(batch: ImportBatch): Promise<{ inserted: number; updated: number; wrote: boolean }> {
    return retryOnConflict(() => this.writeOnce(batch));
  }

  private async writeOnce(
    batch: ImportBatch,
  ): Promise<{ inserted: number; updated: number; wrote: boolean }> {
    const docs = latestByKey(batch);
    await this.pool.query(
      'INSERT INTO catalogue_generation (locale, generation) VALUES ($1, 0) ON CONFLICT (locale) DO NOTHING',
      [batch.locale],
    );
    if (!docs.length) return { inserted: 0, updated: 0, wrote: false };
    return inTransaction(
      this.pool,
      async (client) => {
        // New words go to each GIN index's pending list and are merged into it in bulk (by the
        // next batch past the limit, or publish()), instead of one tree descent per word and row.
        await client.query(`SET LOCAL gin_pending_list_limit = '${IMPORT_GIN_PENDING_KB}kB'`);
        await client.query(stageTableSql(batch.kind));
        let merging: Promise<pg.QueryResult<{ inserted: number; written: number }>> | null = null;
        let inserted = 0;
        let written = 0;
        const settle = async () => {
          const rows = merging ? (await merging).rows : [];
          merging = null;
          inserted += rows[0]?.inserted ?? 0;
          written += rows[0]?.written ?? 0;
        };
        try {
          // Parts of STAGE_ROWS, in order on one connection (places follow the lines): each part's
          // rows are made (analysis, stemming) here while the database merges the part before.
          for (let from = 0; from < docs.length; from += STAGE_ROWS) {
            const to = Math.min(docs.length, from + STAGE_ROWS);
            const lines: string[] = [];
            for (let i = from; i < to; i++) lines.push(copyLine([i, ...rowOf(batch, docs[i]!)]));
            await settle();
            await copyIn(client, copySql(batch.kind), lines, IMPORT_STATEMENT_TIMEOUT_MS + 2000);
            // Issue 25: what this part replaces is kept for undoing the import (import-undo-sql.ts).
            if (batch.importId) await this.keepForUndo(client, batch, from, to);
            merging = client.query<{ inserted: number; written: number }>({
              text: STAGED[batch.kind].merge,
              values: [from, to],
              query_timeout: IMPORT_STATEMENT_TIMEOUT_MS + 2000,
            } as pg.QueryConfig);
            // Settled next turn or below: never left to reject unhandled meanwhile.
            merging.catch(() => {});
          }
          await settle();
        } catch (err) {
          // What keepForUndo dropped in this transaction comes back with the rollback.
          if (batch.importId) this.journalled.delete(batch.importId);
          throw err;
        }
        return { inserted, updated: written - inserted, wrote: true };
      },
      // One batch's merge updates every index in one statement, longer than a request may take.
      { statementTimeoutMs: IMPORT_STATEMENT_TIMEOUT_MS },
    );
  }

  private async keepForUndo(client: pg.PoolClient, batch: ImportBatch, from: number, to: number) {
    if (!this.journalled.has(batch.importId!)) {
      this.journalled.add(batch.importId!);
      await forgetOldImports(client, batch.importId!);
    }
    await client.query(journalSql(batch.kind), [from, to, batch.importId]);
  }

  /** Issue 25: the imports an undo can still find. */
  undoable(): Promise<string[]> {
    return undoableImportIdsSql(this.pool);
  }

  /** Issue 25: undoes an import in one transaction; answers the locales it changed. */
  undo(importId: string): Promise<{ result: UndoImportResult; locales: Locale[] }> {
    return retryOnConflict(() =>
      inTransaction(this.pool, (client) => undoImportSql(client, importId), {
        statementTimeoutMs: IMPORT_STATEMENT_TIMEOUT_MS,
      }),
    );
  }
}

/**
 * The batch's docs, normalised as the embedded store reads them (a doc it would skip is skipped),
 * one per key: the last doc of a key wins and takes the place of its last line.
 */
function latestByKey(batch: ImportBatch): Record<string, unknown>[] {
  const byKey = new Map<string, Record<string, unknown>>();
  for (const doc of batch.docs) {
    const copy = { ...(doc as unknown as Record<string, unknown>) };
    let key: string | null = null;
    if (batch.kind === 'data') {
      const record = normaliseRecord(copy);
      if (record) key = JSON.stringify([noNul(record.table), noNul(record.id)]);
    } else if (batch.kind === 'summary') {
      if (typeof copy.table === 'string' && copy.type != null)
        key = JSON.stringify([noNul(copy.table), noNul(String(copy.type))]);
    } else {
      const relation = normaliseRelation(copy);
      if (relation) key = relationRowKey(relation);
    }
    if (key === null) continue;
    byKey.delete(key);
    byKey.set(key, copy);
  }
  return [...byKey.values()];
}

function rowOf(batch: ImportBatch, doc: Record<string, unknown>): unknown[] {
  if (batch.kind === 'data') return dataRow(batch.locale, doc as unknown as CatalogueRecord);
  if (batch.kind === 'summary') return summaryRow(batch.locale, doc as unknown as Summary);
  return relationRow(batch.locale, doc as unknown as Relation);
}
