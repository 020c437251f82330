import { COLOUR_SHADE_OFFSET } from './constants';

/**
 * Theme colours: the site options hold one primary colour; the dark and light shades are derived by
 * moving every RGB channel by the same offset (spec section 9), and text on a coloured section is
 * picked for WCAG contrast.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc', 'abc', '#aabbcc' or 'aabbcc' to RGB; undefined for anything else. */
export const parseHex = (hex: string): Rgb | undefined => {
  const m = HEX_COLOUR.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
};

const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
const hex2 = (v: number) => clamp(v).toString(16).padStart(2, '0');

export const toHex = ({ r, g, b }: Rgb): string => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** Moves every channel by `amount` (negative darkens), clamped to 0..255. */
export const shiftColour = (rgb: Rgb, amount: number): Rgb => ({
  r: clamp(rgb.r + amount),
  g: clamp(rgb.g + amount),
  b: clamp(rgb.b + amount),
});

export interface Shades {
  base: string;
  dark: string;
  light: string;
}

/** Base, dark and light shades of a primary colour; throws on a colour that is not hex. */
export const deriveShades = (hex: string, offset = COLOUR_SHADE_OFFSET): Shades => {
  const rgb = parseHex(hex);
  if (!rgb) throw new RangeError(`Not a hex colour: "${hex}"`);
  return { base: toHex(rgb), dark: toHex(shiftColour(rgb, -offset)), light: toHex(shiftColour(rgb, offset)) };
};

/** WCAG 2.x relative luminance. */
export const relativeLuminance = ({ r, g, b }: Rgb): number => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG contrast ratio between two hex colours, 1..21. */
export const contrastRatio = (a: string, b: string): number => {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) throw new RangeError(`Not a hex colour: "${ca ? b : a}"`);
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Black or white text, whichever contrasts more with the background. */
export const readableTextColour = (background: string): '#000000' | '#ffffff' =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';

/** Whether text and background meet WCAG AA (4.5:1 normal text, 3:1 large text). */
export const meetsAA = (text: string, background: string, largeText = false): boolean =>
  contrastRatio(text, background) >= (largeText ? 3 : 4.5);

/** The theme's primary colour when the site options name none (the shell's theme uses the same). */
export const DEFAULT_PRIMARY_COLOUR = '#1d4f91';

/**
 * Issue 25: the colours the site really uses for the options' primary, dark and light (empty or
 * unreadable ones fall back as the shell's theme does), so Settings shows them instead of black.
 */
export function effectiveThemeColours(colors: {
  primary?: unknown;
  dark?: unknown;
  light?: unknown;
}): Shades {
  const valid = (c: unknown) => (typeof c === 'string' && parseHex(c) ? toHex(parseHex(c)!) : undefined);
  const shades = deriveShades(valid(colors.primary) ?? DEFAULT_PRIMARY_COLOUR);
  return {
    base: shades.base,
    dark: valid(colors.dark) ?? shades.dark,
    light: valid(colors.light) ?? shades.light,
  };
}
