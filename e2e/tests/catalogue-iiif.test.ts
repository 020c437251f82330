import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, openPage, type Session, siteUrl } from '../lib/browser';

// IIIF in a real browser: the viewer loads a record's manifest and OpenSeadragon opens its image
// through the Image API's info.json and tiles; the record page links the manifest.

interface Collection {
  items: { id: string }[];
}

describe('IIIF viewer and manifest link', () => {
  let session: Session;
  let recordId: string;
  beforeAll(async () => {
    session = await newSession({ locale: 'it-IT' });
    const collection = (await (await fetch(siteUrl('/iiif/ca_objects/collection'))).json()) as Collection;
    const first = collection.items[0]?.id ?? '';
    recordId = /\/iiif\/ca_objects\/([^/]+)\/manifest$/.exec(first)?.[1] ?? '';
    expect(recordId).not.toBe('');
  });
  afterAll(() => session?.close());

  it('opens a record in the viewer through its manifest, info.json and tiles', async () => {
    const { page } = session;
    const seen = { manifest: 0, info: 0, tiles: 0, failed: [] as string[] };
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/iiif/')) return;
      if (response.status() !== 200) seen.failed.push(`${response.status()} ${path}`);
      if (path.endsWith('/manifest')) seen.manifest++;
      else if (path.endsWith('/info.json')) seen.info++;
      else if (/\/default\.jpg$/.test(path)) seen.tiles++;
    });
    await openPage(page, `/sfogliatore/${recordId}`, { remote: 'mf_catalogue' });
    await page.waitForSelector('.deep-zoom .openseadragon-canvas canvas', { timeout: 15_000 });
    await expect.poll(() => seen.tiles, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(seen.manifest).toBe(1);
    expect(seen.info).toBeGreaterThan(0);
    expect(seen.failed).toEqual([]);
    // The canvas drew the tile: some pixel is not blank (OpenSeadragon draws on its next animation
    // frames after the tile arrives: poll).
    const drawn = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.deep-zoom .openseadragon-canvas canvas');
        const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
        for (let i = 0; i < data.length; i += 4) if ((data[i + 3] ?? 0) > 0) return true;
        return false;
      });
    await expect.poll(drawn, { timeout: 10_000 }).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('offers the manifest on the record page with an accessible name', async () => {
    const { page } = session;
    await openPage(page, `/oggetti/${recordId}`, { remote: 'mf_catalogue' });
    const link = page.getByRole('link', { name: /^Manifest IIIF/ });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toBe(`/iiif/ca_objects/${recordId}/manifest`);
    const manifest = await (await fetch(siteUrl(`/iiif/ca_objects/${recordId}/manifest`))).json();
    expect(manifest.type).toBe('Manifest');
    expect(Object.keys(manifest.label)).toContain('it');
  });
});
