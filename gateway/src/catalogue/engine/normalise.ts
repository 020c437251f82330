import type { CatalogueRecord, Relation, Summary } from '@archive/contracts/catalogue';

/**
 * Fills the defaults of a stored record (snapshots from other systems may leave arrays out) and
 * refuses a line that lacks what every query relies on: id, table, label, type and access.
 */
export function normaliseRecord(doc: Record<string, unknown>): CatalogueRecord | null {
  if (!doc || (typeof doc.id !== 'string' && typeof doc.id !== 'number') || typeof doc.table !== 'string')
    return null;
  if (typeof doc.preferred_label !== 'string' || typeof doc.access !== 'number') return null;
  const type = doc.type_id as { id?: unknown; name?: unknown } | undefined;
  if (!type || typeof type.id !== 'number') return null;
  const r = doc as unknown as CatalogueRecord;
  r.id = String(doc.id);
  r.metadati ??= [];
  r.filtri ??= [];
  r.parent_path = (r.parent_path ?? []).map(String);
  if (r.parent !== undefined && r.parent !== null) r.parent = String(r.parent);
  r.representations ??= [];
  r.hasMedia ??= r.representations.length > 0;
  r.isChild ??= !!r.parent;
  return r;
}

/**
 * Relation ids as strings (exports write CollectiveAccess's numeric ids), so both sides meet the
 * record keys; a relation without both ends is skipped.
 */
export function normaliseRelation(doc: Record<string, unknown>): Relation | null {
  if (!doc || doc.id == null || doc.rel_id == null || typeof doc.table !== 'string') return null;
  doc.id = String(doc.id);
  doc.rel_id = String(doc.rel_id);
  return doc as unknown as Relation;
}

export const summaryKey = (s: Summary) => `${s.table}\u0000${s.type}`;
export const relationKey = (r: Relation) =>
  `${r.table}\u0000${r.id}\u0000${r.rel_table}\u0000${r.rel_id}\u0000${r.rel_name}`;

/** The key an import upserts a doc of this kind by (ids compared as text, as they are stored). */
export function keyFunction(kind: 'data' | 'summary' | 'relations'): (doc: unknown) => string {
  if (kind === 'data') return (d) => `${(d as CatalogueRecord).table}\u0000${(d as CatalogueRecord).id}`;
  if (kind === 'summary') return (d) => summaryKey(d as Summary);
  return (d) => relationKey(d as Relation);
}
