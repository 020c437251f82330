/**
 * The raw mongo/* answers leave out a record's page text (issue 23's `fulltext`: OCR and
 * transcriptions with their word boxes, up to megabytes a record). The raw calls can neither filter
 * on it nor project it (whitelist.ts), the record call and the full-text search serve it, and the
 * PostgreSQL store keeps it beside the doc its raw calls read: left out here, both stores answer the
 * same. A record can sit at the top of a find's page or inside an aggregate's answer ($facet arrays,
 * a group's pushed roots), so answers are walked to a small depth; values are never changed.
 */
const MAX_DEPTH = 6;

/** Pages as records hold them (a $group's own field named `fulltext` is left alone). */
const isPages = (item: unknown) =>
  Array.isArray(item) &&
  item.length > 0 &&
  typeof item[0] === 'object' &&
  item[0] !== null &&
  typeof (item[0] as { page?: unknown }).page === 'number' &&
  typeof (item[0] as { text?: unknown }).text === 'string';

export function withoutPageText<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = withoutPageText(value[i], depth + 1);
      if (item === value[i]) continue;
      copy ??= value.slice();
      copy[i] = item;
    }
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'fulltext' && isPages(item)) {
      copy ??= { ...(value as Record<string, unknown>) };
      delete copy.fulltext;
      continue;
    }
    const inner = withoutPageText(item, depth + 1);
    if (inner === item) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    copy[key] = inner;
  }
  return (copy ?? value) as T;
}
