import { archiveStore } from '@archive/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { Header } from './header';

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
});
