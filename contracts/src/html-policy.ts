import { richTextAttributes, richTextTags } from './rich-text-elements';
import { isExternalHttpUrl, isFragment, isMailOrTel, isSafeLink, isSitePath } from './safe-links';

/**
 * The one allow-list of editor HTML (text blocks, path steps, footer blocks, the login screen's
 * text), shared by the gateway (on save and on every answer) and the browser (before drawing), both
 * through DOMPurify (`html-purify.ts` installs it). Its tags and attributes are the rich-text
 * editor's elements (`rich-text-elements.ts`): what a manager can type is exactly what is kept
 * (tables, spans, divs, classes and styles of older or pasted text are unwrapped, their text kept).
 * Pure data and string rules: no DOM here.
 *
 * Left out on purpose: meta (refresh redirects), iframe/frame/object/embed (srcdoc runs with the
 * page's origin and CSP), form controls (phishing), style and class (an editor's box could cover
 * the page or take the site's own positioned classes), svg/math (script and namespace tricks),
 * id/name (DOM clobbering), every event handler and every URL other than site paths, http(s),
 * mailto:, tel: and #fragments.
 */

/** Tags kept: exactly the rich-text editor's elements (rich-text-elements.ts), nothing else. */
export const HTML_ALLOWED_TAGS: readonly string[] = richTextTags();

/** Attributes per tag, as the editor's elements name them. */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = richTextAttributes();

/** Dropped with everything inside them (their text is code, not prose). */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'button',
  'select',
  'textarea',
  'option',
  'title',
  'xmp',
  'plaintext',
] as const;

const ALL_ATTRIBUTES = [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())];

/**
 * DOMPurify's own options. Tags outside the list are unwrapped (their text kept, `<font>a</font>`
 * is `a`), except the ones dropped with their content. Only HTML: no SVG or MathML profiles.
 */
export interface HtmlPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  FORBID_CONTENTS: string[];
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
  ALLOW_UNKNOWN_PROTOCOLS: boolean;
  ALLOW_SELF_CLOSE_IN_ATTR: boolean;
  SAFE_FOR_TEMPLATES: boolean;
  WHOLE_DOCUMENT: boolean;
  KEEP_CONTENT: boolean;
  ALLOWED_URI_REGEXP: RegExp;
}
export const HTML_PURIFY_CONFIG: Readonly<HtmlPurifyConfig> = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
  // DOMPurify tests every attribute value that is not plain text (target, width...) against this:
  // DOMPurify's default minus the schemes we never link to (callto, sms, cid, xmpp, matrix). The
  // exact rule for href and src is keepHtmlAttribute, run by the hook before this test.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Whether an href may stay: site paths, http(s), mailto:, tel:, #fragments. */
export const isSafeHtmlHref = (value: string): boolean =>
  isSafeLink(value) || isMailOrTel(value) || isFragment(value);

/** Whether an img src may stay: a site path or an http(s) URL (no data:, no blob:). */
export const isSafeHtmlSrc = (value: string): boolean => isSitePath(value) || isExternalHttpUrl(value);

const NUMBER = /^\d{1,4}$/;

/**
 * Whether an attribute stays on a tag, by the per-tag list and the value rules. Values are tested
 * as written (no trimming): DOMPurify keeps the attribute as written, and the browser is lenient
 * with what we would have trimmed.
 */
export function keepHtmlAttribute(tag: string, name: string, value: string): boolean {
  const allowed = HTML_ALLOWED_ATTRIBUTES[tag]?.includes(name);
  if (!allowed) return false;
  switch (name) {
    case 'href':
      return isSafeHtmlHref(value);
    case 'src':
      return isSafeHtmlSrc(value);
    case 'target':
      return value === '_blank';
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return NUMBER.test(value);
    case 'dir':
      return /^(ltr|rtl|auto)$/.test(value);
    case 'scope':
      return /^(row|col|rowgroup|colgroup)$/.test(value);
    default:
      return true;
  }
}

/** rel of links that open a new tab: the opened page gets no handle on ours. */
export const HTML_BLANK_REL = 'noopener noreferrer';
