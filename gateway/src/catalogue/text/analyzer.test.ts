import { describe, expect, it } from 'vitest';
import { Analyzer, fold } from './analyzer';
import { stemCroatian } from './croatian-stemmer';

describe('Analyzer', () => {
  it('stems Italian so singular and plural meet', () => {
    const it = new Analyzer('it');
    expect(it.term('documenti')).toBe(it.term('documento'));
    expect(it.term('Fotografie')).toBe(it.term('fotografia'));
  });
  it('stems English, French, German and Spanish with their own rules', () => {
    expect(new Analyzer('en').term('letters')).toBe(new Analyzer('en').term('letter'));
    expect(new Analyzer('fr').term('photographies')).toBe(new Analyzer('fr').term('photographie'));
    expect(new Analyzer('de').term('Briefe')).toBe(new Analyzer('de').term('Brief'));
    expect(new Analyzer('es').term('cartas')).toBe(new Analyzer('es').term('carta'));
  });
  it('stems Croatian with the light stemmer', () => {
    expect(stemCroatian('gradovima')).toBe(stemCroatian('gradovi'));
    expect(new Analyzer('hr').term('pisma')).toBe(new Analyzer('hr').term('pismo'));
  });
  it('folds accents after stemming and drops stop words', () => {
    const it = new Analyzer('it');
    expect(it.term('Città')).toBe(it.term('citta'));
    expect(it.terms('La lettera della città di Forlì')).toEqual([
      it.term('lettera'),
      it.term('città'),
      'forl',
    ]);
  });
  it('gives the phrase form: folded words, single spaces', () => {
    expect(new Analyzer('it').phraseForm('Ponte  Vecchio, Firenze!')).toBe('ponte vecchio firenze');
    expect(fold('Forlì')).toBe('forli');
  });
});
