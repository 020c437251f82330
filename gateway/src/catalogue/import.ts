import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueRecordSchema, relationSchema, summarySchema } from '@archive/contracts/catalogue';
import type { CatalogueImportRefusal } from '@archive/contracts/catalogue-import';
import type { Locale } from '@archive/contracts/locales';
import type { z } from 'zod';
import type { ZipPages } from './fulltext/zip-pages';
import { describeIssues, issueCode } from './import-messages';
import type { ImportReport } from './import-report';
import { shapeLine } from './import-shape';
import type { CatalogueStore, CollectionKind, ImportBatch } from './port';
import { parseCollection } from './port';
import { NdjsonWriter, readNdjson } from './snapshot';

const SCHEMAS: Record<CollectionKind, z.ZodType> = {
  data: catalogueRecordSchema,
  summary: summarySchema,
  relations: relationSchema,
};

/** Refused lines listed one by one up to this many; the count goes on (a wrong file is all errors). */
export const MAX_LISTED_ERRORS = 500;
/** Lines between two progress calls (Settings shows them while a large file is read). */
const PROGRESS_EVERY = 2000;

export type { ImportReport } from './import-report';

/** Kind and locale from a file name like data_it.ndjson or relations_fr.jsonl. */
export function collectionOfFile(file: string): { kind: CollectionKind; locale: Locale } | null {
  const name = file.split(/[\\/]/).pop() ?? '';
  return parseCollection(name.replace(/\.(ndjson|jsonl|json)$/, ''));
}

/**
 * Imports one NDJSON file: each line shaped into the canonical form (import-shape.ts) and checked
 * with the contract schema; a line that cannot be read is reported with its number and reason while
 * every good line is upserted (by id) in batches. Call publish() (or importFiles) when done.
 */
export async function importNdjson(
  store: CatalogueStore,
  file: string,
  target: { kind: CollectionKind; locale: Locale },
  options: {
    batchSize?: number;
    onProgress?: (lines: number) => void;
    pages?: ZipPages;
    /** Issue 25: the import's id, under which stores keep what it replaces (import-undo.ts). */
    importId?: string;
  } = {},
): Promise<ImportReport> {
  const { batchSize = 5000, onProgress, pages, importId } = options;
  const schema = SCHEMAS[target.kind];
  const report: ImportReport = {
    file,
    ...target,
    lines: 0,
    inserted: 0,
    updated: 0,
    normalised: 0,
    refused: 0,
    errors: [],
  };
  const refuse = (line: number, reason: string, coded?: Omit<CatalogueImportRefusal, 'line' | 'reason'>) => {
    report.refused++;
    if (report.errors.length < MAX_LISTED_ERRORS) report.errors.push({ line, reason, ...coded });
  };
  // Stores kept as files take a scratch file of canonical lines (nothing held in memory); the
  // others take batches of docs.
  const scratch = store.mergeFile
    ? await NdjsonWriter.open(
        join(tmpdir(), `oa-import-${process.pid}-${Math.random().toString(36).slice(2, 10)}.ndjson`),
      )
    : null;
  let docs: ImportBatch['docs'] = [];
  // Batches are written as the file is read (the reading waits), so memory holds one batch.
  const flush = async () => {
    const batch = docs;
    docs = [];
    if (!batch.length) return;
    const result = await store.upsert({ ...target, docs: batch, ...(importId ? { importId } : {}) });
    report.inserted += result.inserted;
    report.updated += result.updated;
  };
  try {
    await readNdjson(file, (line, lineNumber) => {
      if (++report.lines % PROGRESS_EVERY === 0) onProgress?.(report.lines);
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch (err) {
        refuse(lineNumber, `the line is not valid JSON (${(err as Error).message})`, { code: 'json' });
        return;
      }
      const shaped = shapeLine(target.kind, json);
      if (!shaped.ok)
        return refuse(
          lineNumber,
          shaped.reason,
          shaped.code ? { code: shaped.code, params: shaped.params ?? {} } : {},
        );
      if (pages && target.kind === 'data') pages.attach(target.locale, shaped.doc);
      const parsed = schema.safeParse(shaped.doc);
      if (!parsed.success)
        return refuse(
          lineNumber,
          describeIssues(parsed.error.issues, target.kind),
          issueCode(parsed.error.issues),
        );
      if (shaped.normalised) report.normalised++;
      for (const problem of shaped.pageProblems ?? []) {
        report.pagesRefused = (report.pagesRefused ?? 0) + 1;
        if (report.errors.length < MAX_LISTED_ERRORS)
          report.errors.push({ line: lineNumber, reason: problem });
      }
      if (scratch) return scratch.write(JSON.stringify(parsed.data));
      docs.push(parsed.data as ImportBatch['docs'][number]);
      return docs.length >= batchSize ? flush() : undefined;
    });
    if (scratch) {
      await scratch.commit();
      Object.assign(
        report,
        await store.mergeFile!({ ...target, ...(importId ? { importId } : {}) }, scratch.file),
      );
      return report;
    }
  } finally {
    if (scratch) await rm(scratch.file, { force: true });
  }
  await flush();
  return report;
}

export interface ImportTotals {
  inserted: number;
  updated: number;
  normalised: number;
  refused: number;
}

export const totalsOf = (reports: ImportReport[]): ImportTotals =>
  reports.reduce(
    (t, r) => ({
      inserted: t.inserted + r.inserted,
      updated: t.updated + r.updated,
      normalised: t.normalised + r.normalised,
      refused: t.refused + r.refused,
    }),
    { inserted: 0, updated: 0, normalised: 0, refused: 0 },
  );

/**
 * Imports several files in order (records before relations, so a relation's ends exist when a
 * gateway reloads) and publishes once at the end: running gateways reload a single time.
 */
export interface ImportEvents {
  onStart?: (file: { file: string; kind: CollectionKind; locale: Locale }) => void;
  onProgress?: (file: string, lines: number) => void;
  onFile?: (report: ImportReport) => void;
  /** Page texts that came as files (a ZIP's fulltext/ folder), attached to their records. */
  pages?: ZipPages;
  /** Issue 25: the import's id, so that it can be undone from Settings (import-undo.ts). */
  importId?: string;
}

export async function importFiles(
  store: CatalogueStore,
  files: { file: string; kind: CollectionKind; locale: Locale }[],
  events: ImportEvents = {},
): Promise<ImportReport[]> {
  const order: Record<CollectionKind, number> = { data: 0, summary: 1, relations: 2 };
  const sorted = [...files].sort((a, b) => order[a.kind] - order[b.kind]);
  const reports: ImportReport[] = [];
  try {
    for (const target of sorted) {
      events.onStart?.(target);
      const report = await importNdjson(store, target.file, target, {
        onProgress: (lines) => events.onProgress?.(target.file, lines),
        ...(events.pages ? { pages: events.pages } : {}),
        ...(events.importId ? { importId: events.importId } : {}),
      });
      reports.push(report);
      events.onFile?.(report);
    }
    if (events.pages) {
      const pageReports = [...events.pages.reports, ...events.pages.unusedReports(sorted[0]?.locale ?? 'it')];
      for (const r of pageReports) {
        reports.push(r);
        events.onFile?.(r);
      }
    }
  } finally {
    // Even after a failure part-way, what was written is announced: gateways match the files.
    if (reports.some((r) => r.inserted + r.updated > 0)) await store.publish?.();
  }
  return reports;
}
