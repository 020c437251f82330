import { describe, it } from 'vitest';
import { MongoContentStore } from './mongo-store';
import { contentStoreContract } from './store-contract';

// No mongod can be installed on the build machines: the suite runs only when MONGODB_URI is set.
const uri = process.env.MONGODB_URI;
if (uri) {
  let store: MongoContentStore | undefined;
  contentStoreContract(
    'MongoDB',
    async () => {
      store ??= await MongoContentStore.connect(uri, `oa_content_test_${process.pid}`);
      await store.dropAll();
      return store;
    },
    async () => store?.close(),
  );
} else {
  describe('content store contract: MongoDB', () => {
    it.skip('skipped: MONGODB_URI is not set (no mongod on this machine)', () => {});
  });
  console.info('MongoDB content store contract skipped: set MONGODB_URI to run it');
}
