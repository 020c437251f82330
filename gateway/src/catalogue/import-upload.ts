import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CatalogueImportEvent } from '@archive/contracts/catalogue-import';
import { isLocale, type Locale } from '@archive/contracts/locales';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ZipPages } from './fulltext/zip-pages';
import { collectionOfFile, importFiles, totalsOf } from './import';
import { type UnpackedPageFile, unpackZip, ZipError } from './import-zip';
import type { CatalogueStore, CollectionKind } from './port';

/**
 * The Settings import, between the HTTP route and importFiles (the import command's own code):
 * uploaded parts are saved to a scratch folder, ZIPs unpacked, each file's collection read from its
 * name (or the `locale`/`kind` fields for a single file named otherwise), then imported while
 * events are written to the response, one JSON a line.
 */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceivedUpload {
  dir: string;
  files: { name: string; path: string; bytes: number }[];
  fields: Record<string, string>;
}

/** Saves every file part into a fresh scratch folder (the caller removes it). */
export async function receiveParts(
  parts: AsyncIterable<MultipartFile | MultipartValue>,
): Promise<ReceivedUpload> {
  const dir = await mkdtemp(join(tmpdir(), 'oa-settings-import-'));
  const upload: ReceivedUpload = { dir, files: [], fields: {} };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = basename(part.filename || 'upload.ndjson');
      // One folder per part: two uploads may carry the same name (data_it.ndjson twice).
      const folder = join(dir, String(upload.files.length));
      await mkdir(folder);
      const path = join(folder, name);
      let bytes = 0;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new UploadRefused(413, `${name} is larger than the import accepts`);
      upload.files.push({ name, path, bytes });
    }
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  if (!upload.files.length) {
    await rm(dir, { recursive: true, force: true });
    throw new UploadRefused(400, 'no file received: send NDJSON files or a ZIP of them in the "file" field');
  }
  return upload;
}

/** Imports what was received, writing events to `out`; never throws (a failure is an event). */
export async function runUploadImport(
  store: CatalogueStore,
  upload: ReceivedUpload,
  out: Writable,
  logError: (err: unknown) => void,
  onFinished: () => void = () => {},
  importId?: string,
): Promise<void> {
  const send = (event: CatalogueImportEvent) => out.write(`${JSON.stringify(event)}\n`);
  const named = new Map<string, string>();
  try {
    send({ type: 'received', files: upload.files.map(({ name, bytes }) => ({ name, bytes })) });
    const targets: { file: string; kind: CollectionKind; locale: Locale }[] = [];
    const candidates: string[] = [];
    const pageFiles: UnpackedPageFile[] = [];
    for (const f of upload.files) {
      if (/\.zip$/i.test(f.name)) {
        const unpacked = join(upload.dir, `${basename(f.path)}.unzipped`);
        await mkdir(unpacked);
        try {
          const inside = await unpackZip(f.path, unpacked);
          if (!inside.ndjson.length)
            send({ type: 'skipped', file: f.name, reason: 'the ZIP holds no .ndjson or .jsonl file' });
          candidates.push(...inside.ndjson);
          pageFiles.push(...inside.pages);
        } catch (err) {
          if (!(err instanceof ZipError)) throw err;
          send({ type: 'skipped', file: f.name, reason: err.message });
        }
      } else candidates.push(f.path);
    }
    const { locale, kind } = upload.fields;
    for (const file of candidates) {
      const name = basename(file);
      const fromName = collectionOfFile(name);
      // Fields name the collection only when there is one file to name it for.
      const target =
        fromName ??
        (candidates.length === 1 && locale && isLocale(locale) && isKind(kind) ? { locale, kind } : null);
      if (!target) {
        send({
          type: 'skipped',
          file: name,
          reason:
            'cannot tell locale and kind: name it like data_it.ndjson, summary_en.ndjson or relations_fr.ndjson',
        });
        continue;
      }
      named.set(file, name);
      targets.push({ file, ...target });
    }
    // Page files are reported by their path in the ZIP (fulltext/ca_objects/123/0001.alto.xml).
    const shown = (file: string) =>
      named.get(file) ?? (/(^|\/)fulltext\//.test(file) ? file : basename(file));
    // Page texts of the ZIP's fulltext/ folder, read before the records they join.
    const pages = pageFiles.length ? new ZipPages() : undefined;
    for (const file of pageFiles) await pages!.add(file, targets[0]?.locale ?? 'it');
    const reports = await importFiles(store, targets, {
      ...(pages ? { pages } : {}),
      ...(importId ? { importId } : {}),
      onStart: (t) => send({ type: 'start', file: shown(t.file), kind: t.kind, locale: t.locale }),
      onProgress: (file, lines) => send({ type: 'progress', file: shown(file), lines }),
      onFile: (r) => send({ type: 'file', report: { ...r, file: shown(r.file) } }),
    });
    send({
      type: 'done',
      totals: totalsOf(reports),
      reports: reports.map((r) => ({ ...r, file: shown(r.file) })),
    });
  } catch (err) {
    // Server faults stay in the log; the page says what happened and that the log has the rest.
    logError(err);
    send({ type: 'failed', message: 'the import stopped on the server (the gateway log says why)' });
  } finally {
    await rm(upload.dir, { recursive: true, force: true }).catch(logError);
    // Finished before the response ends: a caller that saw the report may start the next import.
    onFinished();
    out.end();
  }
}

const isKind = (kind: string | undefined): kind is CollectionKind =>
  kind === 'data' || kind === 'summary' || kind === 'relations';
