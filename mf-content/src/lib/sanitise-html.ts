/**
 * A small allow-list HTML sanitiser for editor-written text (text blocks, path steps). The input is
 * parsed into an inert document (DOMParser: no script runs, no image loads) and rebuilt from the
 * allowed tags and attributes only, so anything the list does not name never reaches the page.
 * Editors are trusted staff, but their text may be pasted from anywhere: this is defence in depth,
 * the gateway stores what they send.
 */

/** Tags kept as they are. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'span',
  'div',
  'a',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'q',
  'cite',
  'figure',
  'figcaption',
  'img',
  'code',
  'pre',
  'abbr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);

/** Tags dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
  'portal',
]);

/** Attributes kept per tag ('*' for every allowed tag). */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['title', 'lang', 'dir'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
  abbr: ['title'],
};

const URL_ATTRIBUTES = new Set(['href', 'src']);

/**
 * Links and images may point to http(s), mailto: and tel: URLs or site-relative paths. Control
 * characters and blanks are removed before the scheme test, because browsers ignore them
 * ("java\tscript:" still runs).
 */
export function isSafeUrl(value: string, attribute: 'href' | 'src' = 'href'): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return !compact.startsWith('//') || attribute === 'src';
  if (scheme === 'http' || scheme === 'https') return true;
  return attribute === 'href' && (scheme === 'mailto' || scheme === 'tel');
}

function copyAllowed(source: Element, target: Element, tag: string) {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  for (const { name, value } of Array.from(source.attributes)) {
    const attr = name.toLowerCase();
    if (!allowed.has(attr)) continue;
    if (URL_ATTRIBUTES.has(attr) && !isSafeUrl(value, attr as 'href' | 'src')) continue;
    if (attr === 'target' && value !== '_blank') continue;
    target.setAttribute(attr, value);
  }
  if (tag === 'a' && target.getAttribute('target') === '_blank')
    target.setAttribute('rel', 'noopener noreferrer');
  if (tag === 'img') {
    if (!target.hasAttribute('src')) return false;
    if (!target.hasAttribute('alt')) target.setAttribute('alt', '');
    target.setAttribute('loading', 'lazy');
  }
  return true;
}

function cleanChildren(source: Node, target: Node, doc: Document) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    let tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    // The page owns its one h1: an editor's h1 becomes a section heading.
    if (tag === 'h1') tag = 'h2';
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(element, target, doc); // unknown wrapper: keep its text
      continue;
    }
    const copy = doc.createElement(tag);
    if (!copyAllowed(element, copy, tag)) continue;
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  }
}

/** Sanitised HTML of `html`, safe to give to dangerouslySetInnerHTML. */
export function sanitiseHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  cleanChildren(parsed.body, container, out);
  return container.innerHTML;
}

/** The plain text of some HTML (for summaries and titles). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const el of Array.from(parsed.body.querySelectorAll('script,style,template'))) el.remove();
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
