import { getDocBySlugCall } from '@archive/contracts/content-endpoints';
import type { DocumentCollection } from '@archive/contracts/documents';
import type { Locale } from '@archive/contracts/locales';
import { t } from '@archive/contracts/messages';
import { ApiError, adminActions, archiveStore, callApi } from '@archive/ui';
import { getAt, type JsonRecord } from './object-path';
import { reapply } from './reapply-changes';
import { type Block, saveDocument } from './save-document';

/**
 * Texts of documents edited in place: on the home page (the about section, text sections: pages
 * documents) and on the document pages themselves (about, generic pages, a news item, an institute,
 * a path: `ensureDocument`).
 * Like the site options draft, edits only mark the page dirty; the user bar's Save sends them
 * (options-draft.ts's store watch calls `saveTexts` with the options), each document with the
 * revision it was loaded at. A 409 keeps my text on screen, unsaved, and records their revision so
 * I may save over it knowingly.
 */

/** The index of a text block in `blocks`, or a dotted path ('title', 'summary', 'steps.0.text'). */
export type TextField = number | string;
export type TextKind = 'about' | 'text';

export interface TextDraft {
  collection: DocumentCollection;
  name: string;
  locale: Locale;
  status: 'loading' | 'ready' | 'missing' | 'error';
  revision: number;
  base: JsonRecord;
  data: JsonRecord;
  /** What the home shows of the document, so what is edited in place. */
  fields: TextField[];
  /** Someone else saved first: their revision, the gateway's message and their document. */
  stale: {
    revision: number;
    text: string;
    theirs: JsonRecord;
    updatedAt?: string | undefined;
    updatedBy?: string | undefined;
  } | null;
  /** Issue 25: my edits were put back on their version ("Riapplica"): Salva is still needed. */
  reapplied?: boolean;
  error: string | null;
  /** Stored by the last Save, not edited since (the field says so). */
  saved: boolean;
}

let drafts: Record<string, TextDraft> = {};
const listeners = new Set<() => void>();
/** Home texts keep their short key (`it/about`); other collections name theirs (`it/news/mostra`). */
export const textKey = (locale: Locale, name: string, collection: DocumentCollection = 'pages') =>
  collection === 'pages' ? `${locale}/${name}` : `${locale}/${collection}/${name}`;
const keyOf = textKey;
const put = (draft: TextDraft) => {
  drafts = { ...drafts, [keyOf(draft.locale, draft.name, draft.collection)]: draft };
  for (const l of [...listeners]) l();
};

export const getTextDrafts = () => drafts;
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const blocksOf = (data: JsonRecord): Block[] => (Array.isArray(data.blocks) ? (data.blocks as Block[]) : []);
const textIndexes = (data: JsonRecord) => blocksOf(data).flatMap((b, i) => (b.type === 'text' ? [i] : []));

/**
 * The fields the home shows: the about section shows the summary, or else the first text block;
 * a text section shows all its blocks. Without any text block an empty one is added to edit (an
 * empty block is dropped again on save).
 */
export function inPlaceFields(kind: TextKind, data: JsonRecord): { data: JsonRecord; fields: TextField[] } {
  if (kind === 'about' && typeof data.summary === 'string' && data.summary.trim() !== '')
    return { data, fields: ['summary'] };
  const texts = textIndexes(data);
  if (texts.length === 0) {
    const blocks = [...blocksOf(data), { id: newItemId(), type: 'text', value: '' }];
    return { data: { ...data, blocks }, fields: [blocks.length - 1] };
  }
  return { data, fields: kind === 'about' ? texts.slice(0, 1) : texts };
}

export function readText(data: JsonRecord, field: TextField): string {
  const value = typeof field === 'number' ? blocksOf(data)[field]?.value : getAt(data, field);
  return typeof value === 'string' ? value : '';
}

/**
 * What a document page shows, all of it editable in place: title, summary, every text block and,
 * for a path, each step's title and text. Image, video and record blocks keep their place and
 * value (the document editor of Settings > Contenuti edits those).
 */
export function documentFields(data: JsonRecord): TextField[] {
  const steps = Array.isArray(data.steps) ? data.steps : [];
  return [
    'title',
    'summary',
    ...textIndexes(data),
    ...steps.flatMap((_, i) => [`steps.${i}.title`, `steps.${i}.text`]),
  ];
}

