import type { CatalogueImportReasonCode } from '@archive/contracts/catalogue-import';
import { readRecordDate, spanOfDatesValue } from '@archive/contracts/record-date';
import { shapeFulltext } from './fulltext/shape-fulltext';
import type { CollectionKind } from './port';

/**
 * Turns one line of an export written elsewhere (CollectiveAccess, spreadsheets, the seed) into the
 * canonical shape before the contract checks it: ids as strings (CollectiveAccess writes numbers),
 * dates as epoch seconds by the contracts' date rule, numbers and flags written as text read as
 * such, metadata values written as numbers shown as text. `normalised` says whether anything changed,
 * so the import can count the lines it had to convert. Only what cannot be read is refused.
 */
export type Shaped =
  | {
      ok: true;
      doc: Record<string, unknown>;
      normalised: boolean;
      /** Pages of `fulltext` left out (the record goes in without them), each with why. */
      pageProblems?: string[];
    }
  | { ok: false; reason: string; code?: CatalogueImportReasonCode; params?: Record<string, string> };

type Doc = Record<string, unknown>;
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

class Shaper {
  normalised = false;
  pageProblems: string[] = [];

  /** An id written as a number or text, as text; undefined when absent or empty. */
  id(value: unknown): string | undefined {
    if (typeof value === 'number' && Number.isFinite(value)) {
      this.normalised = true;
      return String(value);
    }
    if (typeof value === 'string' && value.trim()) {
      if (value !== value.trim()) this.normalised = true;
      return value.trim();
    }
    return undefined;
  }

  /** A number written as text ("1", "0.5"), as a number. */
  number(doc: Doc, field: string): void {
    const value = doc[field];
    if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) {
      doc[field] = Number(value);
      this.normalised = true;
    }
  }

  /** A flag written as 0/1 or "true"/"false", as a boolean. */
  flag(doc: Doc, field: string): void {
    const value = doc[field];
    if (
      value === 0 ||
      value === 1 ||
      value === '0' ||
      value === '1' ||
      value === 'true' ||
      value === 'false'
    ) {
      doc[field] = value === 1 || value === '1' || value === 'true';
      this.normalised = true;
    }
  }

  /** A metadata value written as a number, flag or list, as the text a visitor reads. */
  text(m: Doc): void {
    const value = m.value;
    if (typeof value === 'number' || typeof value === 'boolean') m.value = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
      m.value = value.filter((v) => v !== null && v !== '').join('; ');
    else return;
    this.normalised = true;
  }
}

function shapeRecord(doc: Doc, s: Shaper): string | null {
  const id = s.id(doc.id);
  if (id === undefined) return 'the record has no id';
  doc.id = id;
  // CollectiveAccess ids start at 1: a parent of 0 (or "") is how some exports say "no parent".
  if (doc.parent === 0 || doc.parent === '0' || doc.parent === '') {
    doc.parent = null;
    s.normalised = true;
  } else if (doc.parent !== null && doc.parent !== undefined) {
    const parent = s.id(doc.parent);
    if (parent === undefined) return `the parent id ${JSON.stringify(doc.parent)} is not an id`;
    doc.parent = parent;
  }
  if (typeof doc.parent_path === 'string' || typeof doc.parent_path === 'number') {
    // "1/5/7" or "1,5,7": the ancestors written as one text.
    doc.parent_path = String(doc.parent_path).split(/[/,;]/);
    s.normalised = true;
  }
  if (Array.isArray(doc.parent_path)) {
    const path: string[] = [];
    for (const item of doc.parent_path) {
      if (item === 0 || item === '0' || item === '') {
        s.normalised = true;
        continue;
      }
      const ancestor = s.id(item);
      if (ancestor === undefined) return `parent_path holds ${JSON.stringify(item)}, which is not an id`;
      path.push(ancestor);
    }
    doc.parent_path = path;
  }
  if (isObject(doc.type_id)) s.number(doc.type_id, 'id');
  s.number(doc, 'access');
  s.number(doc, 'score');
  s.number(doc, 'ordine');
  s.flag(doc, 'hasMedia');
  s.flag(doc, 'isChild');
  if (typeof doc.numero === 'number') {
    doc.numero = String(doc.numero);
    s.normalised = true;
  }
  if (typeof doc.video_collegati === 'string') {
    doc.video_collegati = doc.video_collegati ? [doc.video_collegati] : [];
    s.normalised = true;
  }
  if (Array.isArray(doc.filtri))
    for (const f of doc.filtri) {
      if (!isObject(f)) continue;
      if (typeof f.id === 'number') f.id = s.id(f.id);
      // Coordinates written as text ("45.46") are still coordinates.
      if (Array.isArray(f.cord) && f.cord.some((c) => typeof c === 'string')) {
        f.cord = f.cord.map((c) => (typeof c === 'string' && c.trim() ? Number(c) : c));
        s.normalised = true;
      }
    }
  if (Array.isArray(doc.metadati))
    for (const m of doc.metadati) {
      if (!isObject(m)) continue;
      s.text(m);
      // A field exported without its label is shown under its code rather than refused.
      if (m.label === undefined && typeof m.fieldCode === 'string') {
        m.label = m.fieldCode;
        s.normalised = true;
      }
      if (Array.isArray(m.subelements)) for (const sub of m.subelements) if (isObject(sub)) s.text(sub);
    }
  if (doc.fulltext !== undefined && doc.fulltext !== null) {
    const fulltext = shapeFulltext(doc.fulltext);
    if (typeof fulltext === 'string') return fulltext;
    doc.fulltext = fulltext.pages;
    s.pageProblems = fulltext.problems;
    if (!fulltext.pages.length) delete doc.fulltext;
  } else delete doc.fulltext;
  return shapeDates(doc, s);
}

