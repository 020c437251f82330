/**
 * The IIIF Image API 3.0 request line `{region}/{size}/{rotation}/{quality}.{format}`, read into a
 * canonical plan (pixels, not percentages) or refused. Everything a caller can ask is bounded
 * here, before any pixel is touched: a region outside the image, a zero or negative size, an
 * upscale without `^`, an output over the limits, an unknown quality or format all answer 400.
 */

/** Output limits, also announced in info.json (maxWidth, maxHeight, maxArea). */
export const IMAGE_LIMITS = { maxWidth: 4096, maxHeight: 4096, maxArea: 4096 * 4096 } as const;

export type Quality = 'default' | 'color' | 'gray' | 'bitonal';
export type Format = 'jpg' | 'png' | 'webp';
export const FORMATS: readonly Format[] = ['jpg', 'png', 'webp'];
export const QUALITIES: readonly Quality[] = ['default', 'color', 'gray', 'bitonal'];

export interface ImagePlan {
  /** Region in source pixels, already clipped to the image. */
  region: { x: number; y: number; w: number; h: number };
  /** Output size before rotation. */
  size: { w: number; h: number };
  rotation: 0 | 90 | 180 | 270;
  mirror: boolean;
  quality: Quality;
  format: Format;
}

export class ImageRequestError extends Error {}

const fail = (message: string): never => {
  throw new ImageRequestError(message);
};

// At most 7 digits: no image has more pixels a side, and it keeps Number() exact and cheap.
const INT = '(\\d{1,7})';
const DEC = '(\\d{1,7}(?:\\.\\d{1,6})?)';

function parseRegion(text: string, width: number, height: number): ImagePlan['region'] {
  if (text === 'full') return { x: 0, y: 0, w: width, h: height };
  if (text === 'square') {
    const side = Math.min(width, height);
    return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), w: side, h: side };
  }
  let x: number;
  let y: number;
  let w: number;
  let h: number;
  const px = new RegExp(`^${INT},${INT},${INT},${INT}$`).exec(text);
  const pct = new RegExp(`^pct:${DEC},${DEC},${DEC},${DEC}$`).exec(text);
  if (px) [x, y, w, h] = px.slice(1).map(Number) as [number, number, number, number];
  else if (pct) {
    const [px0, py0, pw, ph] = pct.slice(1).map(Number) as [number, number, number, number];
    x = Math.round((px0 * width) / 100);
    y = Math.round((py0 * height) / 100);
    w = Math.round((pw * width) / 100);
    h = Math.round((ph * height) / 100);
  } else return fail(`region "${text}" is not full, square, x,y,w,h or pct:x,y,w,h`);
  if (w <= 0 || h <= 0) fail('the region has no width or height');
  if (x >= width || y >= height) fail('the region lies outside the image');
  // Partly outside: the spec asks for the part inside.
  return { x, y, w: Math.min(w, width - x), h: Math.min(h, height - y) };
}

function parseSize(text: string, region: ImagePlan['region']): ImagePlan['size'] {
  const upscale = text.startsWith('^');
  const body = upscale ? text.slice(1) : text;
  const { w: rw, h: rh } = region;
  const { maxWidth, maxHeight, maxArea } = IMAGE_LIMITS;
  let w: number;
  let h: number;
  const byW = new RegExp(`^${INT},$`).exec(body);
  const byH = new RegExp(`^,${INT}$`).exec(body);
  const byPct = new RegExp(`^pct:${DEC}$`).exec(body);
  const byWh = new RegExp(`^(!)?${INT},${INT}$`).exec(body);
  if (body === 'max') {
    // The largest size the limits allow, never above the region unless `^` asked for it.
    const scale = Math.min(
      maxWidth / rw,
      maxHeight / rh,
      Math.sqrt(maxArea / (rw * rh)),
      upscale ? Number.POSITIVE_INFINITY : 1,
    );
    w = Math.max(1, Math.floor(rw * scale));
    h = Math.max(1, Math.floor(rh * scale));
  } else if (byW) {
    w = Number(byW[1]);
    h = Math.round((rh * w) / rw);
  } else if (byH) {
    h = Number(byH[1]);
    w = Math.round((rw * h) / rh);
  } else if (byPct) {
    const n = Number(byPct[1]);
    if (n <= 0) fail('pct: size must be above 0');
    if (!upscale && n > 100) fail('pct: above 100 needs ^ (upscaling)');
    w = Math.round((rw * n) / 100);
    h = Math.round((rh * n) / 100);
  } else if (byWh) {
    const bw = Number(byWh[2]);
    const bh = Number(byWh[3]);
    // !w,h fits inside the box; without ^ it never grows past the region.
    const scale = byWh[1] ? Math.min(bw / rw, bh / rh, upscale ? Number.POSITIVE_INFINITY : 1) : 0;
    w = byWh[1] ? Math.round(rw * scale) : bw;
    h = byWh[1] ? Math.round(rh * scale) : bh;
  } else return fail(`size "${text}" is not max, w,, ,h, pct:n, w,h or !w,h (with an optional ^)`);
  if (w < 1 || h < 1) fail('the size comes to less than one pixel');
  if (!upscale && (w > rw || h > rh)) fail('the size is larger than the region: ask with ^ to upscale');
  if (w > maxWidth || h > maxHeight || w * h > maxArea)
    fail(`the size ${w}x${h} is over the limits (${maxWidth}x${maxHeight}, ${maxArea} pixels)`);
  return { w, h };
}

/** Reads one Image API request for an image of width x height (its pixels after orientation). */
export function parseImageRequest(
  parts: { region: string; size: string; rotation: string; qualityFormat: string },
  width: number,
  height: number,
): ImagePlan {
  const region = parseRegion(parts.region, width, height);
  const size = parseSize(parts.size, region);
  const rot = /^(!)?(0|90|180|270)$/.exec(parts.rotation);
  if (!rot) fail('rotation must be 0, 90, 180 or 270, optionally after ! (mirror)');
  const qf = /^(default|color|gray|bitonal)\.(jpg|png|webp)$/.exec(parts.qualityFormat);
  if (!qf) fail('quality.format must be default|color|gray|bitonal . jpg|png|webp');
  return {
    region,
    size,
    rotation: Number(rot?.[2]) as ImagePlan['rotation'],
    mirror: Boolean(rot?.[1]),
    quality: qf?.[1] as Quality,
    format: qf?.[2] as Format,
  };
}

/** One text per distinct output: equivalent requests (pct: and pixels, !w,h and w,h) share a cache entry. */
export const planKey = (p: ImagePlan) =>
  `${p.region.x},${p.region.y},${p.region.w},${p.region.h}/${p.size.w},${p.size.h}/${p.mirror ? '!' : ''}${p.rotation}/${p.quality}.${p.format}`;
