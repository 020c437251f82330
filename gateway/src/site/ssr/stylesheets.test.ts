import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_TIMES_TTL_MS } from './file-times';
import { inlineExposedStyles, inlineStyles } from './stylesheets';

describe('inlineStyles', () => {
  it("inlines a build folder's CSS with its relative urls made absolute, and cannot close its element", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'oa-css-'));
    writeFileSync(
      path.join(dir, 'a.css'),
      '.map{background:url(images/layers.png)} .x{background:url("data:image/png;base64,AA")}',
    );
    writeFileSync(path.join(dir, 'b.css'), '.y{content:"</style><script>"} .z{background:url(/abs.png)}');
    writeFileSync(path.join(dir, 'main.js'), 'not css');
    const html = inlineStyles(dir, '/remotes/mf-catalogue/1.0.0');
    expect(html.startsWith('<style data-from="/remotes/mf-catalogue/1.0.0/">')).toBe(true);
    expect(html).toContain('url(/remotes/mf-catalogue/1.0.0/images/layers.png)');
    expect(html).toContain('url("data:image/png;base64,AA")');
    expect(html).toContain('url(/abs.png)');
    expect(html).not.toContain('not css');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
  });

  it('leaves out the stylesheets of browser-only chunks (they come with their chunk)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'oa-css-'));
    writeFileSync(path.join(dir, '1936.abc.css'), '.record{color:red}');
    writeFileSync(path.join(dir, 'browser-only-map.def.css'), '.leaflet-pane{z-index:400}');
    const html = inlineStyles(dir, '/remotes/mf-catalogue/1.0.0');
    expect(html).toContain('.record{color:red}');
    expect(html).not.toContain('leaflet-pane');
  });

  it("marks the shell's inlined chunk stylesheets as loaded for its CSS loader, and only when asked", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'oa-css-'));
    writeFileSync(path.join(dir, '277.9218ef3bab.css'), '@font-face{font-family:"A";src:url(a.woff2)}');
    writeFileSync(path.join(dir, 'browser-only-map.def0123456.css'), '.leaflet-pane{z-index:400}');
    // A named chunk's file does not give the id the loader looks for: no mark, it loads as before.
    writeFileSync(path.join(dir, '__federation_expose_lifecycles.86d3254a19.css'), '.page{margin:0}');
    const html = inlineStyles(dir, '/', 'shell');
    // The shell's CSS loader finds this and never adds the file's rules a second time.
    expect(html.endsWith('</style><link rel="stylesheet" data-rspack="shell:chunk-277">')).toBe(true);
    expect(html).not.toContain('href=');
    expect(html).not.toContain('chunk-browser-only');
    expect(html).not.toContain('chunk-__federation');
    expect(inlineStyles(dir, '/remotes/mf-catalogue/1.0.0', 'mf_catalogue')).toContain(
      '<link rel="stylesheet" data-rspack="mf_catalogue:chunk-277">',
    );
    expect(inlineStyles(dir, '/')).not.toContain('<link');
    expect(inlineStyles(dir, '/', 'shell"><script>')).not.toContain('<link');
  });

  it('answers nothing for a folder without CSS', () => {
    expect(inlineStyles(mkdtempSync(path.join(tmpdir(), 'oa-css-')), '/')).toBe('');
  });
});

describe('inlineExposedStyles', () => {
  it("inlines only the stylesheets the drawn exposed modules load, per the release's manifest", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'oa-css-'));
    writeFileSync(path.join(dir, 'sections.css'), '.shuffle{display:grid}');
    writeFileSync(path.join(dir, 'pages.css'), '.search-page{display:flex}');
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { name: 'Shuffle', assets: { css: { sync: ['sections.css'], async: ['pages.css'] } } },
          { name: 'Counts', assets: { css: { sync: ['sections.css', '../../secret.css'], async: [] } } },
          { name: 'lifecycles', assets: { css: { sync: ['pages.css'], async: [] } } },
        ],
      }),
    );
    const base = '/remotes/mf-catalogue/2.0.0/';
    const html = inlineExposedStyles([
      { dir, urlBase: base, module: 'Shuffle' },
      { dir, urlBase: base, module: 'Counts' },
    ]);
    expect(html).toBe(`<style data-from="${base}">.shuffle{display:grid}</style>`);
    expect(inlineExposedStyles([{ dir, urlBase: base, module: 'Missing' }])).toBe('');
    // A release rebuilt in place: its new manifest is read once the file times are read again.
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ exposes: [{ name: 'Shuffle', assets: { css: { sync: ['pages.css'] } } }] }),
    );
    utimesSync(path.join(dir, 'mf-manifest.json'), new Date(), new Date(Date.now() + 5_000));
    await new Promise((resolve) => setTimeout(resolve, FILE_TIMES_TTL_MS + 20));
    expect(inlineExposedStyles([{ dir, urlBase: base, module: 'Shuffle' }])).toBe(
      `<style data-from="${base}">.search-page{display:flex}</style>`,
    );
    // A release without a manifest: its chunks bring their styles.
    expect(inlineExposedStyles([{ dir: tmpdir(), urlBase: base, module: 'Shuffle' }])).toBe('');
  });
});
