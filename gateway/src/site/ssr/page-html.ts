/**
 * The server-rendered document: the shell's built index.html with the page's head tags, the frame's
 * HTML inside #shell-root, and the page payload the browser starts from (state, API answers, the
 * versions the page was rendered with). String surgery on a file the build writes (minified by
 * HtmlRspackPlugin); `pageDocument` throws if a marker is missing, and the caller then falls back to
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

/** The built index.html cut where a page puts its own parts, each piece already UTF-8. */
interface TemplatePieces {
  /** Up to the <html> tag. */
  start: Buffer;
  /** After the <html> tag, up to <title>. */
  beforeHead: Buffer;
  /** After </title>, up to #shell-root. */
  beforeRoot: Buffer;
  /** After #shell-root's closing tag. */
  end: Buffer;
}

const ROOT_OPEN = Buffer.from('<div id="shell-root">');
const PAYLOAD_OPEN = Buffer.from(`</div><script type="application/json" id="${PAYLOAD_ID}">`);
const PAYLOAD_CLOSE = Buffer.from('</script>');

/**
 * `make` of a text, kept by that text and started over past `size` entries: for the few long texts
 * that come back page after page (a release's template and inline styles), which come and go with
 * builds, so a handful of entries is all a gateway ever needs.
 */
function keptByText<T>(size: number, make: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let value = kept.get(text);
    if (value === undefined) {
      value = make(text);
      if (kept.size >= size) kept.clear();
      kept.set(text, value);
    }
    return value;
  };
}

/** The template cut in its encoded pieces (a template changes with a build of the shell). */
const cutTemplate = keptByText(4, (template): TemplatePieces => {
  const find = (pattern: RegExp, from: number, what: string) => {
    pattern.lastIndex = from;
    const found = pattern.exec(template);
    if (!found) throw new Error(`index.html has no ${what}`);
    return { at: found.index, after: found.index + found[0].length };
  };
  const html = find(/<html[^>]*>/g, 0, '<html>');
  const title = find(/<title>[^<]*<\/title>/g, html.after, '<title>');
  const root = find(/<div id="shell-root">[\s\S]*?<\/div>/g, title.after, '#shell-root');
  return {
    start: Buffer.from(template.slice(0, html.at)),
    beforeHead: Buffer.from(template.slice(html.after, title.at)),
    beforeRoot: Buffer.from(template.slice(title.after, root.at)),
    end: Buffer.from(template.slice(root.after)),
  };
});

/**
 * The UTF-8 bytes of the inline stylesheets of a release, encoded once: keyed by the text, so a
 * release's styles take one entry however they are asked for.
 */
const repeatedBytes = keptByText(32, (text) => Buffer.from(text));

/**
 * The document as UTF-8 bytes, put together from pieces already encoded where they repeat (the
 * template, the inline styles) and the page's own parts encoded once each. Joined as one string
 * first, the page (~65 K characters, two bytes each as soon as one part holds a character beyond
 * Latin-1: ~130 KB, past V8's largest ordinary object) was copied whole into a new string before it
 * could be encoded: 0.4-0.5 ms of every uncached page by itself, and an uncached record page in
 * process took 6.0-7.3 ms against 5.2-5.4 now (issue 22, bench/README.md).
 */
export function pageDocument(input: {
  template: string;
  lang: string;
  /** The page's own head tags (title, description, links, JSON-LD). */
  headHtml: string;
  /** Head parts the same on every page of a release (inline styles, font preloads). */
  styles: string[];
  frameHtml: string;
  payload: PagePayload;
}): Buffer {
  const pieces = cutTemplate(input.template);
  const parts: Buffer[] = [
    pieces.start,
    Buffer.from(`<html lang="${escapeAttr(input.lang)}">`),
    pieces.beforeHead,
    Buffer.from(input.headHtml),
    ...input.styles.filter((text) => text.length > 0).map(repeatedBytes),
    pieces.beforeRoot,
    ROOT_OPEN,
    Buffer.from(input.frameHtml),
    PAYLOAD_OPEN,
    Buffer.from(scriptJson(input.payload)),
    PAYLOAD_CLOSE,
    pieces.end,
  ];
  return Buffer.concat(parts);
}
