import { describe, expect, it } from 'vitest';
import { joinSearchTerms, SEARCH_TEXT_MAX_LENGTH, splitSearchText } from './search-text';

describe('splitSearchText', () => {
  it('splits plain words', () => {
    expect(splitSearchText('archivio  storico comunale')).toEqual([
      { text: 'archivio', phrase: false },
      { text: 'storico', phrase: false },
      { text: 'comunale', phrase: false },
    ]);
  });
  it('keeps quoted parts as phrases', () => {
    expect(splitSearchText('lettera "Giuseppe Verdi" Busseto')).toEqual([
      { text: 'lettera', phrase: false },
      { text: 'Giuseppe Verdi', phrase: true },
      { text: 'Busseto', phrase: false },
    ]);
  });
  it('accepts curly quotes', () => {
    expect(splitSearchText('“ponte vecchio”')).toEqual([{ text: 'ponte vecchio', phrase: true }]);
  });
  it('treats an unclosed quote as words', () => {
    expect(splitSearchText('"ponte vecchio')).toEqual([
      { text: 'ponte', phrase: false },
      { text: 'vecchio', phrase: false },
    ]);
  });
  it('turns a one-word phrase into a word and drops duplicates and empties', () => {
    expect(splitSearchText('"Roma" roma "" ,; ')).toEqual([{ text: 'Roma', phrase: false }]);
  });
  it('returns nothing for blank input', () => {
    expect(splitSearchText('   ')).toEqual([]);
  });
  it('cuts over-long input', () => {
    const terms = splitSearchText('a'.repeat(SEARCH_TEXT_MAX_LENGTH + 50));
    expect(terms[0]?.text.length).toBe(SEARCH_TEXT_MAX_LENGTH);
  });
  it('joins terms back to text that splits the same way', () => {
    const terms = splitSearchText('lettera "Giuseppe Verdi" città');
    expect(splitSearchText(joinSearchTerms(terms))).toEqual(terms);
  });
});
