import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_MEDIA_PATH } from '@archive/contracts/catalogue-api';
import sharp from 'sharp';
import { letterSvg } from './drawing/draw-letter';
import { mapSvg } from './drawing/draw-map';
import { photoSvg } from './drawing/draw-photo';
import { legacyDemoPng, legacyDemoSize } from './drawing/legacy-png';
import { seeded } from './drawing/seeded';
import { DEMO_PLACES } from './places';
import { writeTranscribedPageImages } from './transcribed-documents';

/**
 * The demo catalogue's pictures (issue 26): every illustrated record has its own, drawn from its id
 * with sharp (an SVG rendered by librsvg, then toned, grained and encoded), so the same record always
 * shows the same picture and no image file ships in the repository. Three kinds that look like
 * archival material: handwritten letters, photographs with tonal depth (mounted on card), maps.
 * The large copy is 2,400 px on its long side, so the IIIF viewer's deep zoom has detail to show.
 *
 * Pictures are drawn on first request (the media route and the IIIF Image API call
 * `ensureDemoImage`) and kept in the media folder: the first start writes none (measured in
 * bench/README.md), a record's picture costs its first visitor a fraction of a second once.
 * Each size is rendered from the vector drawing at its own size, so a thumbnail costs little.
 */
export type DemoPictureKind = 'letter' | 'photo' | 'map';
export const DEMO_PICTURE_KINDS: readonly DemoPictureKind[] = ['letter', 'photo', 'map'];
export const DEMO_IMAGE_SIZES = { thumbnail: 320, medium: 960, large: 2400 } as const;
export type DemoImageSize = keyof typeof DEMO_IMAGE_SIZES;

const NAME = /^demo-(letter|photo|map)-([A-Za-z0-9_]{1,40})-(\d{1,2})-(thumbnail|medium|large)\.jpg$/;

const stem = (kind: DemoPictureKind, recordId: string, n: number) => `demo-${kind}-${recordId}-${n}`;

/** Long side by size; the short side by kind and the record's own proportions (fixed by its id). */
export function demoImageDimensions(
  recordId: string,
  n: number,
  kind: DemoPictureKind,
  size: DemoImageSize,
): { width: number; height: number } {
  const long = DEMO_IMAGE_SIZES[size];
  const rnd = seeded(`${stem(kind, recordId, n)}:shape`);
  // Letters are upright sheets (A-series proportions); photographs and maps mostly lie flat.
  const upright = kind === 'letter' || rnd.next() < (kind === 'photo' ? 0.3 : 0.25);
  const ratio = kind === 'letter' ? Math.SQRT2 : kind === 'photo' ? 1.5 : 4 / 3;
  const short = Math.round(long / ratio);
  return upright ? { width: short, height: long } : { width: long, height: short };
}

export const demoImageFile = (recordId: string, n: number, kind: DemoPictureKind, size: DemoImageSize) =>
  `${stem(kind, recordId, n)}-${size}.jpg`;
export const demoImageUrl = (recordId: string, n: number, kind: DemoPictureKind, size: DemoImageSize) =>
  `${CATALOGUE_MEDIA_PATH}/${demoImageFile(recordId, n, kind, size)}`;

/** Whether a media file name is one the demo draws (new pictures or the older shared set). */
export const isDemoImageFile = (file: string) => NAME.test(file) || legacyDemoSize(file) !== undefined;

/** The record id a new-style demo picture belongs to; undefined for the older shared set or others. */
export const demoImageRecordId = (file: string): string | undefined => NAME.exec(file)?.[2];

