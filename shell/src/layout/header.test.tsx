import { archiveStore } from '@archive/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { Header } from './header';
import { SkipLinks } from './skip-links';

const renderHeader = () =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <Header />
    </IntlProvider>,
  );

describe('Header', () => {
  afterEach(cleanup);

  it('keeps the menu and search panels mutually exclusive and closes them on navigation', () => {
    archiveStore.setState({ enabledLocales: ['it', 'en'], siteOptions: {} });
    const { container } = renderHeader();
    const menu = container.querySelector('.menu-panel') as HTMLElement;
    const search = container.querySelector('.search-panel') as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(menu.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(search.hidden).toBe(false);
    expect(menu.hidden).toBe(true);
    act(() => archiveStore.setState({ route: { route: 'explore', locale: 'it', params: {}, query: {} } }));
    expect(search.hidden).toBe(true);
  });

  it('gives focus back to the menu button when Escape closes the menu (issue 26)', () => {
    archiveStore.setState({ enabledLocales: ['it', 'en'], siteOptions: {} });
    const { container } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const menu = container.querySelector('.menu-panel') as HTMLElement;
    const first = menu.querySelector('a') as HTMLElement;
    first.focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('shows About only when visible, and the language switcher only with two languages', () => {
    archiveStore.setState({ enabledLocales: ['it'], siteOptions: { visibility: { about: false } } });
    const { container } = renderHeader();
    expect(screen.queryByText('Chi siamo')).toBeNull();
    expect(screen.getByText('Esplora')).toBeTruthy();
    expect(container.querySelector('.language-switcher')).toBeNull();
  });

  it('limits the top links to three visible ones', () => {
    const links = [1, 2, 3, 4].map((n) => ({ text: `L${n}`, url: `https://example.org/${n}` }));
    archiveStore.setState({ siteOptions: { header_links: { visible: true, links } } });
    const { container } = renderHeader();
    expect(container.querySelectorAll('.top-links a')).toHaveLength(3);
  });

  it('submits the typed terms to the search page as tags, phrases kept whole', () => {
    window.history.replaceState(null, '', '/');
    archiveStore.setState({ locale: 'it', siteOptions: {} });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    const field = screen.getByRole('combobox', { name: "Cerca nell'archivio" });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'lettera "via appia" roma' } });
    fireEvent.submit(screen.getByRole('search'));
    const url = new URL(window.location.href);
    expect(url.pathname).toBe('/cerca');
    expect(url.searchParams.getAll('tags')).toEqual(['lettera', '"via appia"', 'roma']);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('searches in the page locale', () => {
    archiveStore.setState({ locale: 'en', siteOptions: {} });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'roma' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(window.location.pathname + window.location.search).toBe('/en/search?tags=roma');
  });

  it('shows the logo with its alt text when there is one, else the site title, linking home', () => {
    archiveStore.setState({ locale: 'it', siteOptions: { title: { it: 'Archivio storico' } } });
    const { unmount } = renderHeader();
    const title = screen.getByRole('link', { name: 'Archivio storico' });
    expect(title.getAttribute('href')).toBe('/');
    expect(title.querySelector('img')).toBeNull();
    unmount();
    archiveStore.setState({
      locale: 'en',
      siteOptions: { title: 'Archivio storico', logo: { url: '/logo.svg', alt: { en: 'Historic archive' } } },
    });
    renderHeader();
    const logo = screen.getByRole('img', { name: 'Historic archive' });
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/en');
  });

  it('lists the custom menu items (internal and external), then login back to this page, in the menu panel', () => {
    archiveStore.setState({
      locale: 'it',
      user: null,
      route: { route: 'explore', locale: 'it', params: {}, query: {} },
      siteOptions: {
        menu: [
          { label: 'Fondi', path: '/browse/fondi' },
          { label: { it: 'Comune' }, path: 'https://comune.example.org/' },
        ],
      },
    });
    const { container } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(container.querySelector('.menu-panel') as HTMLElement);
    const links = panel.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Fondi', '/browse/fondi'],
      ['Comune', 'https://comune.example.org/'],
      ['Accedi', '/login?redirect=%2Fesplora'],
    ]);
    expect(links[1]?.getAttribute('target')).toBe('_blank');
  });

  it('offers logout instead of login to a signed-in user', () => {
    archiveStore.setState({ locale: 'it', user: { level: 9, email: 'm@example.org' }, siteOptions: {} });
    const { container } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(container.querySelector('.menu-panel') as HTMLElement);
    expect(panel.getByRole('button', { name: 'Esci' })).toBeTruthy();
    expect(panel.queryByRole('link', { name: 'Accedi' })).toBeNull();
    act(() => archiveStore.setState({ user: null }));
  });
});

describe('SkipLinks', () => {
  afterEach(cleanup);
  const renderSkip = () =>
    render(
      <IntlProvider locale="it" messages={italianCatalogue}>
        <SkipLinks />
      </IntlProvider>,
    );

  it('skips to the main content on every page, and to the results on the search page', () => {
    archiveStore.setState({ route: { route: 'home', locale: 'it', params: {}, query: {} } });
    renderSkip();
    expect(screen.getByRole('link', { name: 'Vai al contenuto principale' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.queryByRole('link', { name: 'Vai ai risultati' })).toBeNull();
    act(() => archiveStore.setState({ route: { route: 'search', locale: 'it', params: {}, query: {} } }));
    expect(screen.getByRole('link', { name: 'Vai ai risultati' }).getAttribute('href')).toBe('#results');
  });
});
