import { CATALOGUE_MEDIA_PATH } from './catalogue-media-path';

/**
 * Responsive copies of an image the site stores itself (the catalogue's media folder or uploads),
 * through the gateway's IIIF Image API: `/iiif/image/{identifier}/full/{width},/0/default.webp`,
 * the identifier being the path with `/` written as `~` (gateway iiif/image-source.ts holds the
 * rule and every check). Pages use it for `srcset`, so a phone downloads a phone-sized picture.
 * Other URLs (external images) have no derivatives: undefined.
 */
export const IIIF_IMAGE_PREFIX = '/iiif/image';
const UPLOADS_PREFIX = '/files/';
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,160}$/;
const IMAGE_EXT = /\.(png|jpe?g|webp|gif|avif|tiff?)$/i;

export function iiifIdentifierOf(url: string | undefined): string | undefined {
  if (!url || !IMAGE_EXT.test(url) || /[?#]/.test(url)) return undefined;
  let kind: string;
  let rest: string;
  if (url.startsWith(`${CATALOGUE_MEDIA_PATH}/`)) {
    kind = 'media';
    rest = url.slice(CATALOGUE_MEDIA_PATH.length + 1);
  } else if (url.startsWith(UPLOADS_PREFIX)) {
    kind = 'files';
    rest = url.slice(UPLOADS_PREFIX.length);
  } else return undefined;
  const segments = rest.split('/');
  if (!segments.every((s) => SEGMENT.test(s)) || (kind === 'media' && segments.length !== 1))
    return undefined;
  return [kind, ...segments].join('~');
}

/** The URL of a copy `width` pixels wide (never wider than the source: the API does not upscale). */
export const iiifSizedUrl = (identifier: string, width: number) =>
  `${IIIF_IMAGE_PREFIX}/${identifier}/full/${Math.round(width)},/0/default.webp`;

/**
 * A `srcset` of the widths that fit the source (plus the source's own width when it is smaller
 * than the largest step), or undefined when the URL has no derivatives or the width is unknown.
 */
export function iiifSrcSet(
  url: string | undefined,
  sourceWidth: number | undefined,
  steps: readonly number[] = [480, 800, 1200, 1600, 2000],
): { srcSet: string; src: string } | undefined {
  const id = iiifIdentifierOf(url);
  if (!id || !sourceWidth || sourceWidth < 1) return undefined;
  const widths = steps.filter((w) => w < sourceWidth);
  if (widths.length < steps.length) widths.push(sourceWidth);
  const chosen = widths.length ? widths : [sourceWidth];
  return {
    srcSet: chosen.map((w) => `${iiifSizedUrl(id, w)} ${w}w`).join(', '),
    src: iiifSizedUrl(id, chosen[Math.min(1, chosen.length - 1)] as number),
  };
}

/**
 * `src` and `srcSet` for an `<img>`: copies of `source` (the original) through the IIIF Image API
 * when the site holds it and its width is known, else `fallback` (a fixed-size copy) as it is.
 */
export function iiifImageProps(
  source: string | undefined,
  sourceWidth: number | undefined,
  fallback: string,
  steps?: readonly number[],
): { src: string; srcSet?: string } {
  return iiifSrcSet(source, sourceWidth, steps) ?? { src: fallback };
}
