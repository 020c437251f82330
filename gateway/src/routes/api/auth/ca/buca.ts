import { EDITOR_BITS } from '@archive/contracts/access';
import { uploadFieldsSchema } from '@archive/contracts/content-api';
import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';
import { uploadResponseSchema } from '../../../../content/schemas-local';
import { translateIssues } from '../../../../content/service';
import { imageFailure, storeImage } from '../../../../files/image-upload';
import { multipartFailure } from '../../../../files/multipart-failure';
import { sniff } from '../../../../files/sniff';
import { uploadPath } from '../../../../files/upload-path';
import { localeOf } from '../../../../identity/locale';
import { HttpError } from '../../../../lib/http-error';

const field = (fields: MultipartFields, name: string): string | undefined => {
  const f = fields[name];
  const one = Array.isArray(f) ? f[0] : f;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
};

// POST /api/auth/ca/buca – multipart upload of one image or audio file (judged by content) to {site}/{locale}/
// (a second file refuses the whole upload with 400, storing nothing);
// images also get their thumbnail, medium and large sizes, and lose camera metadata unless kept
export default async function buca(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/ca/buca',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['uploads'],
        summary: `Multipart: fields kind (image|audio), locale and keepMetadata (true keeps an image's camera metadata) first, then "file" (one file per upload: two answer 400 UPLOAD_TOO_MANY_FILES and store nothing). 400 bad field or not multipart, 413 too large, 415 not an accepted image/audio type`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => {
      // Messages follow the caller's language (cookie); the `locale` field only picks the folder.
      const locale: Locale = localeOf(request);
      const failure = (status: number, code: string, detail: string) =>
        new HttpError(status, `${t('upload.failure', locale)}: ${detail}`, code);
      if (!request.isMultipart()) throw failure(415, 'UPLOAD_FAILED', t('upload.missing', locale));
      // Reading the body is where a malformed one shows (no boundary, cut short, over the limits).
      const unreadable = (err: unknown) => {
        const why = multipartFailure(err);
        if (!why) return err;
        if (why.code === 'UPLOAD_TOO_LARGE')
          return failure(
            413,
            why.code,
            `${t('upload.tooLarge', locale)} (max ${app.config.UPLOAD_MAX_BYTES} bytes)`,
          );
        return failure(why.status, why.code, why.detail ?? t('upload.missing', locale));
      };
      // Every part is read before anything is stored: a second file must refuse the upload, not be
      // dropped after the first was kept.
      const tooMany = () => failure(400, 'UPLOAD_TOO_MANY_FILES', t('upload.oneFile', locale));
      const parts = request.parts()[Symbol.asyncIterator]();
      const next = () =>
        parts.next().catch((err) => {
          // The plugin's `files: 1` limit speaks when a second file starts (413 FST_FILES_LIMIT).
          throw (err as { code?: unknown })?.code === 'FST_FILES_LIMIT' ? tooMany() : unreadable(err);
        });
      let file: { part: MultipartFile; content: Buffer } | undefined;
      for (let step = await next(); !step.done; step = await next()) {
        const part = step.value;
        if (part.type !== 'file') continue;
        if (file) throw tooMany();
        const content = await part.toBuffer().catch((err) => {
          throw unreadable(err);
        });
        file = { part, content };
      }
      if (!file) throw failure(400, 'UPLOAD_FAILED', t('upload.missing', locale));
      const { part, content } = file;
      const fields = uploadFieldsSchema.safeParse({
        kind: field(part.fields, 'kind'),
        locale: field(part.fields, 'locale'),
        keepMetadata: field(part.fields, 'keepMetadata'),
      });
      // A bad kind or locale is a bad field (400), judged before the file's type is (415).
      if (!fields.success) {
        const details = translateIssues(fields.error.issues, locale, part.fields);
        const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
        throw new HttpError(400, `${t('upload.failure', locale)}: ${summary}`, 'VALIDATION', details);
      }
      if (content.length === 0) throw failure(400, 'UPLOAD_FAILED', t('upload.missing', locale));
      const type = await sniff(content);
      if (!type || (field(part.fields, 'kind') && fields.data.kind !== type.kind))
        throw failure(415, 'UPLOAD_TYPE', t('upload.type', locale));
      const path = uploadPath(app.config.SITE_ID, fields.data.locale, part.filename ?? '', type.ext);
      if (type.kind === 'image') {
        // Camera metadata goes unless the manager ticks "keep" (field keepMetadata=true).
        const keepMetadata = fields.data.keepMetadata === 'true';
        const image = await storeImage(app.files, path, content, type.mime, keepMetadata).catch((err) => {
          throw imageFailure(err, (status, code, detail) => failure(status, code, detail), locale);
        });
        request.log.info({ path, bytes: image.bytes, type: type.mime, keepMetadata }, 'image upload stored');
        return { ...image, message: t('upload.success', locale), contentType: type.mime };
      }
      const stored = await app.files.put(path, content, type.mime);
      request.log.info({ path: stored.path, bytes: content.length, type: type.mime }, 'upload stored');
      return {
        url: stored.url,
        message: t('upload.success', locale),
        contentType: type.mime,
        bytes: content.length,
      };
    },
  );
}
