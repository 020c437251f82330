import { describe, expect, it } from 'vitest';
import { Analyzer, fold } from './analyzer';
import { STEMMERS } from './stemmers';
import { STOPWORDS } from './stopwords';

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
  it('stems Croatian with Snowball (Serbo-Croatian) rules: cases and numbers of a noun meet', () => {
    const hr = new Analyzer('hr');
    for (const [a, b] of [
      ['knjige', 'knjigama'],
      ['gradovi', 'gradova'],
      ['crkvama', 'crkve'],
      ['pisma', 'pismo'],
    ])
      expect(hr.term(a!)).toBe(hr.term(b!));
  });
  it.each([
    ['it', 'lettera', 'letter'],
    ['it', 'fotografie', 'fotograf'],
    ['en', 'cities', 'citi'],
    ['en', 'running', 'run'],
    ['fr', 'églises', 'églis'],
    ['de', 'häuser', 'haus'],
    ['es', 'ciudades', 'ciudad'],
    ['hr', 'knjigama', 'knjig'],
  ] as const)('%s: Snowball stems %s to %s', (locale, word, stem) => {
    expect(STEMMERS[locale](word)).toBe(stem);
  });
  it('drops the standard stop words of each language, and keeps content words', () => {
    expect(['della', 'sono', 'più'].every((w) => STOPWORDS.it.has(w))).toBe(true);
    expect(['the', 'which', 'myself'].every((w) => STOPWORDS.en.has(w))).toBe(true);
    expect(['avec', 'dans', 'nous'].every((w) => STOPWORDS.fr.has(w))).toBe(true);
    expect(['und', 'aber', 'einem'].every((w) => STOPWORDS.de.has(w))).toBe(true);
    expect(['los', 'para', 'con'].every((w) => STOPWORDS.es.has(w))).toBe(true);
    expect(['ili', 'između'].some((w) => STOPWORDS.hr.has(w))).toBe(true);
    // Content words a catalogue is searched by stay searchable.
    expect(STOPWORDS.es.has('acuerdo')).toBe(false);
    expect(STOPWORDS.it.has('stato')).toBe(false);
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
