import { describe, expect, it } from 'vitest';
import { PAYLOAD_ID, pageDocument } from './page-html';

// The shell's built index.html as HtmlRspackPlugin writes it (minified, one line).
const TEMPLATE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Archivio</title></head>' +
  '<body><div id="shell-root"><noscript>Questo sito richiede JavaScript.</noscript></div>' +
  '<script defer src="/start.js"></script></body></html>';

const page = (over: Partial<Parameters<typeof pageDocument>[0]> = {}) =>
  pageDocument({
    template: TEMPLATE,
    lang: 'fr',
    headHtml: '<title>L’Archivio — «Città»</title>',
    styles: ['<style>body{color:#222}</style>', '', '<style>.card::after{content:"→"}</style>'],
    frameHtml: '<header>Archivio storico 🏛️</header><main>Lettera di Pietro Ferrari</main>',
    payload: { url: '/fr', state: { title: 'Città </script><!-- ' }, answers: {}, remotes: [], rendered: [] },
    ...over,
  }).toString('utf8');

describe('pageDocument', () => {
  it('puts the page in the template: its language, head, styles, frame and payload, in UTF-8', () => {
    const html = page();
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
        '<title>L’Archivio — «Città»</title><style>body{color:#222}</style>' +
        '<style>.card::after{content:"→"}</style></head><body><div id="shell-root">' +
        '<header>Archivio storico 🏛️</header><main>Lettera di Pietro Ferrari</main></div>' +
        `<script type="application/json" id="${PAYLOAD_ID}">` +
        '{"url":"/fr","state":{"title":"Città \\u003c/script>\\u003c!-- "},"answers":{},"remotes":[],"rendered":[]}' +
        '</script><script defer src="/start.js"></script></body></html>',
    );
  });

  it('gives each page its own parts though the template and styles are kept encoded', () => {
    const first = page();
    const second = page({ lang: 'en', headHtml: '<title>Other</title>', frameHtml: '<main>Ponte</main>' });
    expect(second).toContain('<html lang="en">');
    expect(second).toContain('<title>Other</title><style>body{color:#222}</style>');
    expect(second).toContain('<div id="shell-root"><main>Ponte</main></div>');
    expect(second).not.toContain('Pietro');
    expect(page()).toBe(first);
    // Styles of another release (another text) are not taken for the ones kept before.
    expect(page({ styles: ['<style>body{color:#000}</style>'] })).toContain(
      '<style>body{color:#000}</style></head>',
    );
  });

  it('escapes the language as an attribute', () => {
    expect(page({ lang: 'it"><script>' })).toContain('<html lang="it&quot;>&lt;script>">');
  });

  it('throws when the template lacks a place for the page (the caller sends the client page)', () => {
    expect(() => page({ template: TEMPLATE.replace('<title>Archivio</title>', '') })).toThrow(
      'index.html has no <title>',
    );
    expect(() => page({ template: TEMPLATE.replace('id="shell-root"', 'id="root"') })).toThrow(
      'index.html has no #shell-root',
    );
  });
});
