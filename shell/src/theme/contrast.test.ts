import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '@archive/contracts/colours';
import { describe, expect, it } from 'vitest';
import { PAGE_BACKGROUNDS, themeVariables } from './apply-theme';

/**
 * The manual axe-like colour check of the frame, kept as a test: every text/background pair the
 * shell draws, with the variables of shell.css (light and dark) and those the theme derives from
 * a site's primary colour, must reach WCAG AA (4.5:1 text, 3:1 focus rings and control states).
 */
// happy-dom gives import.meta.url an http scheme: resolve from the file's directory instead.
const css = readFileSync(path.join(__dirname, '../styles/shell.css'), 'utf8');

function variablesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,6})/gi)].map((m) => [m[1], m[2]]));
}

type Pair = [what: string, text: string, background: string, minimum: number];

function framePairs(v: Record<string, string>, dark: boolean): Pair[] {
  const get = (name: string) => {
    const value = v[name];
    if (!value) throw new Error(`${name} is not defined`);
    return value;
  };
  const link = dark ? get('--link-dark-mode') : get('--link');
  const pairs: Pair[] = [
    ['text on page', get('--fg'), get('--bg'), 4.5],
    ['text on surface (footer, panels)', get('--fg'), get('--surface'), 4.5],
    ['muted text on page', get('--muted'), get('--bg'), 4.5],
    ['muted text on surface', get('--muted'), get('--surface'), 4.5],
    ['links on page', link, get('--bg'), 4.5],
    ['links on surface (footer)', link, get('--surface'), 4.5],
    ['user bar and login aside text', get('--on-primary-dark'), get('--primary-dark'), 4.5],
    ['focus ring on page', get('--focus'), get('--bg'), 3],
    // shell.css draws focus rings on the user bar and login aside in the bar's text colour.
    ['focus ring on user bar', get('--on-primary-dark'), get('--primary-dark'), 3],
  ];
  pairs.push(
    dark
      ? ['primary button', get('--on-primary-light'), get('--primary-light'), 4.5]
      : ['primary button', get('--on-primary'), get('--primary'), 4.5],
  );
  return pairs;
}

const failures = (pairs: Pair[]) =>
  pairs
    .map(([what, text, bg, min]) => ({ what, text, bg, ratio: contrastRatio(text, bg), min }))
    .filter((p) => p.ratio < p.min);

describe('frame colours meet WCAG AA', () => {
  const light = variablesOf(':root');
  const dark = { ...light, ...variablesOf('html.dark') };

  it('in light mode with the default palette', () => {
    expect(failures(framePairs(light, false))).toEqual([]);
  });

  it('in dark mode with the default palette', () => {
    expect(failures(framePairs(dark, true))).toEqual([]);
  });

  it('keeps the page backgrounds the theme checks links against in step with shell.css', () => {
    expect([light['--bg'], light['--surface']]).toEqual([...PAGE_BACKGROUNDS.light]);
    expect([dark['--bg'], dark['--surface']]).toEqual([...PAGE_BACKGROUNDS.dark]);
  });

  it.each(['#1d4f91', '#ffcc00', '#c00000', '#0a0a0a', '#7fd1ff', '#2e7d32'])(
    'with a site primary colour of %s, in both modes',
    (primary) => {
      const theme = themeVariables({ colors: { primary } });
      expect(failures(framePairs({ ...light, ...theme }, false))).toEqual([]);
      expect(failures(framePairs({ ...dark, ...theme }, true))).toEqual([]);
    },
  );
});
