import type { UploadFields } from '@archive/contracts/content-api';
import { uploadCall } from '@archive/contracts/content-endpoints';
import type { Locale } from '@archive/contracts/locales';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from '@archive/ui';

/**
 * Multipart upload to /api/auth/ca/buca with progress. XMLHttpRequest rather than the shared
 * fetcher because fetch cannot report upload progress; the session cookie and the CSRF header are
 * sent exactly as the fetcher sends them.
 */
export type UploadKind = 'image' | 'audio';

export interface UploadResult {
  url: string;
  message?: string;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** Images: keep the camera metadata (EXIF, GPS...) in the stored original; stripped by default. */
  keepMetadata?: boolean;
}

export function uploadFile(
  file: File,
  kind: UploadKind,
  locale: Locale,
  onProgress: (percent: number) => void,
  options: UploadOptions = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadCall.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let payload: { url?: unknown; message?: unknown } = {};
      try {
        payload = JSON.parse(xhr.responseText) as typeof payload;
      } catch {
        // Not JSON: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof payload.url === 'string') {
        onProgress(100);
        resolve({
          url: payload.url,
          ...(typeof payload.message === 'string' ? { message: payload.message } : {}),
        });
      } else {
        reject(
          new UploadError(xhr.status, typeof payload.message === 'string' ? payload.message : xhr.statusText),
        );
      }
    };
    xhr.onerror = () => reject(new UploadError(0, 'network'));
    // Fields first: the gateway reads them before the file part.
    const fields: UploadFields = {
      kind,
      locale,
      ...(kind === 'image' && options.keepMetadata ? { keepMetadata: 'true' } : {}),
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
