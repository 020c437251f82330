import { getDocBySlugCall, saveDocCall } from '@archive/contracts/content-endpoints';
import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import { isMessageId, t } from '@archive/contracts/messages';
import { stripEmpty } from '@archive/contracts/validation';
import { ApiError, callApi } from '@archive/ui';
import { mutate } from 'swr';

/**
 * Saving one content document (pages, news, ...) with the revision it was opened at, shared by the
 * document editor of settings.contents and the texts edited in place on the home page.
 */
export type Block = { type: string; value?: unknown } & Record<string, unknown>;

const blockValue = (b: Block) => (b.value ?? {}) as { url?: string; alt?: string };
/** Empty blocks are empty rows: a text without text, an image or video without its link. */
export const hasContent = (b: Block): boolean => {
  if (b.type === 'text') return typeof b.value === 'string' && b.value.trim() !== '';
  if (b.type === 'image' || b.type === 'video') return (blockValue(b).url ?? '').trim() !== '';
  if (b.type === 'gallery') return Array.isArray(b.value) && b.value.length > 0;
  return true;
};

export type SaveOutcome =
  | { kind: 'saved'; revision: number }
  /** Someone else saved first: the edits stay with the caller; `revision` and `theirs` are theirs. */
  | {
      kind: 'stale';
      revision: number;
      text: string;
      theirs: Record<string, unknown>;
      updatedAt?: string | undefined;
      updatedBy?: string | undefined;
    }
  | { kind: 'error'; text: string };

export async function saveDocument(args: {
  name: string;
  collection: DocumentCollection;
  data: Record<string, unknown>;
  revision: number;
  locale: Locale;
}): Promise<SaveOutcome> {
  const { name, collection, revision, locale } = args;
  const blocks = Array.isArray(args.data.blocks)
    ? (args.data.blocks as Block[]).filter(hasContent)
    : undefined;
  const data = stripEmpty(blocks ? { ...args.data, blocks } : args.data);
  try {
    // Documents are stored per language: the fetcher sends the page's locale (callers save only
    // what was opened in it).
    const saved = await callApi(saveDocCall, { name, collection, data, revision });
    refreshDocument(name, collection, locale);
    return { kind: 'saved', revision: saved.revision };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 409 && err.code === 'STALE_REVISION') {
      const current = (
        err.details as
          | {
              current?: {
                revision?: number;
                data?: Record<string, unknown>;
                updatedAt?: string;
                updatedBy?: string;
              };
            }
          | undefined
      )?.current;
      return {
        kind: 'stale',
        revision: current?.revision ?? revision,
        text: err.message,
        theirs: current?.data ?? {},
        updatedAt: current?.updatedAt,
        updatedBy: current?.updatedBy,
      };
    }
    const message = err instanceof ApiError ? err.message : String(err);
    return { kind: 'error', text: isMessageId(message) ? t(message, locale) : message };
  }
}

/**
 * Pages that show the document (the host's home sections, read with ui's useCall through the
 * shared swr singleton) fetch it again. The key is useCall's: [path, locale, params, body JSON].
 */
function refreshDocument(name: string, collection: DocumentCollection, locale: Locale): void {
  void mutate((key: unknown) => {
    if (!Array.isArray(key) || key[0] !== getDocBySlugCall.path || key[1] !== locale) return false;
    try {
      const body = JSON.parse(String(key[3])) as { name?: unknown; collection?: unknown };
      return body.name === name && body.collection === collection;
    } catch {
      return false;
    }
  });
}
