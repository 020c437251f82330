import { IMAGE_LIMITS } from './image-request';

/** Tiles OpenSeadragon and Mirador ask for: 512 px squares at power-of-two scale factors. */
export const TILE_SIZE = 512;

/** Scale factors 1, 2, 4... until the whole image fits in one tile. */
export function scaleFactors(width: number, height: number, tile = TILE_SIZE): number[] {
  const factors = [1];
  while (Math.max(width, height) / (factors.at(-1) ?? 1) > tile) factors.push((factors.at(-1) ?? 1) * 2);
  return factors;
}

/** Pre-scaled whole-image sizes (viewers pick thumbnails from them), smallest first, within the limits. */
export function preferredSizes(width: number, height: number): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  for (const factor of scaleFactors(width, height, 128).reverse()) {
    const w = Math.max(1, Math.round(width / factor));
    const h = Math.max(1, Math.round(height / factor));
    if (w <= IMAGE_LIMITS.maxWidth && h <= IMAGE_LIMITS.maxHeight && w * h <= IMAGE_LIMITS.maxArea)
      sizes.push({ width: w, height: h });
  }
  return sizes;
}

/**
 * The Image API 3.0 info.json of one image. Level 2: regions by pixels, percent and square; sizes
 * by w, h, w,h, !w,h, pct and max; rotation by 90s; default/color/gray qualities; jpg and png.
 */
export function imageInfo(id: string, width: number, height: number) {
  return {
    '@context': 'http://iiif.io/api/image/3/context.json',
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width,
    height,
    ...IMAGE_LIMITS,
    sizes: preferredSizes(width, height),
    tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors: scaleFactors(width, height) }],
    preferredFormats: ['jpg'],
    extraQualities: ['bitonal'],
    extraFormats: ['webp'],
    extraFeatures: ['mirroring', 'sizeUpscaling', 'baseUriRedirect', 'cors', 'jsonldMediaType'],
  };
}
