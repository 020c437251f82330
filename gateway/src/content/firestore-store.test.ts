import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll } from 'vitest';
import { FirestoreContentStore } from './firestore-store';
import { contentStoreContract } from './store-contract';

// Firestore adapter against @firestore-emulator/server started in-process (pure Node, no Java).
const server = new FirestoreServer();
const port = 20_000 + (process.pid % 20_000);
const app = initializeApp({ projectId: 'demo-open-archive' }, `content-store-test-${process.pid}`);
let n = 0;

beforeAll(async () => {
  await server.start(port);
});

contentStoreContract(
  'Firestore (in-process emulator)',
  async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const db = getFirestore(app);
    if (n === 0) db.settings({ host: `127.0.0.1:${port}`, ssl: false, ignoreUndefinedProperties: true });
    // A fresh collection prefix per test instead of deleting (the emulator lacks listCollections).
    return new FirestoreContentStore(db, `t${n++}`);
  },
  async () => {
    await deleteApp(app);
    await server.stop();
  },
);
