import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { EDITOR_BITS } from '@archive/contracts/access';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_FILES,
  CATALOGUE_IMPORT_PATH,
} from '@archive/contracts/catalogue-import';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../../../auth';
import { onImportDone, recordImport } from '../../../../catalogue/import-history';
import { receiveParts, runUploadImport, UploadRefused } from '../../../../catalogue/import-upload';
import { multipartFailure } from '../../../../files/multipart-failure';
import { HttpError } from '../../../../lib/http-error';

/** One import at a time per gateway: two would merge into the same snapshot files. */
let running = false;

/** Other writers of the snapshots (hiding a record) take the same turn; false while one runs. */
export function takeImportTurn(): boolean {
  if (running) return false;
  running = true;
  return true;
}
export function releaseImportTurn(): void {
  running = false;
}

// POST /api/auth/catalogue/import – NDJSON files or a ZIP of them into the catalogue (managers, admins); answers events as NDJSON
export default async function catalogueImport(app: FastifyInstance) {
  app.post(
    CATALOGUE_IMPORT_PATH,
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['catalogue'],
        summary:
          'Multipart: files named like data_it.ndjson (or a ZIP of them; fields locale and kind for one file named otherwise). Answers application/x-ndjson events: received, start, progress, file, skipped, done or failed (level 8 or 16)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'send the files as multipart/form-data', 'UPLOAD_FAILED');
      if (running)
        throw new HttpError(
          409,
          'an import is already running on this gateway: wait for its report',
          'IMPORT_RUNNING',
        );
      running = true;
      let upload: Awaited<ReturnType<typeof receiveParts>>;
      try {
        upload = await receiveParts(
          request.parts({
            limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: CATALOGUE_IMPORT_MAX_FILES },
          }),
        );
      } catch (err) {
        running = false;
        if (err instanceof UploadRefused) throw new HttpError(err.status, err.message, 'UPLOAD_FAILED');
        const why = multipartFailure(err);
        if (why?.code === 'UPLOAD_TOO_LARGE')
          throw new HttpError(413, `the upload is larger than ${CATALOGUE_IMPORT_MAX_BYTES} bytes`, why.code);
        if (why) throw new HttpError(why.status, why.detail ?? 'the upload could not be read', why.code);
        throw err;
      }
      const out = new PassThrough();
      request.log.info({ files: upload.files.map((f) => f.name) }, 'catalogue import from settings');
      // Headers go now; the events follow as the import runs, so a large export shows progress.
      reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store');
      reply.send(out);
      // Each import is listed with its counts in Settings (import-history.ts).
      const by = request.session?.user.email ?? 'unknown';
      // The stores keep what the import replaces under this id, so the list can undo it (issue 25).
      const importId = randomUUID();
      onImportDone(out, (done) => {
        recordImport(app.content.store, by, done, importId).catch((err: unknown) =>
          request.log.error({ err }, 'catalogue import: could not record it in the history'),
        );
      });
      void runUploadImport(
        app.catalogue.store,
        upload,
        out,
        (err) => request.log.error({ err }, 'catalogue import from settings failed'),
        () => {
          running = false;
        },
        importId,
      );
      return reply;
    },
  );
}
