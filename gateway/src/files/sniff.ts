import { fileTypeFromBuffer } from 'file-type';

/**
 * Accepted uploads, judged by content (magic bytes via file-type), never by name or the browser's
 * declared type. Only formats browsers display or play; SVG is refused because it can carry script.
 */
export const ACCEPTED = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'audio/mpeg': { kind: 'audio', ext: 'mp3' },
  'audio/ogg': { kind: 'audio', ext: 'ogg' },
  'audio/wav': { kind: 'audio', ext: 'wav' },
  'audio/flac': { kind: 'audio', ext: 'flac' },
  'audio/mp4': { kind: 'audio', ext: 'm4a' },
  'audio/x-m4a': { kind: 'audio', ext: 'm4a' },
  'audio/aac': { kind: 'audio', ext: 'aac' },
} as const satisfies Record<string, { kind: 'image' | 'audio'; ext: string }>;

export type AcceptedMime = keyof typeof ACCEPTED;

/** Content type served for each stored extension (the gateway chose the extension itself). */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
};

export async function sniff(
  buffer: Buffer,
): Promise<{ mime: AcceptedMime; kind: 'image' | 'audio'; ext: string } | undefined> {
  const found = await fileTypeFromBuffer(buffer);
  if (!found || !Object.hasOwn(ACCEPTED, found.mime)) return undefined;
  const mime = found.mime as AcceptedMime;
  return { mime, ...ACCEPTED[mime] };
}
