import { describe, expect, it } from 'vitest';
import { linearRegexes } from '../engine/linear-regex';
import { checkRegex } from './guard';
import { foldCase, regexShape } from './regex-shape';

const refused = (pattern: string) => () => checkRegex(pattern, undefined, 'q');

describe('regex shape', () => {
  it.each([
    '(a+)+$',
    '((a+))+$',
    '((a)+)+$',
    '(?:(?:a+))+$',
    '(a|aa)*b',
    '((a|aa))*b',
    '(\\w+\\s?)+$',
    '([a-z]+)*$',
    '(x+x+)+y',
    '(a?){30}a',
    '(?<w>a+){2,}',
  ])('refuses the nested quantifier in %s', (pattern) => {
    expect(refused(pattern)).toThrow(/nested quantifiers/);
  });
  it.each(['.*.*x', '(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)Z$', '\\d+\\d+'])(
    'refuses the overlapping open-ended repeats in %s (each value split every way)',
    (pattern) => {
      expect(refused(pattern)).toThrow(/open-ended repeats/);
    },
  );
  it.each(['(a)\\1', '(?<x>a)\\k<x>'])('refuses the backreference in %s', (pattern) => {
    expect(refused(pattern)).toThrow(/backreferences/);
  });
  it.each(['.{0,100}x', 'a{17}', '[a-z]{1,50}$'])('refuses the long counted repetition in %s', (pattern) => {
    expect(refused(pattern)).toThrow(/repeats too much/);
  });
  it.each(['a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b'])('refuses the lookaround in %s', (pattern) => {
    expect(refused(pattern)).toThrow(/lookaround/);
  });
  it.each([
    '^Veduta',
    'roma$',
    '(ab)+',
    '(abc){2}',
    '(a+b)c',
    '^(?:via|piazza) [A-Z]\\w+',
    '[(+*)]+x',
    '\\(a+\\)+',
    'a{2,5}b*',
    '\\d{4}-\\d{2}',
    '.*x',
  ])('accepts %s', (pattern) => {
    expect(refused(pattern)).not.toThrow();
    expect(regexShape(pattern).nestedQuantifier).toBe(false);
  });
});

describe('case folding for the linear engine', () => {
  it.each([
    ['Roma', 'ROMA roma rOmA', 'Rome'],
    ['^via [a-c]+$', 'VIA ABC', 'via abd'],
    ['caffè', 'CAFFÈ', 'caffe'],
    ['[^a-z]', 'A1', 'aA'],
    ['\\x41\\d{2}', 'A12 a12', 'b12'],
    ['[\\x61-c]', 'b', 'd'],
    ['[a-\\x63]x', 'bX', 'dx'],
    ['[À-Ö]', 'à', 'a'],
  ])('folds %s the way the i flag does', (pattern, matching, other) => {
    const folded = new RegExp(foldCase(pattern));
    for (const s of matching.split(' ')) expect(folded.test(s), s).toBe(new RegExp(pattern, 'i').test(s));
    expect(folded.test(other)).toBe(new RegExp(pattern, 'i').test(other));
  });
  it('rewrites $regex and $regexMatch with the i option, leaving others alone', () => {
    expect(
      linearRegexes({
        $or: [{ a: { $regex: 'ab', $options: 'im' } }, { b: { $regex: 'x', $options: 'i' } }],
        c: { $regex: 'y' },
      }),
    ).toEqual({
      $or: [{ a: { $regex: '[aA][bB]', $options: 'm' } }, { b: { $regex: '[xX]' } }],
      c: { $regex: 'y' },
    });
    expect(
      linearRegexes([{ $project: { m: { $regexMatch: { input: '$x', regex: 'q', options: 'i' } } } }]),
    ).toEqual([{ $project: { m: { $regexMatch: { input: '$x', regex: '[qQ]' } } } }]);
  });
  it('answers a case-insensitive search on a long value, whatever the pattern', () => {
    const value = 'a'.repeat(3000);
    const pattern = linearRegexes({ $regex: '.*.*.*x', $options: 'i' }).$regex;
    expect(new RegExp(pattern).test(value)).toBe(false);
    expect(/(?:.*a){3}[bB]/.test(value)).toBe(false);
    // Without the linear fallback each of these runs for minutes (no clock asserted here).
  });
});
