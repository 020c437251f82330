import { splitSearchText } from '@archive/contracts/search-text';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { analyzerFor } from '../text/analyzer';
import { mayHold, queryOf, snippetOf, termsOfPage } from './find-in-pages';

/**
 * The PostgreSQL store picks a card's page by termsOfPage (postgres/card-pages.ts): that is right
 * only if a page's terms hold one of a query's stems (or a longer stem one starts) exactly when
 * snippetOf finds a word there, given its quick look (mayHold) lets the page through.
 */

const WORDS = [
  'Torino',
  'torinese',
  'ponte',
  'ponti',
  "dell'archivio",
  'archivi',
  'città',
  'CITTÀ',
  'Città,',
  'lettera',
  'lettere',
  'il',
  'di',
  'è',
  'perché',
  'naïve',
  '1848',
  'x',
  'İstanbul',
  'Straße',
];

const holds = (terms: string[], stems: string[]) =>
  terms.some((t) => stems.some((s) => t === s || (s.length >= 4 && t.startsWith(s))));

it("finds a page's words by its terms exactly where snippetOf does", () => {
  const analyzer = analyzerFor('it');
  const line = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
  fc.assert(
    fc.property(
      fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n')),
      fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      (text, words) => {
        const terms = splitSearchText(words.join(' '));
        const query = queryOf(terms, analyzer);
        const page = { page: 1, text };
        const snippet = snippetOf([page], terms, analyzer);
        const byTerms = holds(termsOfPage(text, analyzer), query.stems);
        expect(byTerms || !snippet, 'a snippet on a page whose terms hold no word').toBe(true);
        if (byTerms && mayHold(page, query)) expect(snippet).toBeDefined();
      },
    ),
    { numRuns: 500, seed: 23 },
  );
});
