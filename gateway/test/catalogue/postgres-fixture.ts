import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { catalogueDir, listSnapshots, readNdjson } from '../../src/catalogue/snapshot';
import type { PgServer } from '../postgres/pg-server';

let databases = 0;

/**
 * A fresh database on the test server holding the same catalogue as a fixture DATA_DIR
 * (makeCatalogueDir): every snapshot upserted in file order, as the embedded store reads them, so
 * both stores hold the same records in the same places.
 */
export async function postgresCatalogue(server: PgServer, dataDir: string): Promise<string> {
  const url = await server.createDatabase(`catalogue_${process.pid}_${++databases}`);
  const store = await PgCatalogueStore.open({ url, pollMs: 0 });
  try {
    for (const { kind, locale, file } of await listSnapshots(catalogueDir(dataDir))) {
      const docs: never[] = [];
      await readNdjson(file, (line) => void docs.push(JSON.parse(line) as never));
      await store.upsert({ locale, kind, docs });
    }
    await store.publish();
  } finally {
    await store.close();
  }
  return url;
}

/** Settings that make buildCatalogueApp serve the catalogue from that database. */
export const postgresSettings = (url: string) => ({ CATALOGUE_STORE: 'postgres', DATABASE_URL: url });

/**
 * A store on a fresh database of the test server named `name`, given to `work`, and closed after
 * whatever `work` does (the shape of every PostgreSQL store test).
 */
export async function withStore<T>(
  server: PgServer,
  name: string,
  work: (store: PgCatalogueStore, url: string) => Promise<T>,
): Promise<T> {
  const url = await server.createDatabase(name);
  const store = await PgCatalogueStore.open({ url, pollMs: 0 });
  try {
    return await work(store, url);
  } finally {
    await store.close();
  }
}
