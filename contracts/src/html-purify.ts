import { HTML_BLANK_REL, HTML_PURIFY_CONFIG, type HtmlPurifyConfig, keepHtmlAttribute } from './html-policy';

/**
 * Installs the contracts' HTML policy on a DOMPurify instance: the gateway's (over a jsdom window)
 * and the browser's call this same function, so the two can only differ by DOMPurify's version.
 * Typed by shape, not by the dompurify package, because contracts neither depend on it nor on the
 * DOM: `purify` is what `createDOMPurify(window)` or the browser's default export answers.
 */

interface PolicyElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}
interface AttributeHookData {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}
export interface PurifyLike {
  /** False where DOMPurify finds no usable DOM; it would then answer the input unchanged. */
  isSupported: boolean;
  addHook(
    entryPoint: 'uponSanitizeAttribute',
    hook: (node: PolicyElement, data: AttributeHookData) => void,
  ): void;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: PolicyElement) => void): void;
  removeAllHooks(): void;
  sanitize(html: string, config: HtmlPurifyConfig): unknown;
}

/** Sanitises with the policy; call `installHtmlPolicy` once on the instance first. */
export type HtmlSanitiser = (html: string | null | undefined) => string;

export function installHtmlPolicy<P extends PurifyLike>(purify: P): HtmlSanitiser {
  // Hooks are per instance and add up: start from none so a second install cannot double them.
  purify.removeAllHooks();
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!data.keepAttr) return;
    data.keepAttr = keepHtmlAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', HTML_BLANK_REL);
      else node.removeAttribute('target');
    }
    if (node.nodeName.toLowerCase() === 'img') {
      if (node.getAttribute('alt') === null) node.setAttribute('alt', '');
    }
  });
  // Fail closed: an unsupported DOMPurify returns its input as it is, and a DOM that parses or
  // walks trees unlike browsers can let things through (happy-dom kept a <script>): such a
  // sanitiser answers '' for everything rather than something unchecked.
  const sanitise: HtmlSanitiser = (html) => (html ? String(purify.sanitize(html, HTML_PURIFY_CONFIG)) : '');
  if (!purify.isSupported || sanitise(PROBE) !== PROBE_CLEAN) return () => '';
  return sanitise;
}

/**
 * A sample every working install cleans to exactly PROBE_CLEAN. It holds no event handler
 * attribute: Chromium checks one against the CSP even in DOMPurify's parsed (inert) document, and
 * then logs a refused inline handler on every page that draws editor HTML. A script, a style, a
 * `javascript:` link and an off-site path are enough to tell a working sanitiser.
 */
const PROBE =
  '<p title="t" style="position:fixed">a<script>x()</script><img src="/a.jpg">' +
  '<a href="javascript:x()">b</a><a href="/\\evil.example" target="_blank">c</a></p><meta http-equiv="refresh">';
const PROBE_CLEAN =
  '<p>a<img src="/a.jpg" alt=""><a>b</a><a target="_blank" rel="noopener noreferrer">c</a></p>';
