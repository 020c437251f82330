import { describe, expect, it } from 'vitest';
import { GramIndex } from './gram-index';
import { requiredLiterals } from './regex-literals';

describe('requiredLiterals', () => {
  it.each([
    ['lettera', [['lettera']]],
    ['^Veduta di', [['Veduta di']]],
    ['ab+c', [['ab', 'bc']]],
    ['l?ettera', [['ettera']]],
    ['x\\.y[0-9]z', [['x.y', 'z']]],
    ['(Roma|Napoli) centro', [[' centro']]],
    ['Roma|Napoli', [['Roma'], ['Napoli']]],
    ['a{2}bc', [['a', 'abc']]],
    ['a{0,2}bc', [['bc']]],
    ['\\d+ lettere', [[' lettere']]],
  ])('%s -> %j', (pattern, literals) => {
    expect(requiredLiterals(pattern)).toEqual(literals);
  });

  it('gives no literal it cannot be sure of', () => {
    expect(requiredLiterals('(abc')).toBeNull();
    expect(requiredLiterals('.*')).toEqual([[]]);
  });
});

describe('GramIndex', () => {
  const texts = ['Lettera a Roma', 'LETTERE', 'città di Roma', 'CITTÀ', 'ab'];
  const grams = GramIndex.build(texts.length, (i) => texts[i]);
  it('narrows by every trigram of each literal, case folded as the regex engine folds', () => {
    expect([...grams.candidates([['letter']])!]).toEqual([0, 1]);
    expect([...grams.candidates([['CITTà']])!]).toEqual([2, 3]);
    expect([...grams.candidates([['roma'], ['lettere']])!]).toEqual([0, 1, 2]);
  });
  it('has no narrowing for literals shorter than a trigram', () => {
    expect(grams.candidates([['ab']])).toBeNull();
  });
});
