/**
 * The one rule for links an editor sets (menus, footer, header, sponsor, login screen, HTML text):
 * a site path or an absolute http(s) URL. Browsers forgive a lot in an href: `//host` and `/\host`
 * are other sites, tabs and newlines are dropped (`/<TAB>/host` is `//host`), backslashes count as
 * slashes. So a site path is a slash followed by anything but a slash or backslash, with no
 * backslash, blank or control character anywhere; an external URL is `http(s)://` and a host.
 *
 * No zod here: the shell draws links with these checks (browser-safe.test.ts).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029\ufeff]/;

/** `/`, `/chi-siamo`, `/cerca?tags=roma#x`; never `//host`, `/\host`, `/ /x` or anything with `\`. */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && value[1] !== '/' && !UNSAFE_CHARACTERS.test(value);

const CHECKED_URLS_MAX = 512;
const checkedUrls = new Map<string, boolean>();

/** `http://` or `https://` followed by a host, nothing a browser would read differently. */
export const isExternalHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\/[^/?#]/i.test(value) || UNSAFE_CHARACTERS.test(value)) return false;
  const known = checkedUrls.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    valid = new URL(value).hostname !== '';
  } catch {
    valid = false;
  }
  // A page draws the same header, footer and menu links each time (URL parsing was ~0.7% of a
  // drawn record page); bounded, so forged links cannot grow it.
  if (checkedUrls.size >= CHECKED_URLS_MAX) checkedUrls.clear();
  checkedUrls.set(value, valid);
  return valid;
};

/** A site path or an absolute http(s) URL: links, images, the sponsor, the back-office address. */
export const isSafeLink = (value: string): boolean => isSitePath(value) || isExternalHttpUrl(value);

/** `mailto:` and `tel:` links (contacts, menus, HTML text): no blanks or control characters. */
export const isMailOrTel = (value: string): boolean =>
  /^(mailto|tel):[^/\\]/i.test(value) && !UNSAFE_CHARACTERS.test(value);

/** An in-page anchor (`#section-2`) of HTML text. */
export const isFragment = (value: string): boolean =>
  /^#[^#]*$/.test(value) && !UNSAFE_CHARACTERS.test(value);

/** The href to draw for a stored link, or undefined when it breaks the rule (old or forged data). */
export const safeLinkHref = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return isSafeLink(trimmed) ? trimmed : undefined;
};
