import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SYSTEMS,
  catalogueSystemOf,
  catalogueSystemProfile,
  SPEC_SEARCH_TABLES,
} from './catalogue-system';

describe('the default searched tables (spec section 9)', () => {
  it("are the spec's four, shared out between the two kinds of catalogue with none left over", () => {
    expect(SPEC_SEARCH_TABLES).toEqual(['ca_objects', 'ca_entities', 'ca_occurrences', 'objects']);
    const all = CATALOGUE_SYSTEMS.flatMap((s) => catalogueSystemProfile(s).searchTables);
    expect([...all].sort()).toEqual([...SPEC_SEARCH_TABLES].sort());
  });

  it('follow the catalogue-system flag the site options carry', () => {
    expect(catalogueSystemOf({ catalogueSystem: 'collectiveaccess' }).searchTables).toEqual([
      'ca_objects',
      'ca_entities',
      'ca_occurrences',
    ]);
    expect(catalogueSystemOf({ catalogueSystem: 'pimcore' }).searchTables).toEqual(['objects']);
    // Options without the flag (an older payload) read as the default system.
    expect(catalogueSystemOf({}).searchTables).toEqual(catalogueSystemOf(undefined).searchTables);
  });
});
