import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The styles a server-rendered page carries in its <head>: the shell's and those of the remote
 * that drew the content. In the browser both arrive with their JavaScript chunks; a page drawn by
 * the server would show unstyled and then jump when they came (measured: CLS 0.5-1.2 before), and
 * linked stylesheets would block the first paint for two more round trips on a slow phone (LCP).
 * So the CSS goes inline (the CSP allows inline styles), its relative url()s made absolute; when
 * the chunks later bring the same files, nothing changes on screen. Read once per folder and mtime.
 */
const cached = new Map<string, { mtimeMs: number; css: string }>();

const absoluteUrls = (css: string, base: string) =>
  css.replace(
    /url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi,
    (_m, quote: string, ref: string) => {
      return `url(${quote}${base}${ref}${quote})`;
    },
  );

function inlineCss(dir: string, urlBase: string): string {
  const { mtimeMs } = statSync(dir);
  const key = `${dir}|${urlBase}`;
  const known = cached.get(key);
  if (known?.mtimeMs === mtimeMs) return known.css;
  const css = readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => absoluteUrls(readFileSync(path.join(dir, name), 'utf8'), urlBase))
    .join('\n')
    // Nothing in a stylesheet may close the element it is inlined in.
    .replace(/<\/style/gi, '<\\/style');
  cached.set(key, { mtimeMs, css });
  return css;
}

/** One `<style>` with the CSS files at the top of `dir` (served under `urlBase`), or ''. */
export function inlineStyles(dir: string, urlBase: string): string {
  const base = urlBase.endsWith('/') ? urlBase : `${urlBase}/`;
  const css = inlineCss(dir, base);
  return css ? `<style data-from="${base}">${css}</style>` : '';
}
