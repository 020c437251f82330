/**
 * The server-rendered document: the shell's built index.html with the page's head tags, the frame's
 * HTML inside #shell-root, and the page payload the browser starts from (state, API answers, the
 * versions the page was rendered with). String surgery on a file the build writes (minified by
 * HtmlRspackPlugin); `pageHtml` throws if a marker is missing, and the caller then falls back to
 * the client-rendered page.
 */
export interface PagePayload {
  /** Path and query the page was rendered for (the shell hydrates only on that URL). */
  url: string;
  /** The store as the server rendered it. */
  state: Record<string, unknown>;
  /** API answers the render used, keyed like SWR. */
  answers: Record<string, unknown>;
  /** The remotes (name, entry, version) the page was rendered with: the shell loads these. */
  remotes: unknown[];
  /** Remotes whose slot holds server HTML. */
  rendered: string[];
}

export const PAYLOAD_ID = 'oa-page';

/**
 * JSON inside <script type="application/json">: `<` (so neither `</script>` nor `<!--` can close or
 * change the element), and U+2028/U+2029 (line breaks to a JavaScript reader) escaped.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

export function pageHtml(input: {
  template: string;
  lang: string;
  headHtml: string;
  frameHtml: string;
  payload: PagePayload;
}): string {
  let html = replaceOnce(input.template, /<html[^>]*>/, `<html lang="${escapeAttr(input.lang)}">`, '<html>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, input.headHtml, '<title>');
  return replaceOnce(
    html,
    /<div id="shell-root">[\s\S]*?<\/div>/,
    `<div id="shell-root">${input.frameHtml}</div><script type="application/json" id="${PAYLOAD_ID}">${scriptJson(input.payload)}</script>`,
    '#shell-root',
  );
}
