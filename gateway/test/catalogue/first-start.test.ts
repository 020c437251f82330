import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { catalogueDir } from '../../src/catalogue/snapshot';
import { ConfigError, testConfig } from '../../src/config';
import { describePostgres } from '../postgres/describe-postgres';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Waits for /api/health/ready to answer 200 (the other locales index in the background). */
async function healthy(app: Awaited<ReturnType<typeof buildApp>>) {
  for (let i = 0; i < 100; i++) {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    if (res.statusCode === 200) return res.json();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the gateway never became healthy');
}

describe('first start with an empty DATA_DIR', () => {
  it('seeds the demo catalogue by itself, serves it, and keeps it on the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'oa-first-start-'));
    dirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '300' });
    const app = await buildApp(config);
    try {
      expect((await healthy(app)).stores.catalogue).toBe(true);
      const files = await readdir(catalogueDir(dataDir));
      expect(files).toEqual(expect.arrayContaining(['data_it.ndjson', 'data_en.ndjson', 'data_fr.ndjson']));
      const search = await app.inject({ method: 'POST', url: '/api/public/catalogue/search', payload: {} });
      expect(search.statusCode).toBe(200);
      expect(search.json().count).toBeGreaterThan(100);
      const images = await app.inject({
        method: 'POST',
        url: '/api/public/catalogue/random-images',
        payload: {},
      });
      expect(images.json().data).toHaveLength(4);
      const image = await app.inject({ method: 'GET', url: images.json().data[0].image.url });
      expect(image.statusCode).toBe(200);
      // Drawn on this first request (demo/images.ts), a JPEG of the record's own picture.
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      await app.close();
    }
    const written = (await stat(join(catalogueDir(dataDir), 'data_it.ndjson'))).mtimeMs;
    const again = await buildApp(config);
    try {
      await healthy(again);
      expect((await stat(join(catalogueDir(dataDir), 'data_it.ndjson'))).mtimeMs).toBe(written);
    } finally {
      await again.close();
    }
  });

  it('starts empty when CATALOGUE_SEED_RECORDS=0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'oa-first-start-'));
    dirs.push(dataDir);
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, CATALOGUE_SEED_RECORDS: '0' }));
    try {
      const search = await app.inject({ method: 'POST', url: '/api/public/catalogue/search', payload: {} });
      expect(search.json().count).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describePostgres('first start on an empty PostgreSQL database', (server) => {
  it('two gateways starting together seed the demo catalogue once and both serve it with its images', async () => {
    const url = await server().createDatabase('first_start');
    const machines = [
      await mkdtemp(join(tmpdir(), 'oa-first-start-')),
      await mkdtemp(join(tmpdir(), 'oa-first-start-')),
    ];
    dirs.push(...machines);
    const configs = machines.map((dir) =>
      testConfig({
        DATA_DIR: dir,
        CATALOGUE_SEED_RECORDS: '300',
        CATALOGUE_STORE: 'postgres',
        DATABASE_URL: url,
      }),
    );
    const apps = await Promise.all(configs.map((config) => buildApp(config)));
    try {
      const counts: number[] = [];
      for (const app of apps) {
        expect((await healthy(app)).stores.catalogue).toBe(true);
        const search = await app.inject({ method: 'POST', url: '/api/public/catalogue/search', payload: {} });
        counts.push(search.json().count);
        const images = await app.inject({
          method: 'POST',
          url: '/api/public/catalogue/random-images',
          payload: {},
        });
        expect(images.json().data).toHaveLength(4);
        const image = await app.inject({ method: 'GET', url: images.json().data[0].image.url });
        expect(image.statusCode).toBe(200);
      }
      expect(counts[0]).toBeGreaterThan(100);
      // Both serve the same catalogue, seeded once: every seeding publishes, so two would make it 2.
      expect(counts[1]).toBe(counts[0]);
      const version = apps[0]!.catalogue.store.dataVersion?.('it');
      expect(version).toBe('1');
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    // The next start finds the catalogue there and seeds nothing.
    const again = await buildApp(configs[0]!);
    try {
      await healthy(again);
      expect(again.catalogue.store.dataVersion?.('it')).toBe('1');
    } finally {
      await again.close();
    }
  });

  it('refuses to start without DATABASE_URL, naming it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'oa-first-start-'));
    dirs.push(dataDir);
    const err = await buildApp(testConfig({ DATA_DIR: dataDir, CATALOGUE_STORE: 'postgres' })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ConfigError);
    expect(String((err as Error).message)).toMatch(/DATABASE_URL: required when CATALOGUE_STORE=postgres/);
  });
});
