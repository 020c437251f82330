import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogueDir, removeDir } from '../../../test/catalogue/fixture';
import { searchRequest } from '../../../test/catalogue/search-request';
import { catalogueStoreContract } from '../../../test/catalogue/store-contract';
import { HttpError } from '../../lib/http-error';
import { EmbeddedCatalogueStore } from '../engine/embedded-store';
import { RawQueryError } from '../raw/guard';
import { catalogueDir } from '../snapshot';
import { IpcCatalogueStore } from './client-store';
import { CatalogueHost } from './host';

// A cluster worker's catalogue: the same port, answered by the primary's embedded store over a Unix
// socket (issue 22). The contract every store passes, then what is particular to the link.
let dataDir: string;
let sockets: string;
beforeAll(async () => {
  dataDir = await makeCatalogueDir();
  sockets = mkdtempSync(join(tmpdir(), 'oa-ipc-'));
});
afterAll(async () => {
  await removeDir(dataDir);
  rmSync(sockets, { recursive: true, force: true });
});

describe('catalogue store contract: a worker served by the primary over IPC', () => {
  let embedded: EmbeddedCatalogueStore;
  let host: CatalogueHost;
  let client: IpcCatalogueStore;
  beforeAll(async () => {
    embedded = new EmbeddedCatalogueStore(catalogueDir(dataDir), { answerCache: 0 });
    await embedded.load();
    host = new CatalogueHost(embedded);
    await host.listen(join(sockets, 'contract.sock'));
    client = await IpcCatalogueStore.connect(join(sockets, 'contract.sock'), 10_000);
  });
  afterAll(async () => {
    await client.close();
    await host.close();
    await embedded.close();
  });
  catalogueStoreContract(() => client);

  it('answers raw refusals as the embedded store does (a 400 naming the cause)', async () => {
    // A million values made for every record: refused by the cost estimate before it runs.
    const thousand = Array.from({ length: 1000 }, (_, i) => i);
    const costly = [
      {
        $project: {
          x: { $map: { input: thousand, as: 'a', in: { $map: { input: thousand, as: 'b', in: '$$b' } } } },
        },
      },
    ];
    const direct = await embedded.rawAggregate('data_it', costly, 10).catch((err: Error) => err);
    const relayed = await client.rawAggregate('data_it', costly, 10).catch((err: Error) => err);
    expect(relayed).toBeInstanceOf(RawQueryError);
    expect(relayed).toMatchObject({
      status: 400,
      code: 'QUERY_TOO_COSTLY',
      message: (direct as Error).message,
    });
  });

  it('knows readiness, locales and data versions without asking, and sees a reload after publish', async () => {
    expect(client.ready()).toBe(true);
    expect(client.locales()).toEqual(embedded.locales());
    const before = client.dataVersion('it');
    expect(before).toBe(embedded.dataVersion('it'));
    const { data } = await client.search('it', searchRequest({ limit: 1 }));
    const record = data[0]!;
    // Kept by the worker for the current version: the import below must not leave it stale.
    expect((await client.record('it', record.table, record.id))?.record.preferred_label).toBe(
      record.preferred_label,
    );
    // An import through the worker: merged and published by the primary, the new label served.
    await client.upsert({
      locale: 'it',
      kind: 'data',
      docs: [{ ...record, preferred_label: 'Rinominato via IPC' }],
    });
    await client.publish();
    expect(client.dataVersion('it')).not.toBe(before);
    expect((await client.record('it', record.table, record.id))?.record.preferred_label).toBe(
      'Rinominato via IPC',
    );
    // Asked again: kept for this data version, and the same as the primary's.
    expect(await client.record('it', record.table, record.id)).toEqual(
      await embedded.record('it', record.table, record.id),
    );
  });
});

describe('a worker whose primary is slow, loading or gone', () => {
  it('waits for a store still loading, and is not ready until it is', async () => {
    const embedded = new EmbeddedCatalogueStore(catalogueDir(dataDir), { answerCache: 0 });
    let begin!: () => void;
    const gate = new Promise<void>((resolve) => {
      begin = resolve;
    });
    const loaded = gate.then(() => embedded.load({ watchMs: 0 }));
    const host = new CatalogueHost(embedded, loaded);
    await host.listen(join(sockets, 'loading.sock'));
    const client = await IpcCatalogueStore.connect(join(sockets, 'loading.sock'), 10_000);
    try {
      expect(client.ready()).toBe(false);
      const summaries = client.summaries('it');
      begin();
      // Answered from the loaded index, not from an empty one made up while loading.
      expect((await summaries).length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 250));
      expect(client.ready()).toBe(true);
    } finally {
      await client.close();
      await host.close();
      await embedded.close();
    }
  });

  it('answers 503 when the primary does not answer in time, and when it is gone', async () => {
    const embedded = new EmbeddedCatalogueStore(catalogueDir(dataDir), { answerCache: 0 });
    await embedded.load({ watchMs: 0 });
    // A primary stuck on something else: its store answers nothing until released.
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = Object.create(embedded) as EmbeddedCatalogueStore;
    slow.summaries = async (...args) => {
      await stuck;
      return embedded.summaries(...args);
    };
    const host = new CatalogueHost(slow);
    await host.listen(join(sockets, 'slow.sock'));
    const client = await IpcCatalogueStore.connect(join(sockets, 'slow.sock'), 300);
    try {
      const late = await client.summaries('it').catch((err: unknown) => err);
      expect(late).toBeInstanceOf(HttpError);
      expect(late).toMatchObject({ statusCode: 503, code: 'CATALOGUE_UNAVAILABLE' });
      // Other calls still go through meanwhile.
      expect(await client.record('it', 'ca_objects', 'nope')).toBeNull();
      release();
      await host.close();
      await new Promise((r) => setTimeout(r, 50));
      expect(client.ready()).toBe(false);
      await expect(client.record('it', 'ca_objects', 'nope')).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      await client.close();
      await embedded.close();
    }
  });
});
