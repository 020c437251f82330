import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueRecord } from '@archive/contracts/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../test/catalogue/fixture';
import type { App } from '../app';
import { EmbeddedCatalogueStore } from '../catalogue/engine/embedded-store';
import { testRecord } from '../catalogue/engine/test-records';
import { catalogueDir } from '../catalogue/snapshot';

// A photograph a manager uploaded, shown by a public record (the home's hero, say).
const UPLOAD = 'museo/it/2024/0123456789abcdef-faro.jpg';
const ID = `files~${UPLOAD.split('/').join('~')}`;
const copyUrl = (width: number) => `/iiif/image/${ID}/full/${width},/0/default.webp`;
/** A page naming copies as the home's hero does (srcset). */
const pageNaming = (widths: number[]) =>
  `<img src="${copyUrl(widths[0] ?? 400)}" srcset="${widths.map((w) => `${copyUrl(w)} ${w}w`).join(', ')}">`;

const lighthouse = (access: number): CatalogueRecord =>
  testRecord('96001', {
    preferred_label: 'Il faro',
    hasMedia: true,
    access,
    representations: [{ mimetype: 'image/jpeg', title: 'Il faro', url: { original: `/files/${UPLOAD}` } }],
  });

describe('picture copies drawn ahead (issue 26)', () => {
  let dataDir = '';
  let app: App;

  beforeAll(async () => {
    dataDir = await makeCatalogueDir(20);
    mkdirSync(join(dataDir, 'uploads', ...UPLOAD.split('/').slice(0, -1)), { recursive: true });
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#5080a0' } })
      .jpeg()
      .toFile(join(dataDir, 'uploads', UPLOAD));
    await new EmbeddedCatalogueStore(catalogueDir(dataDir)).upsert({
      locale: 'it',
      kind: 'data',
      docs: [lighthouse(1)],
    });
    // Time for the private test's import to be published before the queue's turn comes.
    app = await buildCatalogueApp(dataDir, {
      PUBLIC_URL: 'https://archivio.example.org',
      IIIF_DRAW_AHEAD_DELAY_MS: '3000',
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await removeDir(dataDir);
  });

  it('serves a copy drawn ahead from its file: the request cuts nothing', async () => {
    const { drawAhead, renders } = app.iiifImages;
    drawAhead.fromPage(pageNaming([720]), (await drawAhead.versionNow()) as string);
    await drawAhead.settled();
    expect(drawAhead.stats()).toMatchObject({ queued: 0, drawn: 1, failed: 0 });

    const before = renders();
    const drawn = await app.inject({ method: 'GET', url: copyUrl(720) });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect((await sharp(drawn.rawPayload).metadata()).width).toBe(720);
    expect(renders()).toBe(before);

    // A copy nobody drew ahead is cut on its request (what the first visitor waited for before).
    const cut = await app.inject({ method: 'GET', url: copyUrl(560) });
    expect(cut.statusCode).toBe(200);
    expect(renders()).toBeGreaterThan(before);
  }, 60_000);

  it('keeps its queue bounded, cuts one copy at a time and nothing wider than a laptop needs', async () => {
    const { drawAhead } = app.iiifImages;
    const version = (await drawAhead.versionNow()) as string;
    const before = drawAhead.stats();
    const widths = Array.from({ length: 3 * drawAhead.maxQueued }, (_, i) => 100 + i);
    const taken = drawAhead.fromPage(pageNaming([...widths, 1600, 2000]), version);
    expect(taken).toBe(drawAhead.maxQueued);
    expect(drawAhead.stats().queued).toBe(drawAhead.maxQueued);
    expect(drawAhead.stats().dropped - before.dropped).toBe(2 * drawAhead.maxQueued);
    // Named again while queued: not queued twice.
    expect(drawAhead.fromPage(pageNaming(widths.slice(0, 5)), version)).toBe(0);
    await drawAhead.settled();
    const after = drawAhead.stats();
    expect(after.drawn - before.drawn).toBe(drawAhead.maxQueued);
    expect(after.peakRunning).toBe(1);
    // The 1,600 and 2,000 px copies were never queued: their first request cuts them.
    const renders = app.iiifImages.renders();
    await app.inject({ method: 'GET', url: copyUrl(1600) });
    expect(app.iiifImages.renders()).toBeGreaterThan(renders);
  }, 120_000);

  it('never draws the picture of a record turned private after the page named it', async () => {
    const { drawAhead, renders } = app.iiifImages;
    const before = { ...drawAhead.stats(), renders: renders() };
    drawAhead.fromPage(pageNaming([400, 960]), (await drawAhead.versionNow()) as string);
    expect(drawAhead.stats().queued).toBe(2);
    // Made private by an import (written, then published) before the queue's turn came.
    await app.catalogue.store.upsert({ locale: 'it', kind: 'data', docs: [lighthouse(0)] });
    await app.catalogue.store.publish?.();
    expect((await app.inject({ method: 'GET', url: '/iiif/ca_objects/96001/manifest' })).statusCode).toBe(
      404,
    );
    await drawAhead.settled();
    const after = drawAhead.stats();
    expect(after.drawn).toBe(before.drawn);
    expect(after.skipped - before.skipped).toBe(2);
    expect(renders()).toBe(before.renders);
  }, 60_000);
});
