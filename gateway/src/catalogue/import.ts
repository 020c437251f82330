import { catalogueRecordSchema, relationSchema, summarySchema } from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import type { z } from 'zod';
import type { CatalogueStore, CollectionKind, ImportBatch } from './port';
import { parseCollection } from './port';
import { readNdjson } from './snapshot';

const SCHEMAS: Record<CollectionKind, z.ZodType> = {
  data: catalogueRecordSchema,
  summary: summarySchema,
  relations: relationSchema,
};

export interface ImportReport {
  file: string;
  locale: Locale;
  kind: CollectionKind;
  lines: number;
  inserted: number;
  updated: number;
  errors: { line: number; reason: string }[];
}

/** Kind and locale from a file name like data_it.ndjson or relations_fr.jsonl. */
export function collectionOfFile(file: string): { kind: CollectionKind; locale: Locale } | null {
  const name = file.split(/[\\/]/).pop() ?? '';
  return parseCollection(name.replace(/\.(ndjson|jsonl|json)$/, ''));
}

/**
 * Imports one NDJSON file: each line validated with the contract schema; a bad line is reported
 * with its number and reason while every good line is upserted (by id) in batches.
 */
export async function importNdjson(
  store: CatalogueStore,
  file: string,
  target: { kind: CollectionKind; locale: Locale },
  batchSize = 5000,
): Promise<ImportReport> {
  const schema = SCHEMAS[target.kind];
  const report: ImportReport = { file, ...target, lines: 0, inserted: 0, updated: 0, errors: [] };
  let docs: ImportBatch['docs'] = [];
  const pending: ImportBatch['docs'][] = [];
  await readNdjson(file, (line, lineNumber) => {
    report.lines++;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (err) {
      report.errors.push({ line: lineNumber, reason: `not JSON: ${(err as Error).message}` });
      return;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(line)'}: ${i.message}`)
        .join('; ');
      report.errors.push({ line: lineNumber, reason });
      return;
    }
    docs.push(parsed.data as ImportBatch['docs'][number]);
    if (docs.length >= batchSize) {
      pending.push(docs);
      docs = [];
    }
  });
  if (docs.length) pending.push(docs);
  // The embedded store rewrites its snapshot per batch: one batch for it keeps an import linear.
  const batches = store.name === 'embedded' ? [pending.flat()] : pending;
  for (const batch of batches) {
    if (!batch.length) continue;
    const result = await store.upsert({ ...target, docs: batch });
    report.inserted += result.inserted;
    report.updated += result.updated;
  }
  return report;
}
