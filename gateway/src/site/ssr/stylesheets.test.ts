import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyles } from './stylesheets';

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

  it('answers nothing for a folder without CSS', () => {
    expect(inlineStyles(mkdtempSync(path.join(tmpdir(), 'oa-css-')), '/')).toBe('');
  });
});
