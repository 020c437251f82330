import { PNG } from 'pngjs';

/**
 * The older shared demo pictures (`demo-00-large.png` .. `demo-11-thumbnail.png`), which catalogues
 * seeded before issue 26 still name: drawn on request as before, so their records keep an image.
 */
const SIZES = { thumbnail: 180, medium: 480, large: 900 } as const;
const LEGACY = /^demo-(\d{2})-(thumbnail|medium|large)\.png$/;

export interface LegacySize {
  index: number;
  width: number;
  height: number;
}

export function legacyDemoSize(file: string): LegacySize | undefined {
  const match = LEGACY.exec(file);
  if (!match) return undefined;
  const index = Number(match[1]);
  if (index > 11) return undefined;
  const long = SIZES[match[2] as keyof typeof SIZES];
  const short = Math.round((long * 2) / 3);
  return index % 2 === 1 ? { index, width: short, height: long } : { index, width: long, height: short };
}

export function legacyDemoPng({ index, width, height }: LegacySize): Buffer {
  const png = new PNG({ width, height });
  const hue = (index * 37) % 60;
  const cx = width * (0.3 + ((index * 7) % 5) / 10);
  const cy = height * (0.35 + ((index * 3) % 4) / 10);
  const radius = Math.min(width, height) * (0.18 + (index % 3) * 0.06);
  const horizon = height * (0.55 + (index % 4) * 0.05);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
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
