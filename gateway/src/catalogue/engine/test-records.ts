import type { CatalogueRecord, Relation } from '@archive/contracts/catalogue';

/** A public catalogue record with every required field, for tests; `over` sets the rest. */
export const testRecord = (id: string, over: Partial<CatalogueRecord> = {}): CatalogueRecord => ({
  id,
  table: 'ca_objects',
  preferred_label: `Documento ${id}`,
  type_id: { id: 13, name: 'documento' },
  access: 1,
  hasMedia: false,
  metadati: [],
  filtri: [],
  parent_path: [],
  isChild: false,
  representations: [],
  ...over,
});

/** A public relation from object `id` to entity `relId`, unicode in its label; `extra` sets the rest. */
export const testRelation = (id: string, relId: string, extra: Record<string, unknown> = {}): Relation =>
  ({
    id,
    table: 'ca_objects',
    label: `Lettera ${id} — “città” 中文 😀`,
    type: 'documento',
    access: 1,
    rel_id: relId,
    rel_table: 'ca_entities',
    rel_label: `Persona ${relId}`,
    rel_type: 'persona',
    rel_access: 1,
    rel_name: 'soggetto',
    rel_name_reverse: 'citato in',
    ...extra,
  }) as Relation;
