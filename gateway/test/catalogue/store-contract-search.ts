import { expect, it } from 'vitest';
import type { CatalogueStore } from '../../src/catalogue/port';
import { SECRET_WORD } from './fixture';

/**
 * Issue 23's search cases, part of the store contract (store-contract.ts runs them on every store):
 * spelling corrections from the locale's own vocabulary, never for a word that finds something.
 */
export function searchContract(getStore: () => CatalogueStore) {
  const spell = async (words: string[], locale: 'it' | 'en' = 'it') => {
    const store = getStore();
    if (!store.spell) throw new Error(`${store.name} cannot spell`);
    return store.spell(locale, words);
  };

  it('corrects a word that finds nothing to the nearest indexed word, whatever its case and accents', async () => {
    const [lettra, upper, swapped, person] = await spell(['lettra', 'LETTRA', 'letetra', 'ermenegilds']);
    expect(lettra).toEqual({ word: 'lettra', hits: false, corrections: expect.any(Array) });
    expect(lettra!.corrections[0]).toBe('lettera');
    expect(upper!.corrections[0]).toBe('lettera');
    expect(swapped!.corrections[0]).toBe('lettera');
    expect(person!.corrections).toEqual(['ermenegilda']);
  });

  it('never corrects a word that has hits, by itself or by stem, nor stop words and numbers', async () => {
    const answers = await spell(['lettera', 'lettere', 'Lettera', 'città', 'citta', 'della', '1899']);
    for (const answer of answers) expect(answer).toMatchObject({ hits: true, corrections: [] });
  });

  it('offers nothing when no indexed word is near, and never a word only private records hold', async () => {
    const [far, secret] = await spell(['zzxqwv', SECRET_WORD.slice(0, -1)]);
    expect(far).toEqual({ word: 'zzxqwv', hits: false, corrections: [] });
    expect(secret!.hits).toBe(false);
    expect(secret!.corrections).not.toContain(SECRET_WORD);
  });

  it("corrects within the locale's own words (English records, English vocabulary)", async () => {
    const [answer] = await spell(['lettre'], 'en');
    // "lettre" is French: an English catalogue offers its own word, if any, never a French one.
    expect(answer!.corrections).not.toContain('lettre');
    const [letter] = await spell(['lettr'], 'en');
    expect(letter!.corrections[0]).toBe('letter');
  });
}
