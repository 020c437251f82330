import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import { normalize } from '@iiif/parser';
import { getImageServiceLevel } from '@iiif/parser/image-3';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import { upgrade } from '@iiif/parser/upgrader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../test/catalogue/fixture';
import { postgresCatalogue, postgresSettings } from '../../test/catalogue/postgres-fixture';
import { describePostgres } from '../../test/postgres/describe-postgres';
import type { App } from '../app';
import { EmbeddedCatalogueStore } from '../catalogue/engine/embedded-store';
import { testRecord } from '../catalogue/engine/test-records';
import { catalogueDir } from '../catalogue/snapshot';

const ORIGIN = 'https://archivio.example.org';
// A photograph a manager uploaded (4:3, with an EXIF orientation turning it a quarter).
const UPLOAD = 'museo/it/2024/0123456789abcdef-veduta.jpg';

const record = (id: string, over: Partial<CatalogueRecord>): CatalogueRecord =>
  testRecord(id, {
    preferred_label: `Veduta ${id}`,
    type_id: { id: 12, name: 'fotografia' },
    hasMedia: true,
    ...over,
  });

const uploaded = (label: string) =>
  record('95001', {
    preferred_label: label,
    metadati: [
      {
        fieldCode: 'descrizione',
        label: label.startsWith('Veduta') ? 'Descrizione' : 'Description',
        value: `<p>${label}</p>`,
      },
      {
        fieldCode: 'stima',
        label: 'Stima',
        subelements: [
          { fieldCode: 'importo', value: '1234.5' },
          { fieldCode: 'valuta', value: '1' },
        ],
      },
      {
        fieldCode: 'licenza',
        label: 'Licenza',
        value: 'CC BY 4.0 https://creativecommons.org/licenses/by/4.0/',
      },
    ],
    representations: [
      {
        mimetype: 'image/jpeg',
        title: label,
        url: { original: `/files/${UPLOAD}`, thumbnail: `/files/${UPLOAD}` },
      },
      // Kept elsewhere, with its size: a canvas without an image service.
      {
        mimetype: 'image/jpeg',
        title: `${label} (retro)`,
        url: { large: 'https://images.example.net/retro.jpg' },
        width: 800,
        height: 600,
      },
    ],
  });

describe('IIIF manifests, collections and the Image API (embedded store)', () => {
  iiifTests(async () => ({}));
});

describePostgres('IIIF manifests, collections and the Image API (PostgreSQL store)', (server) => {
  iiifTests(async (dataDir) => postgresSettings(await postgresCatalogue(server(), dataDir)));
});

