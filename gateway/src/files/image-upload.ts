import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages-all';
import {
  type DerivativeSize,
  derivativePath,
  ImageTooLargeError,
  ImageUnreadableError,
  prepareImage,
  UPLOAD_MAX_PIXELS,
} from './derivatives';
import type { FileStore } from './port';

/**
 * An image upload stored with its derivatives: the original (camera metadata stripped unless kept)
 * at `path`, the sizes beside it (`...-thumbnail.jpg`, `-medium`, `-large`). Made once, here: the
 * files are never rewritten, so their URLs can be cached for good.
 */
export async function storeImage(
  files: FileStore,
  path: string,
  content: Buffer,
  mime: string,
  keepMetadata: boolean,
) {
  const prepared = await prepareImage(content, { keepMetadata });
  const stored = await files.put(path, prepared.original, mime);
  const derivatives = {} as Record<DerivativeSize, string>;
  for (const [size, d] of Object.entries(prepared.derivatives) as [
    DerivativeSize,
    (typeof prepared.derivatives)[DerivativeSize],
  ][])
    derivatives[size] = (await files.put(derivativePath(path, size, d.ext), d.content, d.mime)).url;
  return {
    url: stored.url,
    bytes: prepared.original.length,
    width: prepared.width,
    height: prepared.height,
    derivatives,
  };
}

/**
 * An image sharp cannot take: too many pixels (413) or unreadable despite its signature (415).
 * Anything else (the store failing) is passed on as it is.
 */
export function imageFailure(
  err: unknown,
  failure: (status: number, code: string, detail: string) => Error,
  locale: Locale,
): unknown {
  if (err instanceof ImageTooLargeError)
    return failure(
      413,
      'UPLOAD_TOO_LARGE',
      `${t('upload.tooLarge', locale)} (max ${UPLOAD_MAX_PIXELS} pixels)`,
    );
  if (err instanceof ImageUnreadableError) return failure(415, 'UPLOAD_TYPE', t('upload.type', locale));
  return err;
}
