import { describe, expect, it } from 'vitest';
import {
  HTML_ALLOWED_TAGS,
  HTML_PURIFY_CONFIG,
  isSafeHtmlHref,
  isSafeHtmlSrc,
  keepHtmlAttribute,
} from './html-policy';

describe('HTML allow-list', () => {
  it('names no tag that can run script, navigate, embed or overlay', () => {
    for (const tag of [
      'script',
      'meta',
      'iframe',
      'object',
      'embed',
      'form',
      'style',
      'svg',
      'math',
      'link',
      'base',
    ])
      expect(HTML_PURIFY_CONFIG.ALLOWED_TAGS, tag).not.toContain(tag);
    expect(HTML_ALLOWED_TAGS).toContain('a');
  });
  it("keeps the editor's tags and the bold and italics of older texts, no layout tags", () => {
    for (const tag of ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'img', 'br'])
      expect(HTML_ALLOWED_TAGS, tag).toContain(tag);
    for (const tag of ['span', 'div', 'table', 'font', 'h1'])
      expect(HTML_ALLOWED_TAGS, tag).not.toContain(tag);
  });
  it('names no attribute that carries script, styles or ids', () => {
    for (const attr of [
      'style',
      'class',
      'id',
      'name',
      'srcdoc',
      'onerror',
      'onclick',
      'formaction',
      'xlink:href',
    ])
      expect(HTML_PURIFY_CONFIG.ALLOWED_ATTR, attr).not.toContain(attr);
  });
  it('keeps links to site paths, http(s), mailto:, tel: and fragments only', () => {
    for (const href of ['/chi-siamo', 'https://example.org', 'mailto:a@example.org', 'tel:+39055', '#note-1'])
      expect(isSafeHtmlHref(href), href).toBe(true);
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto://evil',
    ])
      expect(isSafeHtmlHref(href), href).toBe(false);
  });
  it('keeps images from site paths and http(s) only', () => {
    expect(isSafeHtmlSrc('/files/a.jpg')).toBe(true);
    expect(isSafeHtmlSrc('https://example.org/a.jpg')).toBe(true);
    for (const src of [
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://x/1',
      '//evil.example/a.jpg',
      'javascript:x',
    ])
      expect(isSafeHtmlSrc(src), src).toBe(false);
  });
  it('keeps attributes by tag and value', () => {
    expect(keepHtmlAttribute('a', 'href', '/x')).toBe(true);
    expect(keepHtmlAttribute('p', 'href', '/x')).toBe(false);
    expect(keepHtmlAttribute('img', 'src', '/a.jpg')).toBe(true);
    expect(keepHtmlAttribute('a', 'src', '/a.jpg')).toBe(false);
    expect(keepHtmlAttribute('a', 'target', '_blank')).toBe(true);
    expect(keepHtmlAttribute('a', 'target', 'evil-frame')).toBe(false);
    expect(keepHtmlAttribute('ol', 'start', '2')).toBe(true);
    expect(keepHtmlAttribute('ol', 'start', '2;x')).toBe(false);
    expect(keepHtmlAttribute('a', 'title', 'nota')).toBe(true);
    // Only what the rich-text editor can type is kept (rich-text-elements.ts).
    expect(keepHtmlAttribute('p', 'title', 'nota')).toBe(false);
    expect(keepHtmlAttribute('td', 'colspan', '2')).toBe(false);
    expect(keepHtmlAttribute('p', 'style', 'position:fixed')).toBe(false);
    expect(keepHtmlAttribute('p', 'onclick', 'alert(1)')).toBe(false);
  });
});
