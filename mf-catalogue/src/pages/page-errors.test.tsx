import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordAnswer, relatedAnswer, summariesAnswer } from '../lib/fixtures';
import { fail, fakeFetch, renderWithProviders, setPage } from '../lib/test-utils';
import RecordPage from './record-page';
import ViewerPage from './viewer-page';

// What a visitor sees on the record page and in the viewer when the record cannot be had (issue 18):
// the error page with the status code and 'La pagina non è disponibile', and a retry that works.
const api = (record: () => unknown) => ({
  '/api/public/catalogue/record': record,
  '/api/public/mongo/related': () => relatedAnswer(),
  '/api/public/catalogue/summaries': () => summariesAnswer(),
});

const statusHeading = (code: number) =>
  screen.findByRole('heading', { level: 1, name: `Errore ${code}: La pagina non è disponibile` });

describe('record page for a visitor', () => {
  it('offers an access or reproduction request about the record', async () => {
    setPage('/en/objects/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    fakeFetch(api(() => recordAnswer()));
    renderWithProviders(<RecordPage />);
    const link = await screen.findByRole('link', { name: 'Request access / reproduction' });
    expect(link.getAttribute('href')).toBe('/en/contact?tabella=ca_objects&id=3220');
  });

  it('shows a 500 as the error page with its code, and retries', async () => {
    let answer: () => unknown = () => fail(500, 'INTERNAL', 'boom');
    setPage('/oggetti/3220-lettera-di-adele-bruno-al-sindaco-di-firenze');
    fakeFetch(api(() => answer()));
    renderWithProviders(<RecordPage />);
    expect(await statusHeading(500)).toBeTruthy();
    answer = () => recordAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lettera di Adele Bruno al sindaco di Firenze' }),
    ).toBeTruthy();
  });

  it('shows a network failure as the error page too (503), never a notice without a code', async () => {
    setPage('/oggetti/3220');
    fakeFetch(
      api(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<RecordPage />);
    expect(await statusHeading(503)).toBeTruthy();
  });
});

describe('document viewer after a failure', () => {
  it('shows the error page instead of loading forever', async () => {
    setPage('/sfogliatore/3220');
    fakeFetch({ '/api/public/catalogue/record': () => fail(502, 'BAD_GATEWAY', 'down') });
    renderWithProviders(<ViewerPage />);
    expect(await statusHeading(502)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
