/**
 * A cookie value as written; a value that is not valid percent-encoding (another script or an
 * old version wrote it raw) is answered as is, so one odd cookie cannot break every caller.
 */
const decode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * Small cookie helpers for the browser (document.cookie). Over https the gateway names its
 * cookies `__Host-<name>` (only the site itself can set them); `readCookie('oa_csrf')` finds that
 * one first, then the bare name used over plain http.
 */
export function readCookie(name: string, header?: string): string | undefined {
  // The page's cookies, or a request's Cookie header (a server render: ssr/current-url.ts).
  const source = header ?? (typeof document === 'undefined' ? undefined : document.cookie);
  if (source === undefined) return undefined;
  const found = new Map<string, string>();
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    if ((key === name || key === `__Host-${name}`) && !found.has(key))
      found.set(key, part.slice(eq + 1).trim());
  }
  const raw = found.get(`__Host-${name}`) ?? found.get(name);
  return raw === undefined ? undefined : decode(raw);
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  expires?: Date;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: plain cookies are the point (no Cookie Store API in every browser)
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
