import { catalogueSystemOf } from '@archive/contracts/catalogue-system';
import { describe, expect, it } from 'vitest';
import { makeApp, post } from '../../src/content/test-app';

/**
 * Issue 18: CATALOGUE_SYSTEM chooses the tables a search covers when it names none. Issue 24: that
 * choice is the one the site options hand to the pages (browse and explore offer the same tables).
 */
describe('CATALOGUE_SYSTEM and the default searched tables', () => {
  const tablesFound = async (system: string) => {
    const { app, close } = await makeApp({ CATALOGUE_SYSTEM: system, CATALOGUE_SEED_RECORDS: '400' });
    try {
      const res = await post(app, '/api/public/catalogue/search', { text: '', limit: 0, facets: true });
      expect(res.statusCode).toBe(200);
      const rows = res.json().facets.tables as { table: string; count: number }[];
      // A caller naming a table still gets it whatever the system.
      const named = await post(app, '/api/public/catalogue/search', { tables: ['objects'], limit: 1 });
      expect(named.json().count).toBeGreaterThan(0);
      const options = await post(app, '/api/public/firebase/getDocBySlug', {
        collection: 'options',
        name: 'site',
      });
      const offered = catalogueSystemOf(options.json().data).searchTables;
      const searched = rows.filter((r) => r.count > 0).map((r) => r.table);
      return { searched, offered: [...offered] };
    } finally {
      await close();
    }
  };

  it('collection management (collectiveaccess, the default) searches and offers the ca_* tables', async () => {
    const { searched, offered } = await tablesFound('collectiveaccess');
    expect(offered).toEqual(['ca_objects', 'ca_entities', 'ca_occurrences']);
    expect([...searched].sort()).toEqual([...offered].sort());
  });

  it('content management (pimcore) searches and offers objects', async () => {
    const { searched, offered } = await tablesFound('pimcore');
    expect(searched).toEqual(['objects']);
    expect(offered).toEqual(['objects']);
  });
});
