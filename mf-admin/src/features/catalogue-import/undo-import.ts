import { catalogueImportUndoPath } from '@archive/contracts/catalogue-import-history';
import { ApiError, apiPost } from '@archive/ui';

/** Issue 25: what undoing an import came to, for the page to say in the manager's words. */
export type UndoOutcome =
  | { kind: 'done'; removed: number; restored: number }
  | { kind: 'later'; records: number }
  | { kind: 'unavailable' | 'unsupported' | 'already' | 'busy' | 'failed' };

/** Asks the gateway to undo one import; every refusal becomes an outcome (never thrown). */
export async function undoImport(id: string): Promise<UndoOutcome> {
  try {
    const done = await apiPost<{ removed: number; restored: number }>(catalogueImportUndoPath(id), {});
    return { kind: 'done', ...done };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'failed' };
    switch (err.code) {
      case 'UNDO_LATER': {
        const records = (err.details as { records?: unknown } | undefined)?.records;
        return { kind: 'later', records: typeof records === 'number' ? records : 0 };
      }
      case 'UNDO_UNAVAILABLE':
      case 'NOT_FOUND':
        return { kind: 'unavailable' };
      case 'UNDO_UNSUPPORTED':
        return { kind: 'unsupported' };
      case 'UNDO_DONE':
        return { kind: 'already' };
      case 'IMPORT_RUNNING':
        return { kind: 'busy' };
      default:
        return { kind: 'failed' };
    }
  }
}
