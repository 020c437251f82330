import { describe, expect, it } from 'vitest';
import { fontFaceCss, themeVariables } from './apply-theme';

describe('theme', () => {
  it('derives dark and light shades 60 apart and a readable text colour', () => {
    expect(themeVariables({ colors: { primary: '#808080' } })).toMatchObject({
      '--primary': '#808080',
      '--primary-dark': '#444444',
      '--primary-light': '#bcbcbc',
      '--on-primary': '#000000',
    });
  });

  it('falls back to the default colour for a bad value', () => {
    expect(themeVariables({ colors: { primary: 'red; x' } })['--primary']).toBe('#1d4f91');
  });

  it('declares a custom font in weights 200, 400, 500 and 600', () => {
    const css = fontFaceCss({ family: 'Inter', url: '/fonts/inter.woff2' });
    for (const w of [200, 400, 500, 600]) expect(css).toContain(`font-weight:${w}`);
    expect(fontFaceCss('bad"; } body {')).toBe('');
  });
});
