import type { FulltextPage } from '@archive/contracts/fulltext';
import { splitSearchText } from '@archive/contracts/search-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fulltextOfCard } from '../fulltext/card-snippet';
import { LocaleIndex } from './locale-index';
import { testRecord } from './test-records';

/**
 * A search card reads only the page its snippet comes from, chosen by the pages' terms
 * (page-terms.ts) without decoding the others: the card must still show the snippet and the flag
 * that all the record's pages give.
 */

// Stems and their longer family (lett-, citt-), accents, apostrophes, stop words, a short stem.
const WORDS = [
  'lettera',
  'lettere',
  'letterario',
  'Lettura',
  'città',
  'CITTA',
  "dell'archivio",
  'archivi',
  'ponte',
  'ponti',
  'di',
  'il',
  're',
  'rè',
  'Mare',
  'marea',
  'porto',
  '1848',
  'caffè',
  'lago',
];
const pageArb = (page: number) =>
  fc
    .record({
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 12 }),
      boxes: fc.boolean(),
    })
    .map(({ words, boxes }): FulltextPage => {
      const text = words.join(' ');
      const count = text ? text.split(' ').length : 0;
      return boxes && count
        ? {
            page,
            text,
            width: 100,
            height: 100,
            boxes: Array.from({ length: count }, (_, i) => `${i},0,5,5`).join(' '),
          }
        : { page, text };
    });
const pagesArb = fc
  .integer({ min: 0, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => pageArb(i + 1))));
const queryArb = fc
  .array(
    fc.oneof(
      fc.constantFrom(...WORDS, 'lett', 'citt', 'mar', 'nulla', 'letter'),
      fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }).map((w) => `"${w.join(' ')}"`),
    ),
    { minLength: 0, maxLength: 3 },
  )
  .map((parts) => parts.join(' '));

describe('search cards read one page', () => {
  it('shows the snippet and the flag all the pages give, without word boxes', () => {
    fc.assert(
      fc.property(fc.array(pagesArb, { minLength: 1, maxLength: 6 }), queryArb, (docs, text) => {
        const records = docs.map((pages, i) =>
          testRecord(String(i), pages.length ? { fulltext: pages as FulltextPage[] } : {}),
        );
        const index = new LocaleIndex('it', records);
        const terms = splitSearchText(text);
        const words = index.cardWords(terms);
        for (let doc = 0; doc < index.size; doc++) {
          const whole = index.record(doc);
          const card = index.card(doc, words);
          expect(fulltextOfCard(card, 'it', terms)).toEqual(fulltextOfCard(whole, 'it', terms));
          for (const page of card.fulltext ?? []) expect(page).not.toHaveProperty('boxes');
          if (terms.length && whole.fulltext?.length) expect(card.fulltext).toHaveLength(1);
          if (!terms.length) expect(card.fulltext?.length ?? 0).toBe(whole.fulltext?.length ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('skips the pages without the words unread', () => {
    const pages = [
      { page: 1, text: 'il porto di mare' },
      { page: 2, text: 'una lettera dal porto' },
      { page: 3, text: 'le lettere del re' },
    ];
    const index = new LocaleIndex('it', [testRecord('1', { fulltext: pages })]);
    const terms = splitSearchText('lettere');
    expect(index.card(0, index.cardWords(terms)).fulltext).toEqual([pages[1]]);
    // A word on no page: the first page, for the flag.
    const none = splitSearchText('castello');
    expect(index.card(0, index.cardWords(none)).fulltext).toEqual([pages[0]]);
    expect(fulltextOfCard(index.card(0, index.cardWords(none)), 'it', none)).toEqual({
      hasTranscription: true,
    });
  });
});
