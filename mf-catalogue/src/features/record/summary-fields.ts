import { catalogueSystemOf } from '@archive/contracts/catalogue-system';
import type { SiteOptions } from '@archive/ui';

/**
 * Fields shown in a record's header: summaryHeader with a collection-management catalogue,
 * summaryPimcore with a content-management one (the gateway's CATALOGUE_SYSTEM). Read by the
 * record page only (the home page's catalogue sections do not need the catalogue-system table).
 */
export function summaryFieldsOf(options: SiteOptions | undefined): string[] {
  const value = options?.[catalogueSystemOf(options).summarySetting];
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}
