import {
  DEFAULT_PRIMARY_COLOUR,
  deriveShades,
  meetsAA,
  readableTextColour,
} from '@archive/contracts/colours';
import { FONT_WEIGHTS } from '@archive/contracts/constants';
import type { SiteOptions } from '@archive/ui';

/**
 * Theme from the site options: the primary colour with its dark and light shades (offset 60,
 * spec section 9) and a readable text colour as CSS variables, the editors' custom CSS, and a
 * custom font in weights 200, 400, 500 and 600. Dark mode is a class on <html>.
 */
// One default with Settings' colour pickers, which show it when the option is empty (issue 25).
const DEFAULT_PRIMARY = DEFAULT_PRIMARY_COLOUR;

/** Page and surface backgrounds of shell.css, light and dark (links must read on both). */
export const PAGE_BACKGROUNDS = {
  light: ['#ffffff', '#f3f4f6'],
  dark: ['#121417', '#1e2227'],
} as const;

/** The first candidate readable at AA on every background, else the plain text colour. */
const readableOn = (candidates: string[], backgrounds: readonly string[], fallback: string) =>
  candidates.find((c) => backgrounds.every((b) => meetsAA(c, b))) ?? fallback;

export function themeVariables(options: SiteOptions): Record<string, string> {
  const colors = options.colors ?? {};
  let shades: ReturnType<typeof deriveShades>;
  try {
    shades = deriveShades(colors.primary || DEFAULT_PRIMARY);
  } catch {
    shades = deriveShades(DEFAULT_PRIMARY);
  }
  const dark = colors.dark || shades.dark;
  const light = colors.light || shades.light;
  return {
    '--primary': shades.base,
    '--primary-dark': dark,
    '--primary-light': light,
    '--on-primary': readableTextColour(shades.base),
    '--on-primary-dark': readableTextColour(dark),
    '--on-primary-light': readableTextColour(light),
    // A pale primary cannot colour links on white, a deep one cannot on the dark page.
    '--link': readableOn([shades.base, dark], PAGE_BACKGROUNDS.light, '#1a1a1a'),
    '--link-dark-mode': readableOn([light, shades.base], PAGE_BACKGROUNDS.dark, '#eceff3'),
  };
}

const styleElement = (id: string): HTMLStyleElement => {
  let el = document.getElementById(id) as HTMLStyleElement | null;
  if (!el) {
    el = document.createElement('style');
    el.id = id;
    document.head.append(el);
  }
  return el;
};

export function fontFaceCss(customfont: SiteOptions['customfont']): string {
  const family = typeof customfont === 'string' ? customfont : (customfont?.family ?? '');
  const url = typeof customfont === 'object' ? customfont?.url : undefined;
  if (!family || /[;{}<>"]/.test(family)) return '';
  if (/^https?:\/\//.test(family)) return `@import url("${family}");`;
  const faces = url
    ? FONT_WEIGHTS.map(
        (w) => `@font-face{font-family:"${family}";font-weight:${w};font-display:swap;src:url("${url}")}`,
      ).join('')
    : '';
  // The manager's font replaces the site's own type everywhere: text and headings alike.
  return `${faces}:root{--font-family:"${family}",system-ui,sans-serif;--font-heading:"${family}",system-ui,sans-serif}`;
}

export function applyTheme(options: SiteOptions): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(options))) root.style.setProperty(name, value);
  styleElement('oa-custom-font').textContent = fontFaceCss(options.customfont);
  // Custom CSS comes last so editors can override the theme.
  styleElement('oa-custom-css').textContent = typeof options.customcss === 'string' ? options.customcss : '';
}

export function applyDarkMode(on: boolean): void {
  document.documentElement.classList.toggle('dark', on);
}
