// @vitest-environment jsdom
// jsdom: editor HTML is drawn through DOMPurify, which refuses to work on happy-dom (its self-check
// fails there, so SafeHtml would draw nothing).
import { archiveStore } from '@archive/ui';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsBySlug, fakeFetch, renderWithProviders, setPage, storedDoc } from '../../../lib/test-utils';
import { PathItemPage } from '../paths-pages';

const path = storedDoc(
  'paths',
  'la-citta',
  {
    title: 'The changing city',
    summary: 'A century of urban change.',
    blocks: [{ type: 'text', value: '<p>From the walls to the railway.</p>' }],
    steps: [
      {
        title: 'The walls',
        text: '<p>The plan to pull down the walls.</p>',
        record: { table: 'ca_objects', id: '1112', label: 'Progetto del ponte' },
      },
      { title: 'The avenues', text: '<p>The ring avenues.</p>', image: '/files/viali.jpg' },
      { title: 'The station', text: '<p>The railway arrives.<img src=x onerror="alert(1)"></p>' },
    ],
  },
  'en',
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The shell turns every pushState into a new route in the store; here we do it by hand. */
function followNavigation() {
  const push = window.history.pushState.bind(window.history);
  vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
    push(data, unused, url);
    setPage(String(url));
  });
}

describe('a guided path', () => {
  it('is walked step by step with position, record link, previous and next', async () => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug([path]) });
    setPage('/en/stories/la-citta');
    followNavigation();
    const user = userEvent.setup();
    renderWithProviders(<PathItemPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'The changing city' })).toBeTruthy();
    expect(await screen.findByText('From the walls to the railway.')).toBeTruthy();
    // The heading is the document's; the link label waits for the English catalogue (loaded async).
    await user.click(await screen.findByRole('link', { name: 'Start the story' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The walls' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Go to the record: Progetto del ponte' }).getAttribute('href'),
    ).toBe('/en/objects/1112-progetto-del-ponte');
    expect(window.location.search).toBe('?step=1');
    expect(document.activeElement?.textContent).toBe('The walls');

    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The avenues' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The avenues' }).getAttribute('aria-current')).toBe('step');

    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next step' })).toBeNull();
    expect(screen.getByText('End of the story')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Previous step' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(document.title).toContain('The avenues');
  });

  it('shows the not-found page for a path that does not exist', async () => {
    fakeFetch({ '/api/public/firebase/getDocBySlug': docsBySlug([]) });
    setPage('/percorsi/nessuno');
    renderWithProviders(<PathItemPage />);
    expect(await screen.findByText('La pagina non è disponibile')).toBeTruthy();
    await act(async () => archiveStore.getState());
  });
});