/** Writes a top-level text or a path step's title or text (steps are an array: keep it one). */
function setField(data: JsonRecord, field: string, value: string): JsonRecord {
  const step = /^steps\.(\d+)\.(title|text)$/.exec(field);
  if (!step) return { ...data, [field]: value };
  const index = Number(step[1]);
  const steps = Array.isArray(data.steps) ? (data.steps as JsonRecord[]) : [];
  return { ...data, steps: steps.map((s, i) => (i === index ? { ...s, [step[2] as string]: value } : s)) };
}

/** Loads the home text once per locale while edit mode lasts. */
export function ensureText(name: string, kind: TextKind, locale: Locale): void {
  // Blocks get ids like a document page's, so a conflict is told and re-applied block by block.
  load('pages', name, locale, (data) => inPlaceFields(kind, withItemIds(data)));
}

/** A fresh id for a block or a path stop (ids let them move without losing their editor). */
export const newItemId = (): string => `b${Math.random().toString(36).slice(2, 10)}`;

/** Blocks and stops without an id get one when loaded: the document page moves them by id. */
export const withItemIds = (data: JsonRecord): JsonRecord => {
  const ided = (list: unknown) =>
    Array.isArray(list)
      ? list.map((item) =>
          item && typeof item === 'object' && !('id' in item) ? { id: newItemId(), ...item } : item,
        )
      : list;
  return {
    ...data,
    ...('blocks' in data ? { blocks: ided(data.blocks) } : {}),
    ...('steps' in data ? { steps: ided(data.steps) } : {}),
  };
};

/** Loads a document page's texts once per locale while edit mode lasts. */
export function ensureDocument(collection: DocumentCollection, name: string, locale: Locale): void {
  load(collection, name, locale, (stored) => {
    const data = withItemIds(stored);
    return { data, fields: documentFields(data) };
  });
}

/**
 * Any other edit of a document page (blocks added, moved, hidden or removed, a date, an image,
 * published or draft): the draft changes and the user bar shows Save, like a text.
 */
export function updateDocument(
  locale: Locale,
  name: string,
  collection: DocumentCollection,
  edit: (data: JsonRecord) => JsonRecord,
): void {
  const draft = drafts[keyOf(locale, name, collection)];
  if (draft?.status !== 'ready') return;
  put({ ...draft, data: edit(draft.data), saved: false });
  adminActions.markDirty();
}

function load(
  collection: DocumentCollection,
  name: string,
  locale: Locale,
  fieldsOf: (data: JsonRecord) => { data: JsonRecord; fields: TextField[] },
): void {
  const key = keyOf(locale, name, collection);
  if (drafts[key]) return;
  const blank: TextDraft = {
    collection,
    name,
    locale,
    status: 'loading',
    revision: 0,
    base: {},
    data: {},
    fields: [],
    stale: null,
    error: null,
    saved: false,
  };
  put(blank);
  callApi(getDocBySlugCall, { name, collection })
    .then((doc) => {
      const { data, fields } = fieldsOf((doc.data ?? {}) as JsonRecord);
      if (drafts[key] !== blank) return; // edit mode left meanwhile
      put({ ...blank, status: 'ready', revision: doc.revision, base: data, data, fields });
    })
    .catch((err: unknown) => {
      if (drafts[key] !== blank) return;
      const missing = err instanceof ApiError && err.statusCode === 404;
      const error = err instanceof ApiError && err.message ? err.message : t('admin.saveFailed', locale);
      put({ ...blank, status: missing ? 'missing' : 'error', error: missing ? null : error });
    });
}

/** One text edited: the draft changes and the user bar shows Save. */
export function updateText(
  locale: Locale,
  name: string,
  field: TextField,
  value: string,
  collection: DocumentCollection = 'pages',
): void {
  const draft = drafts[keyOf(locale, name, collection)];
  if (draft?.status !== 'ready') return;
  const data =
    typeof field === 'number'
      ? { ...draft.data, blocks: blocksOf(draft.data).map((b, i) => (i === field ? { ...b, value } : b)) }
      : setField(draft.data, field, value);
  put({ ...draft, data, saved: false });
  adminActions.markDirty();
}

