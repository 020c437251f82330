import { getDocBySlugCall, saveDocCall } from '@archive/contracts/content-endpoints';
import { isMessageId, t } from '@archive/contracts/messages';
import { siteOptionsSchema } from '@archive/contracts/site-options';
import { stripEmpty } from '@archive/contracts/validation';
import { ApiError, adminActions, archiveStore, callApi, type SiteOptions } from '@archive/ui';
import type { IssueLike } from './field-errors';
import { changedKeys, getAt, type JsonRecord, setAt } from './object-path';
import { publishSiteOptions } from './publish-site-options';
import { reapply } from './reapply-changes';
import { discardTexts, hasTextChanges, saveTexts } from './text-drafts';

/**
 * The site options document being edited, shared by every editing surface of this remote (the
 * home SectionsEditor and the settings pages), so one Save sends one document with one revision.
 *
 * Save mechanism: the shell's user bar (or a page's own Save button) calls the store's
 * `adminActions.startSave()`, which turns `admin.isSaving` on. This module watches the shared store
 * and, on that rising edge, saves the draft with the revision it was loaded at, then calls
 * `adminActions.finishSave(ok)`. A 409 STALE_REVISION keeps the draft untouched and records the
 * other version as a conflict for the surfaces to show (overwrite knowingly, or re-apply my
 * changes on their version); a failed save keeps the edits and brings the Save button back.
 * Leaving edit mode (or the page) drops unsaved edits; entering it reloads the document so the
 * revision is fresh. The same Save also sends the texts edited in place (text-drafts.ts).
 */

export interface LoadedDoc {
  revision: number;
  data: JsonRecord;
  updatedAt?: string | undefined;
  updatedBy?: string | undefined;
}
export interface FieldError {
  field: string;
  message: string;
  /** The check's own finding, so the page can say it by the field's label (field-errors.ts). */
  issue?: IssueLike;
}
export interface Conflict {
  /** The version saved by someone else, defaults filled in. */
  theirs: LoadedDoc;
  /** Top-level fields they changed since I loaded. */
  theirChanges: string[];
  /** Top-level fields I changed since I loaded. */
  myChanges: string[];
  /** The version we both started from: what they changed is told against it. */
  before: JsonRecord;
}
export interface DraftState {
  status: 'empty' | 'loading' | 'ready' | 'error';
  base: LoadedDoc | null;
  draft: JsonRecord | null;
  conflict: Conflict | null;
  errors: FieldError[];
  notice: { kind: 'success' | 'error' | 'info'; text: string } | null;
}

const EMPTY: DraftState = {
  status: 'empty',
  base: null,
  draft: null,
  conflict: null,
  errors: [],
  notice: null,
};
let state: DraftState = EMPTY;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;
let activeSurfaces = 0;
/** The last document this page saved: views outside edit mode show it instead of stale props. */
let lastSaved: JsonRecord | null = null;
export const getLastSaved = () => lastSaved;

const set = (patch: Partial<DraftState>) => {
  state = { ...state, ...patch };
  for (const l of [...listeners]) l();
};
const locale = () => archiveStore.getState().locale;

export const getDraftState = () => state;
export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Schema defaults filled in, so every form field has a value; invalid stored data is kept as is. */
export function withDefaults(data: unknown): JsonRecord {
  const parsed = siteOptionsSchema.safeParse(data ?? {});
  return parsed.success ? (parsed.data as JsonRecord) : { ...((data as JsonRecord | null) ?? {}) };
}

const toLoaded = (doc: {
  revision: number;
  data: unknown;
  updatedAt?: string | undefined;
  updatedBy?: string | undefined;
}): LoadedDoc => ({
  revision: doc.revision,
  data: withDefaults(doc.data),
  updatedAt: doc.updatedAt,
  updatedBy: doc.updatedBy,
});

export async function loadDraft(): Promise<void> {
  if (loading) return loading;
  set({ status: 'loading' });
  loading = callApi(getDocBySlugCall, { name: 'options', collection: 'options' })
    .then((doc) => {
      const base = toLoaded(doc);
      set({ status: 'ready', base, draft: base.data, conflict: null, errors: [], notice: null });
    })
    .catch((err: unknown) => {
      set({ status: 'error', notice: { kind: 'error', text: errorText(err) } });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

export function ensureDraft(): Promise<void> {
  return state.status === 'empty' || state.status === 'error' ? loadDraft() : (loading ?? Promise.resolve());
}

export const hasChanges = (s: DraftState = state): boolean =>
  s.draft !== null && s.base !== null && JSON.stringify(s.draft) !== JSON.stringify(s.base.data);

/** One field edited: the draft changes and the page is marked dirty (edit mode only). */
export function updateDraft(path: string, value: unknown): void {
  if (!state.draft) return;
  set({ draft: setAt(state.draft, path, value), notice: null });
  adminActions.markDirty();
}

/** The whole document replaced (developer page). */
export function replaceDraft(data: JsonRecord): void {
  if (!state.draft) return;
  set({ draft: data, notice: null });
  adminActions.markDirty();
}

/** Unsaved edits dropped; the next surface reloads the document. */
export function discardDraft(): void {
  state = EMPTY;
  for (const l of [...listeners]) l();
}

function errorText(err: unknown): string {
  if (err instanceof ApiError && err.message) return err.message;
  return t('admin.saveFailed', locale());
}

const messageOf = (message: string) => (isMessageId(message) ? t(message, locale()) : message);

/** Client-side check with the contracts schema; field paths as the gateway reports them. */
export function validateOptions(data: unknown): FieldError[] {
  const parsed = siteOptionsSchema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String);
    return {
      field: path.join('.'),
      message: messageOf(issue.message),
      // zod does not report the input by default: what was there decides "required" vs "not valid".
      issue: { ...issue, path, input: getAt(data, path.join('.')) } as IssueLike,
    };
  });
}

