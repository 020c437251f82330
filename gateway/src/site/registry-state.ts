import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@archive/contracts/routes';

/**
 * The registry's data and where it is kept, apart from RemoteRegistry so that the two places
 * that keep it (file-registry-state.ts, store-registry-state.ts) need not import the registry
 * that imports them.
 *
 * Per remote: `history` is the activation order (last = live); `retired` holds versions rolled
 * back from, so that a restart does not re-adopt them as "new builds".
 */
export interface RemoteRecord {
  history: string[];
  retired: string[];
}
export interface RegistryFile {
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
  updatedAt: string;
}

/** Where the registry is kept. read() answers at once (pages ask on every render). */
export interface RegistryState {
  read(): RegistryFile;
  /** Stores `change(latest)` with no other writer in between (change may throw to refuse). */
  update(change: (file: RegistryFile) => RegistryFile): Promise<void>;
  close?(): void;
}

export const emptyRegistry = (): RegistryFile => ({ remotes: {}, updatedAt: new Date(0).toISOString() });

export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}
