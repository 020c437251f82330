import { archiveStore } from '@archive/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

// Issue 26, problem 3: after a client-side page change focus moves to the new page's heading and
// the page is announced; a change of filters (the query) leaves focus where it is.
let setHeading: (text: string | null) => void = () => {};
function Page() {
  const [heading, set] = useState<string | null>('Ricerca');
  setHeading = set;
  return (
    <>
      <a href="/x">Un risultato</a>
      <main id="main-content" tabIndex={-1}>
        {heading === null ? <p aria-busy="true">Caricamento</p> : <h1>{heading}</h1>}
        <input aria-label="Filtro" />
      </main>
      <RouteAnnouncer />
    </>
  );
}
const go = (
  route: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
  url = window.location.pathname,
) =>
  act(() => {
    window.history.pushState(null, '', url);
    archiveStore.setState({ route: { route: route as 'search', locale: 'it', params, query } });
  });

afterEach(cleanup);

describe('RouteAnnouncer', () => {
  it('moves focus to the new heading once it is drawn and says it politely', async () => {
    window.history.replaceState(null, '', '/cerca');
    go('home');
    render(<Page />);
    const early = screen.getByRole('link', { name: 'Un risultato' });
    early.focus();
    // The store learns the loaded page's route (same URL): not a page change, focus stays.
    go('search');
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(early);
    const live = document.querySelector('[data-route-announcer]') as HTMLElement;
    expect(live.getAttribute('aria-live')).toBe('polite');
    // The first page is the browser's own load: nothing moves.
    const link = screen.getByRole('link', { name: 'Un risultato' });
    link.focus();
    expect(live.textContent).toBe('');

    // A filter changes only the query: focus stays in the field the visitor uses.
    const field = screen.getByRole('textbox', { name: 'Filtro' });
    field.focus();
    go('search', {}, { tags: 'roma' }, '/cerca');
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(field);

    link.focus();
    go('record', { table: 'oggetti', id: '12' }, {}, '/oggetti/12-lettera');
    act(() => setHeading(null));
    await new Promise((r) => setTimeout(r, 50));
    // Still loading: focus waits on the link rather than landing on the old or no heading.
    expect(document.activeElement).toBe(link);
    act(() => setHeading('Lettera di Adele Bruno'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    // Said in the render after the focus moved (a state update): awaited, not read at once.
    await waitFor(() => expect(live.textContent).toBe('Lettera di Adele Bruno'));
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
  });
});
