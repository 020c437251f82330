import { HEX_COLOUR } from '@archive/contracts/colours';
import type { ContentBlock, PathDocument, RecordRef } from '@archive/contracts/documents';
import { HOME_SECTION_TYPES, type HomeSectionType } from '@archive/contracts/home-sections';
import { RECORD_TABLES } from '@archive/contracts/routes';
import { isSafeLink } from '@archive/contracts/safe-links';
import type { HomeSection } from '@archive/contracts/site-options';
import { isAcceptedVideoUrl, TITLE_MAX_LENGTH } from '@archive/contracts/validation';

/**
 * Zod-free readers of the three shapes visitors' pages check one by one (a home section, a content
 * block, a path step), so the visitor's bundle carries no zod (about 24 KB brotli). Each answers
 * what `schema.safeParse(x)` would give as `data` (defaults applied, unknown keys dropped), or
 * undefined where it would fail; lenient-read.test.ts holds them to that against the contracts'
 * schemas (homeSectionSchema, contentBlockSchema, pathStepSchema) on a corpus of good and bad input.
 * They belong in contracts beside the schemas; they live here until contracts has zod-free guards.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max = Number.POSITIVE_INFINITY): v is string =>
  typeof v === 'string' && v.length <= max;
/** Absent, or a string no longer than max. */
const optStr = (v: unknown, max: number) => v === undefined || isStr(v, max);
/** documents.ts urlOrPath: a site path (never //host or /\host) or an http(s) URL, at most 2000 characters. */
const isUrlOrPath = (v: unknown): v is string => isStr(v, 2000) && isSafeLink(v);
const isHex = (v: unknown): v is string => isStr(v) && HEX_COLOUR.test(v);
/** Puts the optional keys that are present into `out`. */
const withOptional = <T extends Obj>(out: T, from: Obj, keys: readonly string[]): T => {
  for (const k of keys) if (from[k] !== undefined) (out as Obj)[k] = from[k];
  return out;
};

export function readHomeSection(raw: unknown): HomeSection | undefined {
  if (!isObj(raw)) return undefined;
  const { id, type, visible = true, color, background } = raw;
  if (!isStr(id) || !/^[a-z0-9-]{1,40}$/.test(id)) return undefined;
  if (!HOME_SECTION_TYPES.includes(type as HomeSectionType)) return undefined;
  if (typeof visible !== 'boolean') return undefined;
  if (color !== undefined && !isHex(color)) return undefined;
  if (background !== undefined && !isHex(background) && !isUrlOrPath(background)) return undefined;
  return withOptional({ id, type: type as HomeSectionType, visible }, raw, ['color', 'background']);
}

function readRecordRef(raw: unknown): RecordRef | undefined {
  if (!isObj(raw)) return undefined;
  const { table, id, label } = raw;
  if (!(RECORD_TABLES as readonly unknown[]).includes(table)) return undefined;
  if (!isStr(id) || !/^[A-Za-z0-9_]+$/.test(id) || !optStr(label, 500)) return undefined;
  return withOptional({ table: table as RecordRef['table'], id }, raw, ['label']);
}

type ImageValue = { url: string; alt: string; caption?: string };
function readImageValue(value: unknown): ImageValue | undefined {
  if (!isObj(value) || !isUrlOrPath(value.url)) return undefined;
  const { alt = '' } = value;
  if (!isStr(alt, 500) || !optStr(value.caption, 2000)) return undefined;
  return withOptional({ url: value.url, alt }, value, ['caption']);
}

function readBlockValue(type: unknown, value: unknown): ContentBlock['value'] | undefined {
  switch (type) {
    case 'text':
      return isStr(value, 200_000) ? value : undefined;
    case 'image':
      return readImageValue(value);
    case 'gallery': {
      if (!Array.isArray(value) || value.length > 100) return undefined;
      const images = value.map(readImageValue);
      return images.every((i) => i !== undefined) ? (images as ImageValue[]) : undefined;
    }
    case 'video':
      if (!isObj(value) || !isStr(value.url) || !isAcceptedVideoUrl(value.url)) return undefined;
      if (!optStr(value.caption, 2000)) return undefined;
      return withOptional({ url: value.url }, value, ['caption']);
    case 'records': {
      if (!Array.isArray(value) || value.length > 100) return undefined;
      const refs = value.map(readRecordRef);
      return refs.every((r) => r !== undefined) ? (refs as RecordRef[]) : undefined;
    }
    default:
      return undefined;
  }
}

/** The id, visibility, colour and background every block and path stop may carry. */
function readsLook(raw: Obj): boolean {
  const { id, visible, color, background } = raw;
  if (!optStr(id, 40)) return false;
  if (visible !== undefined && typeof visible !== 'boolean') return false;
  if (color !== undefined && !isHex(color)) return false;
  return background === undefined || isHex(background) || isUrlOrPath(background);
}

export function readContentBlock(raw: unknown): ContentBlock | undefined {
  if (!isObj(raw) || !readsLook(raw)) return undefined;
  const value = readBlockValue(raw.type, raw.value);
  if (value === undefined) return undefined;
  return withOptional({ type: raw.type, value } as ContentBlock, raw, [
    'id',
    'visible',
    'color',
    'background',
  ]);
}

export type PathStep = PathDocument['steps'][number];

export function readPathStep(raw: unknown): PathStep | undefined {
  if (!isObj(raw) || !isStr(raw.title) || !readsLook(raw)) return undefined;
  const title = raw.title.trim();
  if (title.length < 1 || title.length > TITLE_MAX_LENGTH) return undefined;
  const { text = '', image, record } = raw;
  if (!isStr(text, 50_000)) return undefined;
  if (image !== undefined && image !== '' && !isUrlOrPath(image)) return undefined;
  const ref = record === undefined ? undefined : readRecordRef(record);
  if (record !== undefined && !ref) return undefined;
  const step: PathStep = { title, text };
  withOptional(step, raw, ['id', 'visible', 'color', 'background']);
  if (image !== undefined) step.image = image as string;
  if (ref) step.record = ref;
  return step;
}
