import { CATALOGUE_IMPORT_PATH, type CatalogueImportEvent } from '@archive/contracts/catalogue-import';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from '@archive/ui';

/**
 * Sends the chosen files to the gateway's catalogue import and hands back its events as they
 * arrive. XMLHttpRequest, like lib/upload.ts: it reports the upload's progress (fetch cannot) and
 * its responseText grows while the gateway streams the report, one JSON event a line.
 */
export interface ImportCallbacks {
  onUpload: (percent: number) => void;
  onEvent: (event: CatalogueImportEvent) => void;
}

export class ImportRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function importCatalogue(files: File[], callbacks: ImportCallbacks): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', CATALOGUE_IMPORT_PATH);
    xhr.withCredentials = true;
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        callbacks.onUpload(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    let read = 0;
    const drain = (all: boolean) => {
      if (xhr.status !== 200) return;
      const text = xhr.responseText;
      const end = all ? text.length : text.lastIndexOf('\n') + 1;
      for (const line of text.slice(read, end).split('\n'))
        if (line.trim()) callbacks.onEvent(JSON.parse(line) as CatalogueImportEvent);
      read = Math.max(read, end);
    };
    xhr.onprogress = () => drain(false);
    xhr.onload = () => {
      if (xhr.status === 200) {
        drain(true);
        resolve();
        return;
      }
      let message = xhr.statusText;
      try {
        const payload = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof payload.message === 'string') message = payload.message;
      } catch {
        // Not JSON: the status text says enough.
      }
      reject(new ImportRequestError(xhr.status, message));
    };
    xhr.onerror = () => reject(new ImportRequestError(0, 'network'));
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
}
