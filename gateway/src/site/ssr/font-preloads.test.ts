import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fontPreloads } from './font-preloads';

// The shell's stylesheet as the build writes it (minified: the basic-Latin range shortened to U+??).
const SHELL_CSS = [
  '@font-face{font-family:"Source Serif 4";font-display:swap;font-weight:600;src:url(/assets/source-serif-4-latin-600-normal.aa.woff2)format("woff2");unicode-range:U+??,U+131}',
  '@font-face{font-family:"Source Serif 4";font-display:swap;font-weight:600;src:url(/assets/source-serif-4-latin-ext-600-normal.bb.woff2)format("woff2");unicode-range:U+100-2BA}',
  '@font-face{font-family:"Source Serif 4";font-display:swap;font-weight:200;src:url(/assets/source-serif-4-latin-200-normal.cc.woff2)format("woff2");unicode-range:U+??}',
  '@font-face{font-family:"Source Sans 3";font-display:swap;font-weight:400;src:url(assets/source-sans-3-latin-400-normal.dd.woff2)format("woff2");unicode-range:U+0000-00FF,U+131}',
  '@font-face{font-family:"Source Sans 3";font-weight:400;src:url(https://fonts.example.net/x.woff2);unicode-range:U+??}',
].join('');

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const shellWith = (css: string) => {
  dir = mkdtempSync(join(tmpdir(), 'oa-fonts-'));
  writeFileSync(join(dir, 'main.css'), css);
  return dir;
};

describe('font preloads of a server-drawn page', () => {
  it('preload only the basic-Latin heading and text faces, from the shell itself', () => {
    const links = fontPreloads(shellWith(SHELL_CSS), '/', undefined);
    expect(links.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" href="/assets/source-serif-4-latin-600-normal.aa.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/assets/source-sans-3-latin-400-normal.dd.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
  });

  it('preload nothing when the site has its own font (the shell faces are not used then)', () => {
    expect(fontPreloads(shellWith(SHELL_CSS), '/', { family: 'Inter' })).toBe('');
    expect(fontPreloads(dir, '/', 'Inter')).toBe('');
    expect(fontPreloads(shellWith('body{color:red}'), '/', undefined)).toBe('');
  });
});
