import { describe, expect, it } from 'vitest';
import { makeApp, post } from '../../src/content/test-app';

/** Issue 18: CATALOGUE_SYSTEM chooses the tables a search covers when it names none. */
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
      return rows.filter((r) => r.count > 0).map((r) => r.table);
    } finally {
      await close();
    }
  };

  it('collection management (collectiveaccess, the default) searches the ca_* tables', async () => {
    const tables = await tablesFound('collectiveaccess');
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((t) => t.startsWith('ca_'))).toBe(true);
  });

  it('content management (pimcore) searches objects', async () => {
    expect(await tablesFound('pimcore')).toEqual(['objects']);
  });
});
