import type { Metadato } from '@archive/contracts/catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnswer, relatedAnswer, summariesAnswer } from '../lib/fixtures';
import { fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import RecordPage from './record-page';

/** Issue 18: summaryHeader / summaryPimcore and the currency codes have a visible effect. */
const metadati: Metadato[] = [
  { fieldCode: 'genreform', label: 'Genere', value: 'Lettera' },
  { fieldCode: 'ente', label: 'Ente', value: 'Comune di Firenze' },
  {
    fieldCode: 'stima',
    label: 'Stima',
    subelements: [
      { fieldCode: 'importo', label: 'Importo', value: '1234.5' },
      { fieldCode: 'valuta', label: 'Valuta', value: '1' },
    ],
  },
];
const record = () => {
  const answer = recordAnswer();
  return { ...answer, record: { ...answer.record, metadati } };
};
const api = {
  '/api/public/catalogue/record': record,
  '/api/public/mongo/related': () => relatedAnswer(),
  '/api/public/catalogue/summaries': () => summariesAnswer(),
};
const headerFields = () =>
  // Intl puts a no-break space before the euro sign: compare plain spaces.
  [...document.querySelectorAll('.record-header [data-summary-field]')].map((e) =>
    e.textContent?.replace(/\s/g, ' '),
  );

describe('record header fields from the site options', () => {
  it('shows the summaryHeader fields, in its order, with a collection-management catalogue', async () => {
    setPage('/oggetti/3220-x', {
      siteOptions: { summaryHeader: ['stima', 'genreform'], summaryPimcore: ['ente'] },
    });
    fakeFetch(api);
    renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1 });
    // The quantity with currency code 1 reads as euros, Italian style.
    expect(headerFields()).toEqual(['Stima1.234,50 €', 'GenereLettera']);
  });

  it('shows the summaryPimcore fields with a content-management catalogue', async () => {
    setPage('/oggetti/3220-x', {
      siteOptions: {
        summaryHeader: ['stima'],
        summaryPimcore: ['ente'],
        catalogueSystem: 'pimcore',
      } as never,
    });
    fakeFetch(api);
    renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(headerFields()).toEqual(['EnteComune di Firenze']);
  });

  it('shows a quantity in the metadata with its currency: 2 pound, 3 dollar', async () => {
    setPage('/en/objects/3220-x');
    const answer = record();
    answer.record.metadati = [
      {
        fieldCode: 'prezzo',
        label: 'Prezzo',
        subelements: [
          { fieldCode: 'value', value: '20' },
          { fieldCode: 'currency', value: '2' },
        ],
      },
      {
        fieldCode: 'costo',
        label: 'Costo',
        subelements: [
          { fieldCode: 'amount', value: '7.5' },
          { fieldCode: 'currency', value: '3' },
        ],
      },
    ];
    fakeFetch({ ...api, '/api/public/catalogue/record': () => answer });
    renderWithProviders(<RecordPage />);
    await screen.findByRole('heading', { level: 1 });
    const shown = [...document.querySelectorAll('[data-quantity]')].map((e) => e.textContent);
    expect(shown).toEqual(['£20.00', 'US$7.50']);
  });
});
