import { randomUUID } from 'node:crypto';
import type { FileStore } from './port';

/** The part of a Cloud Storage bucket this adapter uses (tests pass a fake). */
export interface BucketLike {
  name: string;
  file(path: string): {
    save(
      data: Buffer,
      options: { contentType: string; resumable: boolean; metadata: Record<string, unknown> },
    ): Promise<unknown>;
  };
}

/**
 * Firebase (Cloud) Storage: the file is saved with a download token in its metadata and answered
 * as the same download URL the Firebase client's getDownloadURL would give.
 */
export class FirebaseFileStore implements FileStore {
  readonly kind = 'firebase' as const;

  constructor(private readonly bucket: BucketLike) {}

  async put(path: string, content: Buffer, contentType: string) {
    const token = randomUUID();
    await this.bucket.file(path).save(content, {
      contentType,
      resumable: false,
      metadata: {
        contentType,
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
    const url = `https://firebasestorage.googleapis.com/v0/b/${this.bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
    return { url, path };
  }

  async usage() {
    return undefined;
  }
}
