import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './html-sanitiser';

describe('sanitiseHtml (gateway)', () => {
  it('keeps the editor formatting the policy allows', () => {
    const html =
      '<h2>Orari</h2><p>Sala <strong>studio</strong> e <a href="/chi-siamo">chi siamo</a>, ' +
      '<a href="https://example.org" target="_blank">sito</a></p><ul><li>uno</li></ul>';
    expect(sanitiseHtml(html)).toBe(
      '<h2>Orari</h2><p>Sala <strong>studio</strong> e <a href="/chi-siamo">chi siamo</a>, ' +
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">sito</a></p><ul><li>uno</li></ul>',
    );
  });
  it('drops what the manager reported: meta refresh and iframe srcdoc loading a script', () => {
    expect(sanitiseHtml('<meta http-equiv="refresh" content="0;url=https://evil.example"><p>a</p>')).toBe(
      '<p>a</p>',
    );
    expect(
      sanitiseHtml(
        '<iframe srcdoc="<script src=https://www.googletagmanager.com/gtm.js?id=GTM-X></script>"></iframe><p>b</p>',
      ),
    ).toBe('<p>b</p>');
  });
  it('drops scripts, handlers, embeds, forms, styles and script URLs', () => {
    const cases: [string, string][] = [
      ['<script>alert(1)</script>ok', 'ok'],
      ['<img src="/a.jpg" onerror="alert(1)">', '<img src="/a.jpg" alt="">'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
      ['<object data="/x.swf"></object><embed src="/x.swf">ok', 'ok'],
      ['<form action="https://evil.example"><input name="p"></form>ok', 'ok'],
      ['<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
      ['<style>body{display:none}</style>ok', 'ok'],
      ['<svg><script>alert(1)</script></svg>ok', 'ok'],
      ['<p class="modal-backdrop" id="root">x</p>', '<p>x</p>'],
    ];
    for (const [dirty, clean] of cases) expect(sanitiseHtml(dirty), dirty).toBe(clean);
  });
  it('drops links to other sites dressed as site paths', () => {
    for (const href of ['/\\evil.example', '//evil.example', '/\t/evil.example', 'https:/evil.example'])
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
  });
  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = sanitiseHtml('<p>a & b <a href="/x" target="_blank">c</a><font>d</font></p>');
    expect(sanitiseHtml(once)).toBe(once);
  });
});
