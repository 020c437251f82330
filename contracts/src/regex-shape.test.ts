import { describe, expect, it } from 'vitest';
import { isSafePattern } from './password';
import { backtrackingRisk, regexShape } from './regex-shape';

const risk = (pattern: string, flags = '') =>
  backtrackingRisk(regexShape(pattern, flags), { lookaround: false });

/**
 * Known ReDoS patterns (OWASP's list, the regexes of published CVEs and the issue 17 attack), by the
 * class of backtracking they cause. Every one must be refused by the raw query guard and by the
 * password pattern check.
 */
const REDOS_CORPUS: [string, RegExp][] = [
  // nested quantifiers (exponential)
  ['(a+)+', /nested/],
  ['(a+)+$', /nested/],
  ['((a+))+$', /nested/],
  ['((a)+)+$', /nested/],
  ['(?:(?:a+))+$', /nested/],
  ['([a-zA-Z]+)*', /nested/],
  ['(a*)*b', /nested/],
  ['(x+x+)+y', /nested/],
  ['(\\w+\\s?)*', /nested/],
  ['(\\w+\\s?)+$', /nested/],
  ['(\\d+)*\\.', /nested/],
  ['(a?){30}a', /nested/],
  ['(?<w>a+){2,}', /nested/],
  ['(ab{2,}){3}', /nested/],
  ['^(([a-z])+.)+[A-Z]([a-z])+$', /nested/],
  ['^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@)', /nested/],
  // overlapping alternation under a repeat (exponential)
  ['(a|a)*', /nested/],
  ['(a|aa)*b', /nested/],
  ['((a|aa))*b', /nested/],
  ['(a|a?)+', /nested/],
  ['(.|\\s)*x', /nested/],
  ['(?:\\d|\\d\\d)+$', /nested/],
  // overlapping open-ended repeats in sequence (polynomial)
  ['(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)Z$', /open-ended repeats/],
  ['.*.*x', /open-ended repeats/],
  ['.*.*.*=.*', /open-ended repeats/],
  ['\\d+\\d+$', /open-ended repeats/],
  ['.*a.*a.*a.*z', /open-ended repeats/],
  ['\\s*.*\\s*$', /open-ended repeats/],
  ['[^x]*[^y]*z', /open-ended repeats/],
  ['x*y*x*$', /open-ended repeats/],
  ['a{1,16}a{1,16}a{1,16}b', /open-ended repeats/],
  ['^.*(?:foo|bar).*$', /open-ended repeats/],
  ['(?:a|b*)b*c', /open-ended repeats/],
  ['\\w*[aA]\\w*', /open-ended repeats/],
  // backreferences
  ['(a)\\1', /backreferences/],
  ['(?<x>a+)\\k<x>', /nested|backreferences/],
];

/** Ordinary label, prefix and substring regexes: what the front end and callers really send. */
const ORDINARY = [
  'roma',
  '^Veduta',
  '^Veduta di Roma$',
  'roma$',
  'Palazzo (?:Vecchio|Madama)',
  '^(?:via|piazza) [A-Z]\\w+',
  '\\d{4}-\\d{2}',
  '^\\d{4}$',
  'a{2,5}b*',
  '(ab)+',
  '(abc){2}',
  '(a+b)c',
  '[(+*)]+x',
  '\\(a+\\)+',
  '.*x',
  '^.*roma',
  '\\w+\\s\\w+',
  'lettera.*firenze',
  '^[A-Z][a-z]+ [A-Z][a-z]+$',
  'caff[eè]',
  'Fondo\\s+Segreti',
];

describe('regex shape: known ReDoS patterns', () => {
  it.each(REDOS_CORPUS)('refuses %s', (pattern, reason) => {
    expect(risk(pattern)).toMatch(reason);
    expect(risk(pattern, 'i')).toMatch(reason);
  });
  it.each(REDOS_CORPUS)('the password check refuses %s too', (pattern) => {
    expect(isSafePattern(pattern)).toBe(false);
  });
});

describe('regex shape: ordinary patterns', () => {
  it.each(ORDINARY)('accepts %s', (pattern) => {
    expect(risk(pattern)).toBeNull();
    expect(risk(pattern, 'i')).toBeNull();
  });
  it('sees lookarounds, which only the password check accepts', () => {
    expect(risk('a(?=b)')).toMatch(/lookaround/);
    expect(backtrackingRisk(regexShape('^(?=.*[a-z])(?=.*[A-Z]).{6,}$'), { lookaround: true })).toBeNull();
    // A bad shape inside a lookahead is still found.
    expect(isSafePattern('^(?=(a+)+$).{6,}$')).toBe(false);
    expect(isSafePattern('^(?=.*.*x).{6,}$')).toBe(false);
  });
  it('reads classes, escapes and ranges rather than their text', () => {
    // `[+*]` holds no quantifier; `\\w+` then a space cannot be split two ways.
    expect(risk('([+*]x)+')).toBeNull();
    expect(risk('(\\+x)+')).toBeNull();
    expect(risk('[a-f]+[0-9]+')).toBeNull();
    expect(risk('[a-f]+[0-9a]+')).toMatch(/open-ended/);
    expect(risk('\\x41+\\x42+')).toBeNull();
    expect(risk('A+\\x41+')).toMatch(/open-ended/);
    expect(risk('a+A+')).toBeNull();
    expect(risk('a+A+', 'i')).toMatch(/open-ended/);
  });
});
