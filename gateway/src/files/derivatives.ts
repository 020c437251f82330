import sharp, { type Metadata } from 'sharp';

/**
 * What an uploaded image becomes, once, at upload: the original without camera metadata (EXIF,
 * GPS position, XMP, IPTC: a phone photo tells where it was taken and with what) unless the
 * manager keeps it, and three display sizes. The picture is turned upright first (EXIF
 * orientation), since the tag that said how to turn it goes with the rest; the colour profile is
 * kept, so colours stay as shot.
 */
export const DERIVATIVE_SIZES = { thumbnail: 300, medium: 800, large: 1600 } as const;
export type DerivativeSize = keyof typeof DERIVATIVE_SIZES;

/** Uploads above this many pixels are refused: a small file can unpack into gigabytes. */
export const UPLOAD_MAX_PIXELS = 100_000_000;

export class ImageTooLargeError extends Error {}
export class ImageUnreadableError extends Error {}

export interface PreparedImage {
  /** The bytes to store as the original (stripped, or the upload untouched when kept). */
  original: Buffer;
  width: number;
  height: number;
  derivatives: Record<DerivativeSize, { content: Buffer; ext: 'jpg' | 'png'; mime: string }>;
}

const input = (content: Buffer) => sharp(content, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' });

/** Re-encodes in the upload's own format (so its extension stays true), without metadata (sharp's default). */
function stripped(content: Buffer, format: string | undefined): Promise<Buffer> {
  const img = input(content).autoOrient().keepIccProfile();
  switch (format) {
    case 'jpeg':
      return img.jpeg({ quality: 92 }).toBuffer();
    case 'png':
      return img.png().toBuffer();
    case 'webp':
      return img.webp({ quality: 92 }).toBuffer();
    case 'heif':
      return img.avif({ quality: 70 }).toBuffer();
    default:
      // GIF (the only other accepted image) carries no camera metadata and may be animated.
      return Promise.resolve(content);
  }
}

export async function prepareImage(
  content: Buffer,
  options: { keepMetadata: boolean },
): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    meta = await input(content).metadata();
  } catch (err) {
    throw new ImageUnreadableError(String(err));
  }
  if (!meta.width || !meta.height) throw new ImageUnreadableError('no size');
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS)
    throw new ImageTooLargeError(`${meta.width}x${meta.height}`);
  const turned = (meta.orientation ?? 1) >= 5;
  try {
    const original = options.keepMetadata ? content : await stripped(content, meta.format);
    const alpha = Boolean(meta.hasAlpha);
    const derivatives = {} as PreparedImage['derivatives'];
    for (const [name, side] of Object.entries(DERIVATIVE_SIZES) as [DerivativeSize, number][]) {
      const img = input(content)
        .autoOrient()
        .keepIccProfile()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true });
      derivatives[name] = alpha
        ? { content: await img.png().toBuffer(), ext: 'png', mime: 'image/png' }
        : { content: await img.jpeg({ quality: 85 }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
    }
    return {
      original,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      derivatives,
    };
  } catch (err) {
    throw new ImageUnreadableError(String(err));
  }
}

/** `a/b/1234-name.jpg` + `thumbnail`, `jpg` -> `a/b/1234-name-thumbnail.jpg`. */
export const derivativePath = (path: string, size: DerivativeSize, ext: string) =>
  `${path.replace(/\.[^./]+$/, '')}-${size}.${ext}`;
