import sharp, { type Sharp } from 'sharp';
import type { DiskCache } from './disk-cache';
import type { ImagePlan } from './image-request';
import { MAX_INPUT_PIXELS, type SourceInfo } from './image-source';
import type { Limiter } from './limiter';

/**
 * Renders Image API answers with sharp. A large source is first turned, once, into a tiled
 * pyramid TIFF in the cache (EXIF orientation applied, flattened on white): a tile then decodes
 * only the 256 px blocks it covers at the level nearest its scale, instead of the whole JPEG,
 * about 5-10x less work per uncached tile of a 12-megapixel photograph (bench:iiif).
 */

/** Sources with a side above this get a pyramid; smaller ones are cheap to decode whole. */
export const PYRAMID_MIN_SIDE = 1024;
/** A render taking longer than this is abandoned (sharp's timeout) instead of holding a slot. */
const RENDER_SECONDS = 20;

const input = (file: string, page?: number) =>
  sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...(page ? { page } : {}) }).timeout({
    seconds: RENDER_SECONDS,
  });

interface Pyramid {
  file: string;
  /** Size of each page, the full image first. */
  levels: { width: number; height: number }[];
}
const pyramids = new Map<string, Pyramid>();

async function pyramidOf(source: SourceInfo, cache: DiskCache, limiter: Limiter): Promise<Pyramid> {
  const key = `pyramid|${source.file}|${source.version}`;
  const known = pyramids.get(key);
  if (known && (await cache.has(key, 'tif'))) return known;
  const file = (await cache.has(key, 'tif'))
    ? cache.pathOf(key, 'tif')
    : await limiter.run(key, () =>
        cache.write(key, 'tif', (tmp) =>
          input(source.file)
            .autoOrient()
            .flatten({ background: '#ffffff' })
            .tiff({
              tile: true,
              tileWidth: 256,
              tileHeight: 256,
              pyramid: true,
              compression: 'jpeg',
              quality: 90,
            })
            .toFile(tmp),
        ),
      );
  const { pages = 1 } = await sharp(file).metadata();
  const levels: Pyramid['levels'] = [];
  for (let page = 0; page < pages; page++) {
    const meta = await sharp(file, { page }).metadata();
    levels.push({ width: meta.width ?? 1, height: meta.height ?? 1 });
  }
  const pyramid = { file, levels };
  if (pyramids.size > 2000) pyramids.clear();
  pyramids.set(key, pyramid);
  return pyramid;
}

/** The pipeline up to the resize: from the pyramid level nearest the scale, or the source itself. */
async function cropped(
  plan: ImagePlan,
  source: SourceInfo,
  cache: DiskCache,
  limiter: Limiter,
): Promise<Sharp> {
  const { region, size } = plan;
  const whole = region.x === 0 && region.y === 0 && region.w === source.width && region.h === source.height;
  if (Math.max(source.width, source.height) <= PYRAMID_MIN_SIDE) {
    const img = input(source.file).autoOrient();
    return whole ? img : img.extract({ left: region.x, top: region.y, width: region.w, height: region.h });
  }
  const pyramid = await pyramidOf(source, cache, limiter);
  const scale = Math.min(region.w / size.w, region.h / size.h);
  // The smallest level still at least as detailed as the output.
  let page = 0;
  for (let n = 1; n < pyramid.levels.length; n++) {
    const level = pyramid.levels[n] as { width: number };
    if (source.width / level.width <= scale * 1.001) page = n;
  }
  const level = pyramid.levels[page] as { width: number; height: number };
  const fx = level.width / source.width;
  const fy = level.height / source.height;
  const left = Math.min(level.width - 1, Math.floor(region.x * fx));
  const top = Math.min(level.height - 1, Math.floor(region.y * fy));
  const width = Math.max(1, Math.min(level.width - left, Math.ceil((region.x + region.w) * fx) - left));
  const height = Math.max(1, Math.min(level.height - top, Math.ceil((region.y + region.h) * fy) - top));
  const img = input(pyramid.file, page);
  return whole && page === 0 ? img : img.extract({ left, top, width, height });
}

/**
 * WebP is what the site's own pages ask for (the home's hero, shuffle tiles, a record's pictures, in
 * the size shown); viewers ask for JPEG. 75 (sharp's default) instead of 80: the home's hero copy
 * for a phone (720 px) is its largest paint, and its bytes share a slow phone's bandwidth with the
 * page (issue 26). Measured on the demo's hero photo at 720 px: 41 KB at 80, 24 KB at 75.
 */
const WEBP_QUALITY = 75;

function encode(img: Sharp, plan: ImagePlan): Sharp {
  if (plan.quality === 'gray') img.grayscale();
  if (plan.quality === 'bitonal') img.grayscale().threshold(128);
  if (plan.format === 'png') return img.png({ compressionLevel: 6 });
  if (plan.format === 'webp') return img.webp({ quality: WEBP_QUALITY });
  return img.flatten({ background: '#ffffff' }).jpeg({ quality: 82 });
}

/** The bytes of one Image API answer. */
export async function renderImage(
  plan: ImagePlan,
  source: SourceInfo,
  cache: DiskCache,
  limiter: Limiter,
): Promise<Buffer> {
  const base = await cropped(plan, source, cache, limiter);
  return limiter.run(`render|${source.file}|${source.version}|${JSON.stringify(plan)}`, async () => {
    const resized = base.resize(plan.size.w, plan.size.h, { fit: 'fill' });
    if (!plan.mirror && plan.rotation === 0) return encode(resized, plan).toBuffer();
    // Mirror, then rotate, after the resize (the spec's order): a second pass over the pixels,
    // since sharp applies one rotation per pipeline at a place of its own choosing.
    const { data, info } = await resized.raw().toBuffer({ resolveWithObject: true });
    const turned = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (plan.mirror) turned.flop();
    if (plan.rotation) turned.rotate(plan.rotation);
    return encode(turned, plan).toBuffer();
  });
}
