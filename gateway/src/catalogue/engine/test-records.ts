import type { CatalogueRecord } from '@archive/contracts/catalogue';

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
