import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_MEDIA_PATH } from '@archive/contracts/catalogue-api';
import { PNG } from 'pngjs';
import { writeTranscribedPageImages } from './transcribed-documents';

/**
 * The demo dataset's pictures: a small palette of sepia "archive photographs" drawn with pngjs, in
 * horizontal (3:2) and vertical (2:3) variants and three sizes. Records share them, so the dataset
 * looks illustrated without shipping or downloading any image.
 */
export const DEMO_IMAGE_COUNT = 12;
export const DEMO_IMAGE_SIZES = { thumbnail: 180, medium: 480, large: 900 } as const;
export type DemoImageSize = keyof typeof DEMO_IMAGE_SIZES;

export const isVerticalDemoImage = (index: number) => index % 2 === 1;

export function demoImageDimensions(index: number, size: DemoImageSize): { width: number; height: number } {
  const long = DEMO_IMAGE_SIZES[size];
  const short = Math.round((long * 2) / 3);
  return isVerticalDemoImage(index) ? { width: short, height: long } : { width: long, height: short };
}

export const demoImageFile = (index: number, size: DemoImageSize) =>
  `demo-${String(index).padStart(2, '0')}-${size}.png`;
export const demoImageUrl = (index: number, size: DemoImageSize) =>
  `${CATALOGUE_MEDIA_PATH}/${demoImageFile(index, size)}`;

function draw(index: number, width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  const hue = (index * 37) % 60;
  const cx = width * (0.3 + ((index * 7) % 5) / 10);
  const cy = height * (0.35 + ((index * 3) % 4) / 10);
  const radius = Math.min(width, height) * (0.18 + (index % 3) * 0.06);
  const horizon = height * (0.55 + (index % 4) * 0.05);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Sky above a horizon, a "building" disc, vignette: reads as an old photograph at thumbnail size.
      const sky = y < horizon;
      let v = sky ? 200 - (y / horizon) * 40 : 120 - ((y - horizon) / (height - horizon)) * 50;
      const dx = x - cx;
      const dy = y - cy;
      if (dx * dx + dy * dy < radius * radius) v = 70 + ((x + y + index) % 7);
      if (!sky && Math.floor((x + index * 13) / (width / 9)) % 2 === 0 && y < horizon + height * 0.15)
        v -= 25;
      const ex = x / width - 0.5;
      const ey = y / height - 0.5;
      v *= 1 - (ex * ex + ey * ey) * 0.9;
      const o = (width * y + x) << 2;
      png.data[o] = Math.min(255, v + 30 + hue / 3);
      png.data[o + 1] = Math.min(255, v + 12);
      png.data[o + 2] = Math.max(0, v - 18 - hue / 4);
      png.data[o + 3] = 255;
    }
  }
  return PNG.sync.write(png, { deflateLevel: 6 });
}

/** Writes every demo image into dir (the catalogue media folder). */
export async function writeDemoImages(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (let index = 0; index < DEMO_IMAGE_COUNT; index++) {
    for (const size of Object.keys(DEMO_IMAGE_SIZES) as DemoImageSize[]) {
      const { width, height } = demoImageDimensions(index, size);
      await writeFile(join(dir, demoImageFile(index, size)), draw(index, width, height));
      written++;
    }
  }
  // The page images of the transcribed documents (issue 23), drawn from their OCR's words.
  written += await writeTranscribedPageImages(dir);
  return written;
}