/** The IIIF tests on a gateway whose catalogue store `settings` chooses, given the fixture DATA_DIR. */
function iiifTests(settings: (dataDir: string) => Promise<Record<string, string>>) {
  let app: App;
  let dataDir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    dataDir = await makeCatalogueDir(60);
    const dir = join(dataDir, 'uploads', ...UPLOAD.split('/').slice(0, -1));
    mkdirSync(dir, { recursive: true });
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#a08060' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(dataDir, 'uploads', UPLOAD));
    // Written before the gateway starts, as an import would: it reads them at start.
    const store = new EmbeddedCatalogueStore(catalogueDir(dataDir));
    await store.upsert({ locale: 'it', kind: 'data', docs: [uploaded('Veduta del porto')] });
    await store.upsert({ locale: 'en', kind: 'data', docs: [uploaded('View of the harbour')] });
    await store.upsert({ locale: 'fr', kind: 'data', docs: [uploaded('Vue du port')] });
    const secret = record('95002', {
      access: 0,
      primaryImg: {
        url: { large: '/api/public/catalogue/media/demo-01-large.png' },
        size: { width: 600, height: 900 },
      },
    });
    for (const locale of ['it', 'en', 'fr'] as const)
      await store.upsert({ locale, kind: 'data', docs: [secret] });
    await store.close();
    app = await buildCatalogueApp(dataDir, {
      PUBLIC_URL: ORIGIN,
      CATALOGUE_SEED_RECORDS: '0',
      ...(await settings(dataDir)),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await removeDir(dataDir);
  });

  it('answers a manifest the IIIF parser reads: labels per language, canvases, thumbnail, homepage, rights', async () => {
    const res = await get('/iiif/ca_objects/95001/manifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/ld+json');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const json = res.json();
    const state = { warnings: [] as string[] };
    const manifest = presentation3StrictUpgrade(upgrade(structuredClone(json)) as never, state);
    expect(state.warnings).toEqual([]);
    expect(manifest.label).toEqual({
      it: ['Veduta del porto'],
      en: ['View of the harbour'],
      fr: ['Vue du port'],
    });
    expect(manifest.rights).toBe('http://creativecommons.org/licenses/by/4.0/');
    expect(manifest.homepage?.map((h) => h.id)).toEqual([
      `${ORIGIN}/oggetti/95001-veduta-del-porto`,
      `${ORIGIN}/en/objects/95001-view-of-the-harbour`,
      `${ORIGIN}/fr/objets/95001-vue-du-port`,
    ]);
    expect(manifest.thumbnail?.[0]?.id).toBe(`${ORIGIN}/files/${UPLOAD}`);
    const description = manifest.metadata?.find((m) => m.label.en?.[0] === 'Description');
    expect(description?.value).toMatchObject({ it: ['Veduta del porto'], en: ['View of the harbour'] });
    // A quantity reads as the record page shows it (currency code 1: euro), never '1234.5 1'.
    const valuation = manifest.metadata?.find((m) => m.label.it?.[0] === 'Stima')?.value ?? {};
    expect(
      Object.fromEntries(Object.entries(valuation).map(([l, v]) => [l, v?.[0]?.replace(/\s/g, ' ')])),
    ).toEqual({ it: '1.234,50 €', en: '€1,234.50', fr: '1 234,50 €' });
    const { entities } = normalize(structuredClone(json));
    const canvases = Object.values(entities.Canvas) as {
      label: Record<string, string[]>;
      width: number;
      height: number;
    }[];
    expect(canvases).toHaveLength(2);
    // The EXIF orientation turns the 2400x1800 photograph upright: 1800x2400 as seen.
    expect(canvases[0]).toMatchObject({ width: 1800, height: 2400, label: { fr: ['Vue du port'] } });
    expect(canvases[1]).toMatchObject({
      width: 800,
      height: 600,
      label: { en: ['View of the harbour (retro)'] },
    });
    const body = json.items[0].items[0].items[0].body;
    expect(body.service[0]).toMatchObject({ type: 'ImageService3', profile: 'level2' });
    expect(json.items[1].items[0].items[0].body).toMatchObject({
      id: 'https://images.example.net/retro.jpg',
    });
  });

  it('answers 404 for a private record, one without images and an unknown table', async () => {
    expect((await get('/iiif/ca_objects/95002/manifest')).statusCode).toBe(404);
    expect((await get('/iiif/ca_objects/90002/manifest')).statusCode).toBe(404);
    expect((await get('/iiif/secret_table/1/manifest')).statusCode).toBe(400);
    expect((await get('/iiif/ca_objects/..%2F..%2Fetc/manifest')).statusCode).toBe(400);
  });

  it('lists the records with images of a table in a collection of manifests', async () => {
    const res = await get('/iiif/ca_objects/collection');
    expect(res.statusCode).toBe(200);
    const json = res.json();
    const { entities } = normalize(structuredClone(json));
    expect(Object.keys(entities.Collection)).toContain(`${ORIGIN}/iiif/ca_objects/collection`);
    const ids = json.items.map((m: { id: string }) => m.id);
    expect(ids).toContain(`${ORIGIN}/iiif/ca_objects/95001/manifest`);
    expect(ids).not.toContain(`${ORIGIN}/iiif/ca_objects/95002/manifest`);
    expect((await get('/iiif/ca_objects/collection/99')).statusCode).toBe(404);
  });

  it("serves an uploaded image's info.json and tiles, cached on disk", async () => {
    const manifest = (await get('/iiif/ca_objects/95001/manifest')).json();
    const service: string = manifest.items[0].items[0].items[0].body.service[0].id;
    const path = service.slice(ORIGIN.length);
    const info = await get(`${path}/info.json`);
    expect(info.statusCode).toBe(200);
    expect(info.headers['content-type']).toBe('application/json');
    expect(info.json()).toMatchObject({ id: service, width: 1800, height: 2400, type: 'ImageService3' });
    expect(getImageServiceLevel(info.json())).toBe(2);
    // Level 1's sizes and tiles, as a viewer reads them from info.json: every advertised size and
    // the last (bottom-right, clipped) tile of every scale factor answer at the size asked.
    const { sizes, tiles } = info.json() as {
      sizes: { width: number; height: number }[];
      tiles: { width: number; height: number; scaleFactors: number[] }[];
    };
    expect(tiles).toEqual([{ width: 512, height: 512, scaleFactors: [1, 2, 4, 8] }]);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.at(-1)!.width).toBeLessThanOrEqual(1800);
    for (const { width, height } of sizes) {
      const whole = await get(`${path}/full/${width},${height}/0/default.jpg`);
      expect(whole.statusCode, `${width},${height}`).toBe(200);
      expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ width, height });
    }
    for (const factor of tiles[0]!.scaleFactors) {
      const span = 512 * factor;
      const x = Math.floor((1800 - 1) / span) * span;
      const y = Math.floor((2400 - 1) / span) * span;
      const w = Math.min(span, 1800 - x);
      const h = Math.min(span, 2400 - y);
      const edge = await get(`${path}/${x},${y},${w},${h}/${Math.ceil(w / factor)},/0/default.jpg`);
      expect(edge.statusCode, `factor ${factor}`).toBe(200);
      expect(await sharp(edge.rawPayload).metadata(), `factor ${factor}`).toMatchObject({
        width: Math.ceil(w / factor),
        height: Math.ceil(h / factor),
      });
    }
    const ld = await get(`${path}/info.json`, { accept: 'application/ld+json' });
    expect(ld.headers['content-type']).toContain('application/ld+json');
    expect((await get(path)).statusCode).toBe(303);
    const tile = await get(`${path}/0,0,1024,1024/512,/0/default.jpg`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/jpeg');
    expect(tile.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
    const again = await get(`${path}/0,0,1024,1024/512,512/0/default.jpg`);
    expect(again.rawPayload.equals(tile.rawPayload)).toBe(true);
    expect(readdirSync(join(dataDir, 'iiif-cache')).length).toBeGreaterThan(0);
    const turned = await get(`${path}/full/!200,200/!90/gray.png`);
    expect(await sharp(turned.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 150,
    });
  });

  it('serves the demo images and refuses hostile requests with 400 or 404, never 5xx', async () => {
    const demo = '/iiif/image/media~demo-00-large.png';
    expect((await get(`${demo}/info.json`)).json()).toMatchObject({ width: 900, height: 600 });
    expect((await get(`${demo}/full/max/0/default.webp`)).headers['content-type']).toBe('image/webp');
    const hostile = [
      `${demo}/full/99999,99999/0/default.jpg`,
      `${demo}/full/^99999,/0/default.jpg`,
      `${demo}/full/^pct:100000/0/default.jpg`,
      `${demo}/-1,0,10,10/max/0/default.jpg`,
      `${demo}/5000,5000,10,10/max/0/default.jpg`,
      `${demo}/0,0,0,10/max/0/default.jpg`,
      `${demo}/full/0,/0/default.jpg`,
      `${demo}/full/1000,/0/default.jpg`,
      `${demo}/full/max/45/default.jpg`,
      `${demo}/full/max/0/default.gif`,
      `${demo}/full/max/0/default.jpg%00`,
      `${demo}/full/${'9'.repeat(300)},/0/default.jpg`,
      '/iiif/image/media~..~secrets~session-secret/info.json',
      '/iiif/image/files~..~..~content~content.sqlite/info.json',
      '/iiif/image/media~nope.png/info.json',
      '/iiif/image/other~x.png/info.json',
      '/iiif/image/..%2F..%2Fetc%2Fpasswd/info.json',
    ];
    for (const url of hostile) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
    }
    expect((await get(`${demo}/full/^1200,/0/default.jpg`)).statusCode).toBe(200);
  });
}
