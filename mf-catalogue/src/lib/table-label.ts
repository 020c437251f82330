import type { CatalogueTable } from '@archive/contracts/catalogue';
import type { MessageDescriptor } from 'react-intl';
import { libMessages } from './messages';

/** The visitor-facing name of each catalogue table. */
export const TABLE_LABELS: Record<CatalogueTable, MessageDescriptor> = {
  ca_objects: libMessages.tableCa_objects,
  ca_entities: libMessages.tableCa_entities,
  ca_occurrences: libMessages.tableCa_occurrences,
  objects: libMessages.tableObjects,
  ca_places: libMessages.tableCa_places,
  ca_collections: libMessages.tableCa_collections,
};
