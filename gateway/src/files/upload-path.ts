import { randomBytes } from 'node:crypto';

/**
 * Where an upload goes: {site}/{locale}/{yyyy}/{random}-{name}.{ext}. The name keeps only safe
 * characters of the original (for humans); the extension comes from the sniffed type, never from
 * the client.
 */
export function uploadPath(
  site: string,
  locale: string,
  originalName: string,
  ext: string,
  now = new Date(),
): string {
  const base = originalName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  const random = randomBytes(8).toString('hex');
  return `${site}/${locale}/${now.getUTCFullYear()}/${random}${base ? `-${base}` : ''}.${ext}`;
}
