import { describe, expect, it } from 'vitest';
import { contrastRatio, deriveShades, meetsAA, parseHex, readableTextColour, toHex } from './colours';

describe('parseHex and toHex', () => {
  it('reads short and long forms, with or without #', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHex('0080FF')).toEqual({ r: 0, g: 128, b: 255 });
    expect(toHex({ r: 0, g: 128, b: 255 })).toBe('#0080ff');
  });
  it('refuses non-hex input', () => {
    expect(parseHex('red')).toBeUndefined();
    expect(parseHex('#abcd')).toBeUndefined();
    expect(parseHex('#ggg')).toBeUndefined();
    expect(parseHex('')).toBeUndefined();
  });
});

describe('deriveShades', () => {
  it('moves each channel by 60', () => {
    expect(deriveShades('#808080')).toEqual({ base: '#808080', dark: '#444444', light: '#bcbcbc' });
  });
  it('clamps at 0 and 255', () => {
    expect(deriveShades('#10f020')).toEqual({ base: '#10f020', dark: '#00b400', light: '#4cff5c' });
    expect(deriveShades('#000')).toEqual({ base: '#000000', dark: '#000000', light: '#3c3c3c' });
  });
  it('normalises the base and throws on bad input', () => {
    expect(deriveShades('ABC').base).toBe('#aabbcc');
    expect(() => deriveShades('blue')).toThrow(RangeError);
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#000')).toBe(contrastRatio('#000', '#fff'));
  });
  it('picks readable text', () => {
    expect(readableTextColour('#ffffff')).toBe('#000000');
    expect(readableTextColour('#1a237e')).toBe('#ffffff');
    expect(readableTextColour('#ffeb3b')).toBe('#000000');
  });
  it('checks AA thresholds', () => {
    expect(meetsAA('#777777', '#ffffff')).toBe(false);
    expect(meetsAA('#777777', '#ffffff', true)).toBe(true);
    expect(meetsAA('#595959', '#ffffff')).toBe(true);
  });
  it('throws on a bad colour', () => {
    expect(() => contrastRatio('#fff', 'nope')).toThrow(/nope/);
  });
});
