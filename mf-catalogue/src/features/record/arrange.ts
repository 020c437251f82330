import type {
  CatalogueRecordView,
  catalogueRecordViewSchema,
  Metadato,
  Relation,
  Summary,
} from '@archive/contracts/catalogue';
import type { Locale } from '@archive/contracts/locales';
import { catalogueRecordPath } from '@archive/contracts/record-link';

/**
 * Pure rules of the record page: which summary applies, how metadati are arranged by it, how
 * relations are grouped by name, which places go on the map and which media the record has.
 */

/** Fields shown elsewhere on the page (media, numbering in the header), never as a metadata row. */
const SHOWN_ELSEWHERE = new Set(['video_collegati']);

/** customjs.summaryType[table], then the record's own type, then the table's "*" summary. */
export function pickSummary(
  summaries: readonly Summary[],
  table: string,
  type: string,
  summaryType: Record<string, string>,
): Summary | undefined {
  const of = (name: string | undefined) => summaries.find((s) => s.table === table && s.type === name);
  return of(summaryType[table]) ?? of(type) ?? of('*');
}

export interface ArrangedMetadata {
  /** In the summary's order and with its labels. */
  main: Metadato[];
  /** Everything else the record has, in the record's order. */
  other: Metadato[];
}

const hasContent = (m: Metadato) =>
  (m.value !== null && m.value !== undefined && m.value !== '') ||
  (m.subelements ?? []).some((s) => s.value !== null && s.value !== undefined && s.value !== '');

export function arrangeMetadata(
  metadati: readonly Metadato[],
  summary: Pick<Summary, 'metadati'> | undefined,
  hide: readonly string[] = [],
): ArrangedMetadata {
  const skip = new Set([...SHOWN_ELSEWHERE, ...hide]);
  const present = metadati.filter((m) => !skip.has(m.fieldCode) && hasContent(m));
  const main: Metadato[] = [];
  const used = new Set<Metadato>();
  for (const field of summary?.metadati ?? []) {
    for (const m of present) {
      if (m.fieldCode !== field.fieldCode || used.has(m)) continue;
      used.add(m);
      main.push({ ...m, label: field.label || m.label });
    }
  }
  return { main, other: present.filter((m) => !used.has(m)) };
}

/**
 * Every field the record contract names (the record's own and the derived ones): shown by their own
 * parts of the page, or not at all. Typed against the schema's shape, so a field added to the
 * contract must be added here too (and a field here that the contract dropped does not compile).
 * A plain object rather than the schema itself: the page needs only the names, not zod.
 */
const KNOWN_FIELDS: Record<keyof (typeof catalogueRecordViewSchema)['shape'], true> = {
  id: true,
  table: true,
  preferred_label: true,
  score: true,
  type_id: true,
  access: true,
  hasMedia: true,
  data: true,
  metadati: true,
  filtri: true,
  parent: true,
  parent_path: true,
  ordine: true,
  isChild: true,
  numero: true,
  dateDisplay: true,
  link: true,
  video_collegati: true,
  primaryImg: true,
  representations: true,
  // Shown as the transcription (components/transcription.tsx).
  fulltext: true,
  pinned: true,
  scoreIcon: true,
  year: true,
  type: true,
};

/**
 * Internal fields of the store or of the exporting system, not description: `_id` and other
 * underscore names (MongoDB, our own), and `*_id` references to the exporter's own tables
 * (CollectiveAccess's `locale_id`, `list_id`...), which mean nothing outside it.
 */
const isInternalField = (name: string) => name.startsWith('_') || name.endsWith('_id');

/**
 * Top-level fields a catalogue exported beyond the contract (CollectiveAccess's `idno`, say): the
 * import keeps them and the API serves them, so the page shows them too, as metadata rows labelled
 * by the field's name. Only text and numbers (objects and lists have no readable form), in the
 * record's own order; drawn from the record alone, so the server and the browser draw the same.
 */
export function extraFields(record: Readonly<Record<string, unknown>>): Metadato[] {
  const rows: Metadato[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (Object.hasOwn(KNOWN_FIELDS, name) || isInternalField(name)) continue;
    const text =
      typeof value === 'string'
        ? value.trim()
        : typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : '';
    if (text) rows.push({ fieldCode: name, label: name, value: text });
  }
  return rows;
}

export interface RelatedItem {
  id: string;
  table: Relation['table'];
  label: string;
  type: string;
  link: string;
}

/**
 * Relations grouped by the name read from this record's side: rows where this record is `id` read
 * rel_name, rows where it is `rel_id` read rel_name_reverse. Only public sides (the gateway already
 * drops the others; checked again so a stale cache can never show one).
 */
