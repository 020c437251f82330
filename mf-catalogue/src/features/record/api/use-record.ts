import type { CatalogueTable } from '@archive/contracts/catalogue';
import {
  catalogueRecordCall,
  catalogueSummariesCall,
  mongoRelatedCall,
} from '@archive/contracts/catalogue-endpoints';
import { useCall } from '@archive/ui';
import type { PinList } from '../../../lib/pins';

/** POST /api/public/catalogue/record: the record with derived fields, parents and children count (404 otherwise). */
export const useRecord = (table: CatalogueTable | undefined, id: string | undefined, pins: PinList) =>
  useCall(
    table && id ? catalogueRecordCall : null,
    table && id ? { table, id, pins: pins.map((p) => ({ ...p })) } : undefined,
  );

/** POST /api/public/mongo/related/relations_{locale}/{table}/{id}: public relations, both directions. */
export const useRelated = (table: CatalogueTable | undefined, id: string | undefined, locale: string) =>
  useCall(
    table && id ? mongoRelatedCall : null,
    {},
    { params: { collection: `relations_${locale}`, table: table ?? '', id: id ?? '' } },
  );

/** POST /api/public/catalogue/summaries: the fields each table (and type) shows, in order. */
export const useSummaries = (table: CatalogueTable | undefined) =>
  useCall(table ? catalogueSummariesCall : null, table ? { table } : undefined, { revalidateIfStale: false });
