import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, deriveShades, readableTextColour } from '@archive/contracts/colours';
import { describe, expect, it } from 'vitest';

/**
 * The hero's primary buttons (its path link, its search button) must read at WCAG AA (4.5:1) in light and dark mode and
 * for any site colour. The rule is read from content.css; its variables are the theme's (the
 * shell derives --primary and --on-primary from the site colour, in both modes).
 */
// happy-dom gives import.meta.url an http scheme: resolve from the file's directory instead.
const css = readFileSync(path.join(__dirname, 'content.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function heroButton(dark: boolean): { color: string; background: string } {
  // Every primary button of the hero: the path link and the search button.
  const selector = dark ? 'html.dark .home-section-hero .btn-primary' : '.home-section-hero .btn-primary';
  const rule = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find((m) =>
    (m[1] ?? '').split(',').some((s) => s.trim() === selector),
  );
  if (!rule) throw new Error(`no rule for ${selector}`);
  const value = (prop: string) =>
    new RegExp(`(?:^|;|\\s)${prop}:\\s*var\\((--[\\w-]+)\\)`).exec(rule[2] ?? '')?.[1];
  return { color: value('color') ?? '', background: value('background') ?? '' };
}

describe('hero button contrast', () => {
  for (const site of ['#1d4f91', '#f5c400', '#0a7d3b', '#ffffff', '#000000', '#b3261e']) {
    const base = deriveShades(site).base;
    const variables: Record<string, string> = {
      '--primary': base,
      '--on-primary': readableTextColour(base),
      // What the old rule used: the page background (near-black in dark mode).
      '--bg': '#ffffff',
    };
    for (const dark of [false, true]) {
      it(`reaches AA with site colour ${site} in ${dark ? 'dark' : 'light'} mode`, () => {
        const { color, background } = heroButton(dark);
        const vars = dark ? { ...variables, '--bg': '#121417' } : variables;
        const text = vars[color];
        const back = vars[background];
        expect(text && back, `${color} on ${background} are theme colours`).toBeTruthy();
        expect(contrastRatio(text as string, back as string)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
