/**
 * The catalogue import from Settings: a manager or admin uploads NDJSON files (data_it.ndjson,
 * relations_fr.jsonl...) or a ZIP of them; the gateway answers with a stream of events, one JSON a
 * line (application/x-ndjson), so the page shows progress while a large export is read, then the
 * same report the import command prints. No zod here: the settings page imports this module.
 */
export const CATALOGUE_IMPORT_PATH = '/api/auth/catalogue/import';
export const CATALOGUE_IMPORT_ACCEPT = '.ndjson,.jsonl,.zip';
/** Upload limit of one import (all files together): a 100k-record locale is about 190 MB. */
export const CATALOGUE_IMPORT_MAX_BYTES = 1024 * 1024 * 1024;
export const CATALOGUE_IMPORT_MAX_FILES = 20;

export type CatalogueImportKind = 'data' | 'summary' | 'relations';

export interface CatalogueImportFileReport {
  /** File name as uploaded (or inside the ZIP). */
  file: string;
  locale: string;
  kind: CatalogueImportKind;
  lines: number;
  inserted: number;
  updated: number;
  normalised: number;
  refused: number;
  /** Pages of full text (ALTO, hOCR, text) left out of records that went in, listed in errors. */
  pagesRefused?: number;
  /** The first refused lines (500 at most), with the reason in a curator's words. */
  errors: CatalogueImportRefusal[];
}

/**
 * Why a line was refused, for the settings page to say in the manager's language: `code` and
 * `params` (a field's path, a type, a limit) when the gateway knows the kind of problem, `reason`
 * in English always (the import command prints it, and it is the fallback).
 */
export type CatalogueImportReasonCode =
  | 'json'
  | 'notObject'
  | 'date'
  | 'datesReversed'
  | 'missing'
  | 'type'
  | 'oneOf'
  | 'tooLong'
  | 'empty';
export interface CatalogueImportRefusal {
  line: number;
  reason: string;
  code?: CatalogueImportReasonCode;
  params?: Record<string, string>;
}

export interface CatalogueImportTotals {
  inserted: number;
  updated: number;
  normalised: number;
  refused: number;
}

export type CatalogueImportEvent =
  | { type: 'received'; files: { name: string; bytes: number }[] }
  | { type: 'skipped'; file: string; reason: string }
  | { type: 'start'; file: string; kind: CatalogueImportKind; locale: string }
  | { type: 'progress'; file: string; lines: number }
  | { type: 'file'; report: CatalogueImportFileReport }
  | { type: 'done'; totals: CatalogueImportTotals; reports: CatalogueImportFileReport[] }
  | { type: 'failed'; message: string };