/** The picture's JPEG bytes, or undefined for a name that is not a demo picture. */
export async function drawDemoImage(file: string): Promise<Buffer | undefined> {
  const legacy = legacyDemoSize(file);
  if (legacy) return legacyDemoPng(legacy);
  const match = NAME.exec(file);
  if (!match) return undefined;
  const kind = match[1] as DemoPictureKind;
  const recordId = match[2] as string;
  const n = Number(match[3]);
  const size = match[4] as DemoImageSize;
  const { width, height } = demoImageDimensions(recordId, n, kind, size);
  // Photographs are mounted on card: the print is drawn inside a border of about 4%.
  const border = kind === 'photo' ? Math.round(Math.min(width, height) * 0.04) : 0;
  const w = width - 2 * border;
  const h = height - 2 * border;
  const rnd = seeded(stem(kind, recordId, n));
  const box = (1000 * h) / w;
  const places = [0, 1, 2, 3, 4, 5, 6, 7].map(() => rnd.pick(DEMO_PLACES).it);
  const svg =
    kind === 'letter'
      ? letterSvg(rnd, box)
      : kind === 'photo'
        ? photoSvg(rnd, box)
        : mapSvg(rnd, box, places);
  const sized = svg.replace('<svg ', `<svg width="${w}" height="${h}" `);
  let image = sharp(Buffer.from(sized), { limitInputPixels: false }).flatten({ background: '#ffffff' });
  // Grain: the silver of a print, the fibres of paper, laid over softly so tones keep their depth.
  // A small tile of noise repeated (drawing noise over the whole picture cost more than the rest).
  const side = Math.min(TILE, w, h);
  const tile = await grainTile(kind === 'photo' ? 30 : 14, side);
  image = sharp(
    await image
      .composite([
        { input: tile, raw: { width: side, height: side, channels: 3 }, tile: true, blend: 'soft-light' },
      ])
      .toBuffer(),
  );
  if (kind === 'photo') {
    // Toned prints: sepia, warm brown or cool selenium, per channel over the grey drawing (sharp's
    // tint() leaves a one-channel grey image grey).
    const [a, b] = rnd.pick([
      [
        [1.08, 0.94, 0.76],
        [14, 6, -4],
      ],
      [
        [1.04, 0.97, 0.86],
        [8, 4, 0],
      ],
      [
        [0.97, 0.98, 1.02],
        [0, 2, 6],
      ],
    ] as const);
    const rgb = await image.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const raw = { width: rgb.info.width, height: rgb.info.height, channels: rgb.info.channels };
    // Toned first, then mounted: sharp would tone the card too if both ran in one pipeline.
    const toned = await sharp(rgb.data, { raw })
      .linear([...a].slice(0, raw.channels), [...b].slice(0, raw.channels))
      .raw()
      .toBuffer();
    image = sharp(toned, { raw }).extend({
      top: border,
      bottom: border,
      left: border,
      right: border,
      background: '#efe6d2',
    });
  }
  return image.jpeg({ quality: 82, progressive: true }).toBuffer();
}

const TILE = 256;
const tiles = new Map<string, Promise<Buffer>>();
/** A square of gaussian noise around mid-grey, made once per strength and side. */
function grainTile(sigma: number, side: number): Promise<Buffer> {
  const key = `${sigma}:${side}`;
  let made = tiles.get(key);
  if (!made) {
    made = sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: { r: 128, g: 128, b: 128 },
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .raw()
      .toBuffer();
    tiles.set(key, made);
  }
  return made;
}

// One drawing per file at a time: concurrent requests for a new picture share it. At most two
// drawings run at once (a search page asks for twenty thumbnails): the rest wait their turn, so
// drawing never takes both cores from the requests being served.
const drawing = new Map<string, Promise<boolean>>();
const MAX_DRAWING = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_DRAWING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Makes sure a demo picture named `file` exists in `dir`, drawing and writing it when missing
 * (written under a temporary name and renamed, so a reader never sees half a file). False for a
 * name that is not a demo picture. The media route and the IIIF Image API call it before reading.
 */
export function ensureDemoImage(dir: string, file: string): Promise<boolean> {
  if (!isDemoImageFile(file)) return Promise.resolve(false);
  const target = join(dir, file);
  const key = target;
  const known = drawing.get(key);
  if (known) return known;
  const work = (async () => {
    try {
      await stat(target);
      return true;
    } catch {
      // not drawn yet
    }
    const bytes = await turn(() => drawDemoImage(file));
    if (!bytes) return false;
    await mkdir(dir, { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    return true;
  })().finally(() => drawing.delete(key));
  drawing.set(key, work);
  return work;
}

/**
 * Prepares the media folder at seed time. Pictures are drawn on first request (ensureDemoImage),
 * so nothing is written here: the first start stays short. Returns how many were written (none).
 */
export async function writeDemoImages(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  // The transcribed documents' page images (issue 23) are drawn from their OCR's words at seed
  // time: their boxes must match the pixels, and there are few of them.
  return writeTranscribedPageImages(dir);
}

/** The picture kind a record of this demo type shows, and how many pages or views it has. */
export function demoPictureKind(type: string, seed: number): DemoPictureKind {
  if (type === 'lettera' || type === 'documento' || type === 'fascicolo' || type === 'scheda')
    return 'letter';
  if (type === 'disegno' || type === 'mappa') return 'map';
  if (type === 'fotografia' || type === 'reperto' || type === 'manifesto') return 'photo';
  return DEMO_PICTURE_KINDS[seed % DEMO_PICTURE_KINDS.length] as DemoPictureKind;
}
