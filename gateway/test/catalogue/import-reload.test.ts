import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCatalogueStore } from '../../src/catalogue/engine/embedded-store';
import { importFiles } from '../../src/catalogue/import';
import type { CatalogueStore } from '../../src/catalogue/port';
import { PgCatalogueStore } from '../../src/catalogue/postgres/pg-catalogue-store';
import { catalogueDir } from '../../src/catalogue/snapshot';
import { describePostgres } from '../postgres/describe-postgres';
import { until } from '../until';
import { CA_EXPORT } from './ca-export';
import { buildCatalogueApp, removeDir } from './fixture';
import { postgresSettings } from './postgres-fixture';

/** This file's waits: a reload after an import takes longer than a poll of the store. */
const untilLong = (check: () => Promise<boolean>) => until(check, 30_000, 200);

/**
 * Two gateways on one catalogue (embedded: one DATA_DIR; PostgreSQL: one database, a DATA_DIR
 * each), an import from the command line in a third process: both answer the new record without a
 * restart. Polls with a bounded wait; never asserts how long it took.
 */
const GATEWAY = join(import.meta.dirname, '../..');
const run = promisify(execFile);
// The command reads its configuration from the environment: give it a plain one (vitest's own
// variables, e.g. SSR, are not the gateway's settings), plus the store block's settings.
const cliEnv = () => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  DATA_DIR: dataDir,
  ...storeSettings,
});

let dataDir: string;
let storeSettings: Record<string, string> = {};
let apps: Awaited<ReturnType<typeof buildCatalogueApp>>[] = [];
const firstImport = (store: CatalogueStore) =>
  importFiles(store, [{ file: join(CA_EXPORT, 'data_it.ndjson'), kind: 'data', locale: 'it' }]);
const folders: string[] = [];
const newDataDir = async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'oa-reload-'));
  folders.push(dataDir);
};
afterAll(() => Promise.all(folders.map(removeDir)));

describe('embedded store: gateways on one DATA_DIR', () => {
  beforeAll(async () => {
    await newDataDir();
    await firstImport(new EmbeddedCatalogueStore(catalogueDir(dataDir)));
    apps = [await buildCatalogueApp(dataDir), await buildCatalogueApp(dataDir)];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });
  importReloadTests();
});

// Two machines: each gateway has its own DATA_DIR; the catalogue is the one database they share.
describePostgres('PostgreSQL store: gateways with their own DATA_DIRs on one database', (server) => {
  beforeAll(async () => {
    await newDataDir();
    const url = await server().createDatabase('reload');
    storeSettings = postgresSettings(url);
    const store = await PgCatalogueStore.open({ url, pollMs: 0 });
    await firstImport(store);
    await store.close();
    for (const _ of [1, 2]) {
      const machine = await mkdtemp(join(tmpdir(), 'oa-reload-machine-'));
      folders.push(machine);
      apps.push(await buildCatalogueApp(machine, storeSettings));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    storeSettings = {};
  });
  importReloadTests();
});

const status = async (app: (typeof apps)[number], id: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/record',
      payload: { table: 'ca_objects', id, locale: 'it' },
    })
  ).statusCode;

function importReloadTests() {
  describe('an import reaches every running gateway', () => {
    it('serves a record imported by the command line in both gateways, old records throughout', async () => {
      expect(await Promise.all(apps.map((app) => status(app, '990')))).toEqual([404, 404]);
      const exportDir = join(dataDir, 'incoming');
      await mkdir(exportDir);
      const line = {
        id: 990,
        table: 'ca_objects',
        preferred_label: 'Versamento successivo',
        type_id: { id: 13, name: 'documento' },
        access: 1,
        parent: 101,
        parent_path: [101],
        data: { start: 1901, end: 1902 },
      };
      await writeFile(join(exportDir, 'data_it.ndjson'), `${JSON.stringify(line)}\n`);
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli/catalogue-import.ts', join(exportDir, 'data_it.ndjson')],
        { cwd: GATEWAY, env: cliEnv() },
      );
      expect(stdout).toContain('import: 1 inserted, 0 updated, 1 normalised, 0 refused');
      // While each gateway notices the new snapshot and swaps its indexes, it keeps answering: a
      // record that was there before is found on every poll, never a 404 or 5xx mid-swap.
      const before: number[] = [];
      for (const app of apps) {
        const seen = await untilLong(async () => {
          before.push(await status(app, '104'));
          return (await status(app, '990')) === 200;
        });
        expect(seen).toBe(true);
        expect(await status(app, '104')).toBe(200);
      }
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((code) => code !== 200)).toEqual([]);
      const fonds = await apps[1]!.inject({
        method: 'POST',
        url: '/api/public/catalogue/children',
        payload: { table: 'ca_objects', id: '101', locale: 'it' },
      });
      expect(fonds.json().data.map((r: { id: string }) => r.id)).toContain('990');
    });

    it('exits 1 and lists the refused lines by number when the export has unreadable lines', async () => {
      const failed = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli/catalogue-import.ts', join(CA_EXPORT, 'data_it.ndjson')],
        { cwd: GATEWAY, env: cliEnv() },
      ).catch((err: { code: number; stdout: string; stderr: string }) => err);
      expect(failed).toMatchObject({ code: 1 });
      expect(failed.stderr).toMatch(/data_it\.ndjson line 15: the date in data\.start cannot be read/);
      expect(failed.stderr).toMatch(/data_it\.ndjson line 17: the line is not valid JSON/);
      expect(failed.stdout).toContain('import: 0 inserted, 19 updated, 19 normalised, 2 refused');
    });
  });
}