const detailsErrors = (details: unknown): FieldError[] =>
  Array.isArray(details)
    ? details
        .filter((d): d is FieldError => typeof d?.field === 'string' && typeof d?.message === 'string')
        .map((d) => ({ field: d.field.replace(/^body\.data\.?/, ''), message: d.message }))
    : [];

/** Saves the draft with its revision; answers whether it was stored. */
export async function saveDraft(): Promise<boolean> {
  const { draft, base } = state;
  if (!draft || !base) return false;
  const data = stripEmpty(draft);
  const errors = validateOptions(data);
  if (errors.length > 0) {
    set({ errors, notice: { kind: 'error', text: t('error.validation', locale()) } });
    return false;
  }
  try {
    const saved = await callApi(saveDocCall, {
      name: 'options',
      collection: 'options',
      data,
      revision: base.revision,
    });
    const stored = withDefaults(data);
    lastSaved = stored;
    set({
      base: { revision: saved.revision, data: stored, updatedAt: saved.updatedAt },
      draft: state.draft === draft ? stored : state.draft,
      conflict: null,
      errors: [],
      notice: { kind: 'success', text: t('admin.saved', locale()) },
    });
    publishSiteOptions(stored as SiteOptions);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 409 && err.code === 'STALE_REVISION') {
      const current = (err.details as { current?: LoadedDoc | null } | undefined)?.current;
      const theirs = current ? toLoaded(current) : { revision: 0, data: withDefaults({}) };
      set({
        conflict: {
          theirs,
          theirChanges: changedKeys(theirs.data, base.data),
          myChanges: changedKeys(draft, base.data),
          before: base.data,
        },
        // The conflict panel is the one message: the gateway's generic text would say to reload,
        // the one thing that loses the edits kept here.
        notice: null,
      });
      return false;
    }
    const fieldErrors = err instanceof ApiError ? detailsErrors(err.details) : [];
    set({ errors: fieldErrors, notice: { kind: 'error', text: errorText(err) } });
    return false;
  }
}

/** Conflict: save my whole version over theirs, knowing what they changed. */
export function overwriteTheirs(): void {
  const conflict = state.conflict;
  if (!conflict || !state.base) return;
  set({ base: { ...state.base, revision: conflict.theirs.revision }, conflict: null });
  if (!adminActions.startSave()) void saveDraft();
}

/**
 * Conflict: take their version and put what I changed back on top, field by field and section by
 * section (reapply-changes.ts); still unsaved, and the notice says Salva is needed.
 */
export function reapplyMine(): void {
  const conflict = state.conflict;
  if (!conflict || !state.draft) return;
  const merged = reapply(conflict.before, state.draft, conflict.theirs.data);
  set({
    base: conflict.theirs,
    draft: merged,
    conflict: null,
    notice: { kind: 'info', text: t('admin.reapplied', locale()) },
  });
  adminActions.markDirty();
}

/* ----------------------------------------------------------------------------- store watch -- */

let watching = false;
/** Starts watching the shared admin state once (save requests, entering and leaving edit mode). */
export function watchAdminState(): void {
  if (watching) return;
  watching = true;
  let previous = archiveStore.getState().admin;
  archiveStore.subscribe(() => {
    const admin = archiveStore.getState().admin;
    const before = previous;
    previous = admin;
    if (admin === before) return;
    if (before.isEdit && !admin.isEdit) {
      discardDraft();
      discardTexts();
      return;
    }
    if (!before.isEdit && admin.isEdit && !hasChanges()) {
      if (activeSurfaces > 0) void loadDraft();
      else discardDraft();
    }
    if (!before.isSaving && admin.isSaving) {
      // One Save for everything edited on the page: the options and the texts edited in place.
      const saves: Promise<boolean>[] = [];
      if (state.status === 'ready' && hasChanges()) saves.push(saveDraft());
      if (hasTextChanges()) saves.push(saveTexts());
      if (saves.length > 0)
        void Promise.all(saves).then((done) => adminActions.finishSave(done.every(Boolean)));
      else if (activeSurfaces > 0) adminActions.finishSave(state.status === 'ready');
    }
  });
}

/** An editing surface is on the page: it keeps the document loaded and answers Save. */
export function attachSurface(): () => void {
  watchAdminState();
  activeSurfaces++;
  void ensureDraft();
  return () => {
    activeSurfaces--;
  };
}