/** data.start / data.end by the date rule (record-date.ts); missing data taken from dates_value. */
function shapeDates(doc: Doc, s: Shaper): string | null {
  if (doc.data === null || doc.data === undefined) {
    const text = datesValueOf(doc.metadati);
    const span = text ? spanOfDatesValue(text) : null;
    if (span) {
      doc.data = span;
      s.normalised = true;
    }
    return null;
  }
  if (!isObject(doc.data)) return `data should be {start, end}, not ${JSON.stringify(doc.data).slice(0, 60)}`;
  const data = doc.data;
  const given = { start: data.start, end: data.end };
  const seconds: Record<'start' | 'end', number | null> = { start: null, end: null };
  for (const edge of ['start', 'end'] as const) {
    const reading = readRecordDate(data[edge], edge);
    if (!reading.ok) return `the date in data.${edge} cannot be read: ${reading.reason}`;
    if (reading.kind !== 'seconds' && reading.kind !== 'none') s.normalised = true;
    seconds[edge] = reading.seconds;
    if (reading.seconds === null) delete data[edge];
    else data[edge] = reading.seconds;
  }
  if (seconds.start !== null && seconds.end !== null && seconds.start > seconds.end)
    return `the dates are reversed: data.start ${JSON.stringify(given.start)} comes after data.end ${JSON.stringify(given.end)}`;
  return null;
}

function datesValueOf(metadati: unknown): string | undefined {
  if (!Array.isArray(metadati)) return undefined;
  for (const m of metadati) {
    if (!isObject(m)) continue;
    if (m.fieldCode === 'dates_value' && typeof m.value === 'string') return m.value;
    if (m.fieldCode === 'date' && Array.isArray(m.subelements))
      for (const sub of m.subelements)
        if (isObject(sub) && sub.fieldCode === 'dates_value' && typeof sub.value === 'string')
          return sub.value;
  }
  return undefined;
}

function shapeRelation(doc: Doc, s: Shaper): string | null {
  const id = s.id(doc.id);
  if (id === undefined) return 'the relation has no id (the record it starts from)';
  const relId = s.id(doc.rel_id);
  if (relId === undefined) return 'the relation has no rel_id (the record it points to)';
  doc.id = id;
  doc.rel_id = relId;
  s.number(doc, 'access');
  s.number(doc, 'rel_access');
  return null;
}

/** Shapes one parsed line of the given kind; refuses it with a reason a curator can act on. */
export function shapeLine(kind: CollectionKind, json: unknown): Shaped {
  if (!isObject(json))
    return {
      ok: false,
      code: 'notObject',
      params: { kind },
      reason: `the line is ${Array.isArray(json) ? 'a list' : 'not an object'}, not a ${kind === 'data' ? 'record' : kind === 'summary' ? 'summary' : 'relation'}`,
    };
  const s = new Shaper();
  const refused =
    kind === 'data' ? shapeRecord(json, s) : kind === 'relations' ? shapeRelation(json, s) : null;
  if (refused) return { ok: false, reason: refused, ...codeOf(refused) };
  return {
    ok: true,
    doc: json,
    normalised: s.normalised,
    ...(s.pageProblems.length ? { pageProblems: s.pageProblems } : {}),
  };
}

/** The date refusals above as codes (the settings page words them in the manager's language). */
function codeOf(reason: string): { code?: CatalogueImportReasonCode; params?: Record<string, string> } {
  const date = reason.match(/^the date in data\.(start|end) cannot be read: (?:"((?:[^"\\]|\\.)*)"|(\S+))/);
  if (date?.[1])
    return { code: 'date', params: { field: `data.${date[1]}`, value: date[2] ?? date[3] ?? '' } };
  if (reason.startsWith('the dates are reversed')) return { code: 'datesReversed', params: {} };
  return {};
}
