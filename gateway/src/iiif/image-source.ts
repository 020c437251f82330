import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { CATALOGUE_MEDIA_PATH } from '@archive/contracts/catalogue-api';
import sharp from 'sharp';
import { FILES_PREFIX } from '../files/local-store';

/**
 * Which images the Image API serves: only files the site stores itself, the demo catalogue's media
 * folder and local uploads (DATA_DIR/uploads). An identifier names one of them in a single URL
 * segment, `/` written as `~`: `media~demo-01-large.png`, `files~museo~it~2024~ab12-foto.jpg`.
 * Each segment is a plain file name (no dot-dot, no leading dot), and the resolved path must stay
 * inside its root after symlinks, so no identifier reaches any other file.
 */
export interface ImageRoots {
  media: string;
  /** Absent when uploads live in cloud storage: those are not served through the Image API. */
  uploads?: string | undefined;
  /** Draws a demo picture on first request when the catalogue names it (catalogue/demo/). */
  drawDemo?: ((file: string) => Promise<boolean>) | undefined;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,160}$/;
const IMAGE_EXT = /\.(png|jpe?g|webp|gif|avif|tiff?)$/i;
const MAX_SEGMENTS = 8;

/** Sources above this many pixels are refused (sharp's limitInputPixels): decoding is bounded. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The identifier of an image URL the site stores (relative, as records and uploads carry them). */
export function identifierFor(url: string | undefined, roots: ImageRoots): string | undefined {
  if (!url || !IMAGE_EXT.test(url) || url.includes('?') || url.includes('#')) return undefined;
  let kind: 'media' | 'files';
  let rest: string;
  if (url.startsWith(`${CATALOGUE_MEDIA_PATH}/`)) {
    kind = 'media';
    rest = url.slice(CATALOGUE_MEDIA_PATH.length + 1);
  } else if (roots.uploads && url.startsWith(FILES_PREFIX)) {
    kind = 'files';
    rest = url.slice(FILES_PREFIX.length);
  } else return undefined;
  const segments = rest.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return undefined;
  if (kind === 'media' && segments.length !== 1) return undefined;
  return [kind, ...segments].join('~');
}

/** The file an identifier names, or undefined (unknown scheme, bad segment, outside its root). */
export async function fileFor(identifier: string, roots: ImageRoots): Promise<string | undefined> {
  const [kind, ...segments] = identifier.split('~');
  const root = kind === 'media' ? roots.media : kind === 'files' ? roots.uploads : undefined;
  if (!root || !segments.length || segments.length > MAX_SEGMENTS) return undefined;
  if (!segments.every((s) => SEGMENT.test(s)) || !IMAGE_EXT.test(segments.at(-1) ?? '')) return undefined;
  if (kind === 'media' && segments.length !== 1) return undefined;
  // A demo picture not drawn yet is drawn now (catalogue/demo/images.ts), so the viewer can zoom it.
  if (kind === 'media' && roots.drawDemo) await roots.drawDemo(segments[0] as string).catch(() => false);
  try {
    const [realRoot, file] = await Promise.all([realpath(root), realpath(join(root, ...segments))]);
    return file.startsWith(realRoot + sep) ? file : undefined;
  } catch {
    return undefined;
  }
}

export interface SourceInfo {
  file: string;
  /** Pixels as shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** Changes whenever the file does: part of every cache key. */
  version: string;
}

// Header reads are cheap but manifests list many images: remember them while the file is unchanged.
const known = new Map<string, SourceInfo>();
const KNOWN_MAX = 5000;

/** Size and version of a source image (sharp reads the header only); undefined when unreadable. */
export async function sourceInfo(file: string): Promise<SourceInfo | undefined> {
  try {
    const st = await stat(file);
    const version = `${st.size}-${Math.floor(st.mtimeMs)}`;
    const cached = known.get(file);
    if (cached?.version === version) return cached;
    const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) return undefined;
    // Orientations 5-8 turn the picture a quarter: what viewers see has the sides swapped.
    const turned = (meta.orientation ?? 1) >= 5;
    const info = {
      file,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      version,
    };
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
    known.set(file, info);
    return info;
  } catch {
    return undefined;
  }
}
