import { describe, expect, it } from 'vitest';
import { htmlToText, isSafeUrl, sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html = sanitiseHtml(
      '<p>Una <strong>mostra</strong> <a href="https://example.org/x" title="t">qui</a></p><img src="/files/a.jpg" alt="Ponte">',
    );
    expect(html).toBe(
      '<p>Una <strong>mostra</strong> <a href="https://example.org/x" title="t">qui</a></p><img src="/files/a.jpg" alt="Ponte" loading="lazy">',
    );
  });

  it('drops script and style elements with their content', () => {
    expect(sanitiseHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops event handler attributes', () => {
    const html = sanitiseHtml(
      '<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" style="color:red">t</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|alert|style/);
    expect(html).toContain('<p>t</p>');
  });

  it('removes javascript: and data: URLs, also when disguised', () => {
    const html = sanitiseHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa\tScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><img src="javascript:alert(1)">',
    );
    expect(html).toBe('<a>a</a><a>b</a><a>c</a>');
  });

  it('drops iframes, forms and svg with their content, unwraps unknown tags', () => {
    // (no iframe src here: the test DOM would try to fetch it; browsers parse DOMParser documents inertly)
    expect(sanitiseHtml('<iframe></iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitiseHtml('<form><input name="x"><button>go</button></form><p>b</p>')).toBe('<p>b</p>');
    expect(sanitiseHtml('<p>c<svg><script>x</script></svg></p>')).toBe('<p>c</p>');
    expect(sanitiseHtml('<font color="red">testo</font>')).toBe('testo');
  });

  it('turns editor h1 into h2 and secures new-tab links', () => {
    expect(sanitiseHtml('<h1>T</h1><a href="https://x.org" target="_blank">x</a>')).toBe(
      '<h2>T</h2><a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text, so no markup is smuggled through', () => {
    expect(sanitiseHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(sanitiseHtml(undefined)).toBe('');
    expect(sanitiseHtml('')).toBe('');
  });
});

describe('isSafeUrl', () => {
  it('accepts web, mail and phone links and relative paths', () => {
    for (const url of [
      'https://a.org',
      'http://a.org',
      'mailto:a@b.it',
      'tel:+39055',
      '/news',
      '#top',
      'page',
    ])
      expect(isSafeUrl(url)).toBe(true);
  });
  it('refuses scripts, data and protocol-relative links', () => {
    for (const url of ['javascript:x', 'vbscript:x', 'data:text/html,x', '//evil.example', ''])
      expect(isSafeUrl(url)).toBe(false);
  });
});

describe('htmlToText', () => {
  it('answers the text without markup or scripts', () => {
    expect(htmlToText('<p>Uno <b>due</b></p><script>x</script><p>tre</p>')).toBe('Uno duetre');
  });
});
