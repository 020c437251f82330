import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ByFileTime } from './file-times';

/**
 * The styles a server-rendered page carries in its <head>: the shell's and those of the remote
 * that drew the content. In the browser both arrive with their JavaScript chunks; a page drawn by
 * the server would show unstyled and then jump when they came (measured: CLS 0.5-1.2 before), and
 * linked stylesheets would block the first paint for two more round trips on a slow phone (LCP).
 * So the CSS goes inline (the CSP allows inline styles), its relative url()s made absolute; when
 * the chunks later bring the same files, nothing changes on screen. Read once per folder and mtime.
 */
const inlined = new ByFileTime<string>();

/**
 * Stylesheets of chunks named `browser-only-*` (a remote's `browserOnly` build option,
 * scripts/rspack/mf-options.ts): parts the server never draws (mf-catalogue's Leaflet map), whose
 * CSS arrives with their chunk in the browser. Left out of the inline CSS: on a record page
 * Leaflet's 12.7 KB were 16% of the HTML, compressed on every cache miss and sent on every first
 * visit.
 */
const BROWSER_ONLY = 'browser-only-';

const absoluteUrls = (css: string, base: string) =>
  css.replace(
    /url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi,
    (_m, quote: string, ref: string) => {
      return `url(${quote}${base}${ref}${quote})`;
    },
  );

/** The stylesheets at the top of a build folder that go inline (browser-only chunks' aside). */
const cssFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.css') && !name.startsWith(BROWSER_ONLY))
    .sort();

function inlineCss(dir: string, urlBase: string, names?: string[]): string {
  return inlined.get(`${dir}|${urlBase}|${names?.join(',') ?? '*'}`, dir, () =>
    (names ?? cssFiles(dir))
      .map((name) => absoluteUrls(readFileSync(path.join(dir, name), 'utf8'), urlBase))
      .join('\n')
      // Nothing in a stylesheet may close the element it is inlined in.
      .replace(/<\/style/gi, '<\\/style'),
  );
}

interface Manifest {
  exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
}
/** A release's mf-manifest.json, parsed once per file time (a home drew ~6 exposed modules a page). */
const manifests = new ByFileTime<Manifest>(64);

function releaseManifest(dir: string): Manifest {
  const file = path.join(dir, 'mf-manifest.json');
  return manifests.get(file, file, () => JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

/** The CSS files an exposed module loads with its code, from the release's mf-manifest.json. */
function exposedCssFiles(dir: string, module: string): string[] {
  const manifest = releaseManifest(dir);
  const files = manifest.exposes?.find((e) => e.name === module)?.assets?.css?.sync ?? [];
  // Names from the release's own manifest; still, nothing outside its folder.
  return files.filter((f) => /^[\w.-]+\.css$/.test(f));
}

/**
 * One `<style>` per release with the stylesheets of the exposed modules a page drew from it (the
 * home's catalogue sections: mf-catalogue's stylesheet, without the search pages' own), or ''.
 */
export function inlineExposedStyles(parts: { dir: string; urlBase: string; module: string }[]): string {
  const byRelease = new Map<string, { dir: string; urlBase: string; files: Set<string> }>();
  for (const { dir, urlBase, module } of parts) {
    const release = byRelease.get(dir) ?? { dir, urlBase, files: new Set<string>() };
    try {
      for (const file of exposedCssFiles(dir, module)) release.files.add(file);
    } catch {
      continue; // a release without a manifest: its chunks bring the styles
    }
    byRelease.set(dir, release);
  }
  return [...byRelease.values()]
    .filter((r) => r.files.size > 0)
    .map(({ dir, urlBase, files }) => {
      const base = urlBase.endsWith('/') ? urlBase : `${urlBase}/`;
      return `<style data-from="${base}">${inlineCss(dir, base, [...files].sort())}</style>`;
    })
    .join('');
}

/**
 * One `<style>` with the CSS files at the top of `dir` (served under `urlBase`), or ''.
 *
 * With `container` (the build's name: `shell`, or a remote's `mf_catalogue`): after it, one `<link
 * rel="stylesheet" data-rspack="shell:chunk-277">` without an address per inlined chunk stylesheet
 * named by its chunk id (`277.<hash>.css`; a named chunk's file does not give its id and is left
 * to load as before),
 * the mark rspack's CSS loader looks for before adding a chunk's stylesheet: finding it, the loader
 * counts the chunk's CSS as loaded, and the browser neither downloads the file again nor adds its
 * rules a second time. A second copy of the shell's `@font-face` rules made new font faces whose
 * `font-display: optional` wait started afresh with the file already in memory: on a loaded phone,
 * where the text face missed the first paint, the shell's start then swapped it in and the home's
 * hero lead re-wrapped from three lines to two, moving the hero 28 px (CLS 0.021 in 3 of 5
 * Lighthouse runs at load 4-9, issue 26). A link without `href` loads nothing and blocks nothing.
 */
export function inlineStyles(dir: string, urlBase: string, container?: string): string {
  const base = urlBase.endsWith('/') ? urlBase : `${urlBase}/`;
  // The same string each time, not a new one joined per page: the page keeps its UTF-8 bytes by
  // the text (page-html.ts), and a string V8 has seen keeps its hash.
  return styleElements.get(`${dir}|${base}|${container ?? ''}`, dir, () => {
    const css = inlineCss(dir, base);
    if (!css) return '';
    return `<style data-from="${base}">${css}</style>${container ? loadedMarks(dir, container) : ''}`;
  });
}

const styleElements = new ByFileTime<string>();

const marks = new ByFileTime<string>();

/** The loader's marks for the chunk stylesheets of `dir` (above), read once per folder and mtime. */
function loadedMarks(dir: string, container: string): string {
  if (!/^[\w-]+$/.test(container)) return '';
  return marks.get(`${dir}|${container}`, dir, () =>
    cssFiles(dir)
      .map((name) => /^(\d+)\.[0-9a-f]+\.css$/.exec(name)?.[1])
      .filter((id): id is string => Boolean(id))
      .map((id) => `<link rel="stylesheet" data-rspack="${container}:chunk-${id}">`)
      .join(''),
  );
}
