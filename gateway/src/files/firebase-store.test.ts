import { describe, expect, it } from 'vitest';
import { type BucketLike, FirebaseFileStore } from './firebase-store';

describe('Firebase Storage file store (fake bucket)', () => {
  it('saves with content type and a download token and answers the Firebase download URL', async () => {
    const saved: { path: string; options: Parameters<ReturnType<BucketLike['file']>['save']>[1] }[] = [];
    const bucket: BucketLike = {
      name: 'demo.appspot.com',
      file: (path) => ({
        save: async (_data, options) => {
          saved.push({ path, options });
        },
      }),
    };
    const out = await new FirebaseFileStore(bucket).put(
      'archivio/it/2025/ab-foto.png',
      Buffer.from('x'),
      'image/png',
    );
    const meta = saved[0]?.options.metadata.metadata as { firebaseStorageDownloadTokens: string } | undefined;
    const token = meta?.firebaseStorageDownloadTokens;
    expect(saved[0]).toMatchObject({
      path: 'archivio/it/2025/ab-foto.png',
      options: { contentType: 'image/png' },
    });
    expect(out.url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/archivio%2Fit%2F2025%2Fab-foto.png?alt=media&token=${token}`,
    );
  });
});
