import { afterAll, beforeAll, describe, it } from 'vitest';
import { EmbeddedCatalogueStore } from '../../src/catalogue/engine/embedded-store';
import type { MongoCatalogueStore } from '../../src/catalogue/mongo/mongo-store';
import { catalogueDir, readNdjson } from '../../src/catalogue/snapshot';
import { makeCatalogueDir, removeDir } from './fixture';
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
