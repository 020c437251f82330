import { afterAll, beforeAll, describe, it } from 'vitest';
import { EmbeddedCatalogueStore } from '../../src/catalogue/engine/embedded-store';
import type { MongoCatalogueStore } from '../../src/catalogue/mongo/mongo-store';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { catalogueDir, readNdjson } from '../../src/catalogue/snapshot';
import { describePostgres } from '../postgres/describe-postgres';
import { makeCatalogueDir, removeDir } from './fixture';
import { postgresCatalogue } from './postgres-fixture';
import { catalogueStoreContract } from './store-contract';

let dataDir: string;
beforeAll(async () => {
  dataDir = await makeCatalogueDir();
});
afterAll(() => removeDir(dataDir));

describe('catalogue store contract: embedded', () => {
  let store: EmbeddedCatalogueStore;
  beforeAll(async () => {
    store = new EmbeddedCatalogueStore(catalogueDir(dataDir));
    await store.load();
  });
  catalogueStoreContract(() => store);
});

describePostgres('catalogue store contract: PostgreSQL', (server) => {
  let store: PgCatalogueStore;
  beforeAll(async () => {
    store = await PgCatalogueStore.open({ url: await postgresCatalogue(server(), dataDir) });
  });
  afterAll(() => store?.close());
  catalogueStoreContract(() => store);
});

const uri = process.env.MONGODB_URI;
describe.runIf(uri)('catalogue store contract: MongoDB', () => {
  let store: MongoCatalogueStore;
  beforeAll(async () => {
    const { MongoCatalogueStore } = await import('../../src/catalogue/mongo/mongo-store');
    store = await MongoCatalogueStore.connect(uri!, `archive_test_${process.pid}`);
    for (const kind of ['data', 'summary', 'relations'] as const) {
      const docs: never[] = [];
      await readNdjson(`${catalogueDir(dataDir)}/${kind}_it.ndjson`, (line) =>
        docs.push(JSON.parse(line) as never),
      );
      await store.upsert({ locale: 'it', kind, docs });
    }
  });
  afterAll(() => store?.close());
  catalogueStoreContract(() => store);
});

if (!uri) console.info('MongoDB catalogue store contract skipped: set MONGODB_URI to run it');
describe.skipIf(uri)('catalogue store contract: MongoDB', () => {
  it.skip('skipped: MONGODB_URI is not set (no mongod can be installed on this machine; set MONGODB_URI to run this suite against a real server)', () => {});
});