export function groupRelations(
  relations: readonly Relation[],
  table: string,
  id: string,
  locale: Locale,
): [string, RelatedItem[]][] {
  const groups = new Map<string, RelatedItem[]>();
  const seen = new Set<string>();
  for (const r of relations) {
    const forward = r.id === id && r.table === table;
    const other = forward
      ? {
          id: r.rel_id,
          table: r.rel_table,
          label: r.rel_label,
          type: r.rel_type,
          access: r.rel_access,
          name: r.rel_name,
        }
      : {
          id: r.id,
          table: r.table,
          label: r.label,
          type: r.type,
          access: r.access,
          name: r.rel_name_reverse,
        };
    if (other.access !== 1 || (other.id === id && other.table === table)) continue;
    const key = `${other.name}\u0000${other.table}/${other.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = groups.get(other.name) ?? [];
    list.push({
      id: other.id,
      table: other.table,
      label: other.label,
      type: other.type,
      link: catalogueRecordPath(other.table, other.id, other.label, locale),
    });
    groups.set(other.name, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, locale));
}

export interface RecordPlace {
  id: string;
  name: string;
  path: string;
  cord: [number, number];
  count: number;
}

/** Places for the map: filtri whose path begins with /place/ and that have coordinates (spec section 4). */
export const recordPlaces = (record: Pick<CatalogueRecordView, 'filtri'>): RecordPlace[] =>
  record.filtri
    .filter((f) => f.path.startsWith('/place/') && f.cord)
    .map((f) => ({ id: f.id, name: f.name, path: f.path, cord: f.cord as [number, number], count: 1 }));

export interface MediaImage {
  src: string;
  thumbnail: string;
  original: string;
  title: string;
  width?: number;
  height?: number;
}

export interface RecordMedia {
  images: MediaImage[];
  videos: { src: string; title: string }[];
  audios: { src: string; title: string }[];
}

const kindOf = (r: CatalogueRecordView['representations'][number]) => {
  const type = (r.mediaType ?? r.mimetype ?? '').toLowerCase();
  if (type.startsWith('video')) return 'video';
  if (type.startsWith('audio')) return 'audio';
  if (type.startsWith('image')) return 'image';
  return r.url.large || r.url.medium || r.url.thumbnail ? 'image' : 'other';
};

/** The primary image first, then every image representation not already shown; videos; audios. */
export function recordMedia(
  record: Pick<CatalogueRecordView, 'primaryImg' | 'representations' | 'preferred_label'>,
): RecordMedia {
  const images: MediaImage[] = [];
  const seen = new Set<string>();
  const push = (image: MediaImage) => {
    if (!image.src || seen.has(image.src)) return;
    seen.add(image.src);
    images.push(image);
  };
  const primary = record.primaryImg;
  if (primary) {
    const src =
      primary.url.large ?? primary.url.medium ?? primary.url.original ?? primary.url.thumbnail ?? '';
    push({
      src,
      thumbnail: primary.url.thumbnail ?? src,
      original: primary.url.original ?? src,
      title: record.preferred_label,
      width: primary.size.width,
      height: primary.size.height,
    });
  }
  const videos: RecordMedia['videos'] = [];
  const audios: RecordMedia['audios'] = [];
  for (const r of record.representations) {
    const kind = kindOf(r);
    const title = r.title ?? record.preferred_label;
    if (kind === 'image') {
      const src = r.url.large ?? r.url.medium ?? r.url.original ?? r.url.thumbnail ?? '';
      push({
        src,
        thumbnail: r.url.thumbnail ?? src,
        original: r.url.original ?? src,
        title,
        ...(r.width ? { width: r.width } : {}),
        ...(r.height ? { height: r.height } : {}),
      });
    } else if (kind === 'video') {
      const src = r.url.h264_hi ?? r.url.original;
      if (src) videos.push({ src, title });
    } else if (kind === 'audio') {
      const src = r.url.original;
      if (src) audios.push({ src, title });
    }
  }
  return { images, videos, audios };
}

/** Date parts written for people (the catalogue's display or free text). */
const SHOWN_DATE_CODES = new Set(['date_display', 'datetext']);

/**
 * A date's machine form ("Data (valore) 1896-03-27/1896-03-27", dates_value) is for search and
 * sorting: beside a date written for people it only repeats it in raw form (issue 26), so it is
 * left out then; alone, it is the only date there is and stays.
 */
export function withoutMachineDates<T extends { fieldCode: string; value?: unknown }>(parts: T[]): T[] {
  const shown = parts.some(
    (p) => SHOWN_DATE_CODES.has(p.fieldCode) && typeof p.value === 'string' && p.value.trim(),
  );
  return shown ? parts.filter((p) => p.fieldCode !== 'dates_value') : parts;
}
