import type { ContentStore } from '../content/port';
import { emptyRegistry, type RegistryFile, type RegistryState } from './registry-state';

type RecordStore = Pick<ContentStore, 'insertRecord' | 'listRecords' | 'deleteRecord'>;

const KIND = 'remotes-registry';
/** Versions kept besides the newest: enough for a slow reader; history lives inside each one. */
const KEEP = 5;
const TRIES = 20;
const versionId = (version: number) => String(version).padStart(12, '0');

/**
 * The registry shared by gateways on several machines, kept in the content store as numbered
 * versions (records `remotes-registry`/000000000001, ...). A deploy writes version n+1 with the
 * store's atomic insert-if-absent: when two gateways deploy at once, one insert wins and the other
 * re-reads and applies its change on top, so neither change is lost. Pages read the copy held in
 * memory, refreshed every `pollMs` (500 ms), so a deploy or rollback through one gateway is live on
 * the others within about that; a store that cannot be reached leaves the last known copy in use.
 */
export class StoreRegistryState implements RegistryState {
  private current: { version: number; file: RegistryFile } = { version: 0, file: emptyRegistry() };
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly store: RecordStore) {}

  /**
   * Opens the shared registry; when the store holds none yet, `initial` (this machine's file, if it
   * has one) becomes its first version, so moving a site to a shared store keeps what is live.
   */
  static async open(
    store: RecordStore,
    options: { pollMs?: number; initial?: RegistryFile; onError?: (err: unknown) => void } = {},
  ): Promise<StoreRegistryState> {
    const state = new StoreRegistryState(store);
    await state.refresh();
    if (state.current.version === 0 && options.initial && Object.keys(options.initial.remotes).length)
      await state.update(() => options.initial ?? emptyRegistry());
    state.timer = setInterval(() => {
      state.refresh().catch((err: unknown) => options.onError?.(err));
    }, options.pollMs ?? 500);
    state.timer.unref();
    return state;
  }

  read(): RegistryFile {
    return this.current.file;
  }

  /** Reads the newest stored version (only when it is newer than the one held). */
  async refresh(): Promise<void> {
    const records = await this.store.listRecords(KIND);
    let newest: { version: number; file: RegistryFile } | undefined;
    for (const r of records) {
      const version = Number(r.id);
      if (Number.isSafeInteger(version) && version > (newest?.version ?? 0))
        newest = { version, file: r.value as unknown as RegistryFile };
    }
    if (newest && newest.version > this.current.version) this.current = newest;
  }

  async update(change: (file: RegistryFile) => RegistryFile): Promise<void> {
    for (let i = 0; i < TRIES; i++) {
      await this.refresh();
      const version = this.current.version + 1;
      const file = { ...change(this.current.file), updatedAt: new Date().toISOString() };
      const value = file as unknown as Record<string, unknown>;
      if (await this.store.insertRecord(KIND, { id: versionId(version), value })) {
        this.current = { version, file };
        for (const r of await this.store.listRecords(KIND))
          if (Number(r.id) <= version - KEEP) await this.store.deleteRecord(KIND, r.id);
        return;
      }
      // Another gateway wrote this version first: apply the change again on top of its one.
    }
    throw new Error('the remotes registry kept changing under this deploy; try again');
  }

  close(): void {
    clearInterval(this.timer);
  }
}
