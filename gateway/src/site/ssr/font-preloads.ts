import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileTime } from './file-times';

/**
 * `<link rel="preload">` for the two faces every page shows on its first screen: the headings'
 * (Source Serif 4, 600) and the text's (Source Sans 3, 400), basic Latin only, read from the
 * shell's own stylesheet (shell/src/styles/fonts.css; the file names carry the build's hash). The
 * stylesheet is inline, so without a preload the browser finds the fonts only once it lays the page
 * out; with it they arrive with the first requests and swap in before the visitor reads (the
 * fallbacks are metric-matched, so a late font moves little either way). The text's face stays
 * preloaded although it competes with the home's hero picture for a phone's bandwidth: without it
 * (tried for issue 26) the hero's lead paragraph re-wrapped when the face arrived after the first
 * paint and moved the picture below it (CLS 0.020 in four Lighthouse runs of four). None when the site has a
 * custom font (those faces are then not used) or the shell has none of them.
 */
const PRELOADED = [
  { family: 'Source Serif 4', weight: '600' },
  { family: 'Source Sans 3', weight: '400' },
];
// As written (U+0000-00FF) or as the minifier shortens it (U+??, U+0-FF).
const BASIC_LATIN = /unicode-range:\s*U\+(0000-00FF|0-FF|\?\?)[,;}\s]/i;

const cached = new Map<string, { mtimeMs: number; links: string }>();

export function fontPreloads(dir: string, urlBase: string, customFont: unknown): string {
  if (customFont && (typeof customFont === 'string' || (customFont as { family?: unknown }).family))
    return '';
  const mtimeMs = fileTime(dir);
  if (mtimeMs === undefined) return '';
  const key = `${dir}|${urlBase}`;
  const known = cached.get(key);
  if (known?.mtimeMs === mtimeMs) return known.links;
  const css = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
  const base = urlBase.endsWith('/') ? urlBase : `${urlBase}/`;
  const hrefs: string[] = [];
  for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const wanted = PRELOADED.some(
      (p) =>
        new RegExp(`font-family:\\s*["']?${p.family}["']?\\s*;`).test(face) &&
        new RegExp(`font-weight:\\s*${p.weight}\\s*;`).test(face),
    );
    if (!wanted || !BASIC_LATIN.test(face)) continue;
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(face)?.[1];
    // Only the stylesheet's own relative files: nothing it names elsewhere is preloaded.
    if (!url || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) continue;
    const href = url.startsWith('/') ? url : `${base}${url.replace(/^\.\//, '')}`;
    if (/^[\w/.~-]+$/.test(href)) hrefs.push(href);
  }
  const links = [...new Set(hrefs)]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  cached.set(key, { mtimeMs, links });
  return links;
}
