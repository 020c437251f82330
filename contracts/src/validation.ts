import { HEADER_LINKS_MAX, MULTIPLE_EDITOR_LIMIT } from './constants';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { t } from './messages';
import { isAcceptedVideoUrl } from './video-links';

/**
 * Editing rules of spec sections 4 and 5 that both the admin remote (to warn early) and the gateway
 * (to refuse) apply: video links, header links, titles, stripping empty values before saving, and
 * the multiple-editor's blank row.
 */

export type Check = { ok: true } | { ok: false; message: string };
const ok: Check = { ok: true };
const fail = (message: string): Check => ({ ok: false, message });

/* ----------------------------------------------------------------------------- video links -- */

// The one parser of video links (admin checks, gateway refusals, the embed): video-links.ts, free of
// messages and zod so the browser's embed can use it too.
export {
  isAcceptedVideoUrl,
  parseVideoUrl,
  toEmbedUrl,
  type VideoProvider,
  type VideoRef,
} from './video-links';

export const checkVideoLinks = (links: readonly unknown[], locale: Locale = DEFAULT_LOCALE): Check =>
  links.every(isAcceptedVideoUrl) ? ok : fail(t('validation.videoLinksOnly', locale));

/* ------------------------------------------------------------------------- header and titles -- */

export const checkHeaderLinks = (links: readonly unknown[], locale: Locale = DEFAULT_LOCALE): Check =>
  links.length <= HEADER_LINKS_MAX
    ? ok
    : fail(t('validation.headerLinksMax', locale, { max: HEADER_LINKS_MAX }));

export const TITLE_MAX_LENGTH = 300;

/** A title is required ('Ricordati di inserire il titolo') and at most 300 characters. */
export const checkTitle = (
  title: unknown,
  locale: Locale = DEFAULT_LOCALE,
  max = TITLE_MAX_LENGTH,
): Check => {
  if (typeof title !== 'string' || title.trim() === '') return fail(t('validation.titleRequired', locale));
  if (title.trim().length > max) return fail(t('validation.titleTooLong', locale, { max }));
  return ok;
};

/* ------------------------------------------------------------------------------ stripEmpty -- */

const EMPTY: unique symbol = Symbol('empty');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const clean = (value: unknown): unknown => {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return value.trim() === '' ? EMPTY : value;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((v) => v !== EMPTY);
    return items.length === 0 ? EMPTY : items;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, clean(v)] as const)
      .filter(([, v]) => v !== EMPTY);
    return entries.length === 0 ? EMPTY : Object.fromEntries(entries);
  }
  // Numbers (0 included), booleans (false included), dates and other values are content.
  return value;
};

/** Whether a value holds no content at all once empty strings, nulls and empty containers go. */
export const isEmptyValue = (value: unknown): boolean => clean(value) === EMPTY;

/**
 * Document data as it should be saved: empty strings (blank too), null, undefined, empty objects
 * and empty rows removed at every depth; 0 and false kept. An entirely empty input gives an empty
 * value of the same kind.
 */
export const stripEmpty = <T>(data: T): T => {
  const cleaned = clean(data);
  if (cleaned !== EMPTY) return cleaned as T;
  if (Array.isArray(data)) return [] as T;
  if (isPlainObject(data)) return {} as T;
  return data;
};

/* --------------------------------------------------------------------------- multiple editor -- */

/**
 * The multiple-editor's blank row: appended when the list is empty or its last row has content,
 * and there are fewer than `limit` rows. Returns the same array when nothing changes.
 */
export const appendBlankRow = <T>(
  rows: readonly T[],
  blank: T,
  limit = MULTIPLE_EDITOR_LIMIT,
): readonly T[] => {
  if (rows.length >= limit) return rows;
  const last = rows[rows.length - 1];
  if (rows.length > 0 && isEmptyValue(last)) return rows;
  return [...rows, structuredClone(blank)];
};