const changed = (d: TextDraft) => d.status === 'ready' && JSON.stringify(d.data) !== JSON.stringify(d.base);
/** Unsaved texts in the page's language. */
export const hasTextChanges = (): boolean =>
  Object.values(drafts).some((d) => d.locale === archiveStore.getState().locale && changed(d));

/** Saves every changed text of the page's language; answers whether all were stored. */
export async function saveTexts(): Promise<boolean> {
  const locale = archiveStore.getState().locale;
  const pending = Object.values(drafts).filter((d) => d.locale === locale && changed(d));
  const results = await Promise.all(
    pending.map(async (draft) => {
      const outcome = await saveDocument({
        name: draft.name,
        collection: draft.collection,
        data: draft.data,
        revision: draft.revision,
        locale,
      });
      const now = drafts[keyOf(locale, draft.name, draft.collection)] ?? draft;
      if (outcome.kind === 'saved') {
        // Typed on during the save: those keystrokes stay unsaved.
        put({
          ...now,
          revision: outcome.revision,
          base: draft.data,
          stale: null,
          error: null,
          saved: true,
          reapplied: false,
        });
        return true;
      }
      if (outcome.kind === 'stale') {
        const { revision, text, theirs, updatedAt, updatedBy } = outcome;
        put({
          ...now,
          stale: { revision, text, theirs: theirs as JsonRecord, updatedAt, updatedBy },
          error: null,
        });
      } else put({ ...now, error: outcome.text });
      return false;
    }),
  );
  return results.every(Boolean);
}

/** Conflict: my text goes over the other version (its revision), with a new Save. */
export function overwriteText(locale: Locale, name: string, collection: DocumentCollection = 'pages'): void {
  const draft = drafts[keyOf(locale, name, collection)];
  if (!draft?.stale) return;
  put({ ...draft, revision: draft.stale.revision, stale: null });
  if (!adminActions.startSave()) void saveTexts();
}

/**
 * Issue 25, conflict: their version with what I changed since I loaded put back on it, field by
 * field and block by block (reapply-changes.ts, the home's rule); unsaved, Salva is still needed.
 */
export function reapplyText(locale: Locale, name: string, collection: DocumentCollection = 'pages'): void {
  const draft = drafts[keyOf(locale, name, collection)];
  if (!draft?.stale) return;
  // Their blocks and stops get the ids this page gave the same places (stored ones may have none).
  const theirs = shown(withIdsOf(draft.base, draft.stale.theirs));
  put({
    ...draft,
    base: theirs,
    data: reapply(shown(draft.base), shown(draft.data), theirs),
    revision: draft.stale.revision,
    stale: null,
    saved: false,
    reapplied: true,
  });
  adminActions.markDirty();
}

/**
 * Blocks and stops as the page draws them: no `visible` means visible, and the page writes `true`
 * when it moves one; compared as drawn, a move of mine does not undo their hiding.
 */
function shown(data: JsonRecord): JsonRecord {
  const out: JsonRecord = { ...data };
  for (const key of ['blocks', 'steps'])
    if (Array.isArray(data[key]))
      out[key] = (data[key] as unknown[]).map((item) =>
        item && typeof item === 'object'
          ? { ...item, visible: (item as JsonRecord).visible !== false }
          : item,
      );
  return out;
}

export function withIdsOf(base: JsonRecord, theirs: JsonRecord): JsonRecord {
  const out: JsonRecord = { ...theirs };
  for (const key of ['blocks', 'steps']) {
    const mine = Array.isArray(base[key]) ? (base[key] as JsonRecord[]) : [];
    if (!Array.isArray(theirs[key])) continue;
    out[key] = (theirs[key] as unknown[]).map((item, i) =>
      item && typeof item === 'object' && !('id' in item)
        ? { id: (mine[i]?.id as string | undefined) ?? newItemId(), ...item }
        : item,
    );
  }
  return out;
}

/** Leaving edit mode drops unsaved texts (the shell has asked); entering again reloads them. */
export function discardTexts(): void {
  drafts = {};
  for (const l of [...listeners]) l();
}
