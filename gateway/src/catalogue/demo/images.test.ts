import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueApp, makeCatalogueDir, removeDir } from '../../../test/catalogue/fixture';
import type { App } from '../../app';
import { demoImageDimensions, drawDemoImage } from './images';

/** Luminance spread of a picture: a flat placeholder has none, a photograph a wide one. */
async function tonalRange(bytes: Buffer): Promise<number> {
  const { channels } = await sharp(bytes).greyscale().stats();
  const grey = channels[0]!;
  return grey.stdev;
}

describe('demo pictures', () => {
  it('are drawn from the record id: the same name gives the same picture, another id another one', async () => {
    const a = await drawDemoImage('demo-photo-101-0-thumbnail.jpg');
    const again = await drawDemoImage('demo-photo-101-0-thumbnail.jpg');
    const other = await drawDemoImage('demo-photo-102-0-thumbnail.jpg');
    expect(a?.equals(again as Buffer)).toBe(true);
    expect(a?.equals(other as Buffer)).toBe(false);
    expect(await drawDemoImage('not-a-demo.jpg')).toBeUndefined();
  });

  it('are large enough for deep zoom, at the size the record announces, with tonal depth', async () => {
    for (const [kind, id] of [
      ['letter', '7'],
      ['photo', '8'],
      ['map', '9'],
    ] as const) {
      const bytes = (await drawDemoImage(`demo-${kind}-${id}-0-large.jpg`)) as Buffer;
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(demoImageDimensions(id, 0, kind, 'large'));
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThanOrEqual(2000);
      expect(meta.format).toBe('jpeg');
      // Letters are upright sheets.
      if (kind === 'letter') expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(await tonalRange(bytes)).toBeGreaterThan(kind === 'photo' ? 25 : 8);
    }
  }, 60_000);
});

describe('demo pictures served by the gateway', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeCatalogueDir(60);
    app = await buildCatalogueApp(dataDir, { CATALOGUE_SEED_RECORDS: '0' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await removeDir(dataDir);
  });

  const pictured = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/catalogue/random-images',
      payload: { locale: 'it', count: 1, orientation: 'any' },
    });
    const [record] = res.json().data as { image: { url: string } }[];
    return record!.image.url;
  };

  it("draws a record's picture on its first request and keeps it on disk", async () => {
    const url = await pictured();
    const file = url.split('/').pop() as string;
    const media = join(dataDir, 'catalogue', 'media', file);
    expect(existsSync(media)).toBe(false);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(existsSync(media)).toBe(true);
    const zoom = await app.inject({
      method: 'GET',
      url: `/iiif/image/media~${file.replace(/-(thumbnail|medium)\.jpg$/, '-large.jpg')}/info.json`,
    });
    expect(zoom.statusCode).toBe(200);
    expect(Math.max(zoom.json().width, zoom.json().height)).toBe(2400);
  }, 60_000);

  it('draws nothing for a name no record holds (404), so no one can fill the disk', async () => {
    for (const file of ['demo-photo-999999-0-large.jpg', 'demo-letter-1-42-large.jpg']) {
      const res = await app.inject({ method: 'GET', url: `/api/public/catalogue/media/${file}` });
      expect(res.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: `/iiif/image/media~${file}/info.json` })).statusCode,
      ).toBe(404);
      expect(existsSync(join(dataDir, 'catalogue', 'media', file))).toBe(false);
    }
  });
});
