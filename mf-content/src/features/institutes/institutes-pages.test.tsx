// @vitest-environment jsdom
// jsdom: editor HTML is drawn through DOMPurify, which refuses to work on happy-dom (its self-check
// fails there, so SafeHtml would draw nothing).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  docsBySlug,
  docsList,
  fakeFetch,
  renderWithProviders,
  setPage,
  storedDoc,
} from '../../lib/test-utils';
import { InstitutesItemPage, InstitutesListPage } from './institutes-pages';

const institutes = [
  storedDoc('institutes', 'fototeca', { title: 'Fototeca civica', date: 1760000000 }),
  storedDoc('institutes', 'archivio', {
    title: 'Archivio storico',
    date: 1700000000,
    summary: 'Le carte della città dal 1450.',
    address: 'Via Roma 1, Bologna',
    phone: '+39 051 123 456',
    email: 'archivio@example.org',
    hours: 'Mon-Fri 9-17\nSat 9-13',
    blocks: [{ type: 'text', value: '<p>Aperto dal lunedì al venerdì.</p>' }],
  }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('institutes pages', () => {
  it('list the institutes by name (not by date), each linking to its page', async () => {
    fakeFetch({ '/api/public/firebase/getDocs': docsList(institutes) });
    setPage('/istituti', { siteOptions: { profile: 4 } });
    renderWithProviders(<InstitutesListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Istituti' })).toBeTruthy();
    await screen.findByText('Fototeca civica');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Archivio storico', 'Fototeca civica']);
    expect(screen.getByRole('link', { name: 'Archivio storico' }).getAttribute('href')).toBe(
      '/istituti/archivio',
    );
  });

  it("show one institute with its text and its own contacts, in the page's language", async () => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug(institutes) });
    setPage('/en/institutes/archivio', { siteOptions: { profile: 4, title: 'Archive' } });
    renderWithProviders(<InstitutesItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Archivio storico' })).toBeTruthy();
    expect(await screen.findByText('Aperto dal lunedì al venerdì.')).toBeTruthy();
    const contacts = await screen.findByRole('complementary', { name: 'Contacts' });
    expect(within(contacts).getByText('Via Roma 1, Bologna')).toBeTruthy();
    expect(within(contacts).getByRole('link', { name: '+39 051 123 456' }).getAttribute('href')).toBe(
      'tel:+39051123456',
    );
    expect(within(contacts).getByRole('link', { name: 'archivio@example.org' }).getAttribute('href')).toBe(
      'mailto:archivio@example.org',
    );
    // Issue 25: opening hours, labelled, their lines kept.
    const hours = within(contacts).getByText(
      (_, el) => el?.tagName === 'DD' && /Mon-Fri/.test(el.textContent ?? ''),
    );
    expect(hours.textContent).toBe('Mon-Fri 9-17\nSat 9-13');
    expect(hours.previousElementSibling?.textContent).toBe('Opening hours');
    expect(screen.getByRole('link', { name: 'All institutes' }).getAttribute('href')).toBe('/en/institutes');
    expect(document.title).toBe('Archivio storico · Archive');
  });

  it.each([
    ['the list', '/istituti', InstitutesListPage],
    ['an item', '/istituti/archivio', InstitutesItemPage],
  ])('say %s is not accessible when the profile has no institutes bit, asking nothing', (_, url, Page) => {
    const { calls } = fakeFetch({});
    setPage(url, { siteOptions: { profile: 2 } });
    renderWithProviders(<Page />);
    expect(
      screen.getByRole('heading', { name: /Errore 404: ?Questa pagina non è momentaneamente accessibile/ }),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
