import { adminActions, archiveStore, INITIAL_ADMIN } from '@archive/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { backofficeHref, UserBar } from './user-bar';

const renderBar = () =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <UserBar />
    </IntlProvider>,
  );

const at = (route: string) => ({ route, locale: 'it', params: {}, query: {} }) as never;
/** The route with `?modifica=1`, as Settings > Generale's link to the login screen opens it. */
const asked = (route: string) => ({ route, locale: 'it', params: {}, query: { modifica: '1' } }) as never;
const save = () => screen.queryByRole('button', { name: /Salva/ });

describe('UserBar', () => {
  beforeEach(() => {
    archiveStore.setState({
      user: { level: 9, email: 'manager@example.org' },
      level: 9,
      admin: INITIAL_ADMIN,
      siteOptions: {},
      route: at('home'),
    });
  });
  afterEach(cleanup);

  it('is drawn only for level bits 8 and 16', () => {
    act(() => archiveStore.setState({ user: null, level: 1 }));
    const { container } = renderBar();
    expect(container.querySelector('nav.user-bar')).toBeNull();
    act(() => archiveStore.setState({ level: 17 }));
    expect(container.querySelector('nav.user-bar')).not.toBeNull();
  });

  it('shows the back-office link only when the site options name one', () => {
    const { container } = renderBar();
    expect(container.querySelector('[data-link="backoffice"]')).toBeNull();
    act(() => archiveStore.setState({ siteOptions: { backofficeUrl: 'https://admin.example.org/' } }));
    expect(container.querySelector('[data-link="backoffice"]')?.getAttribute('href')).toBe(
      'https://admin.example.org/',
    );
  });

  it('refuses back-office addresses that are not a /path or http(s) URL', () => {
    expect(backofficeHref('/gestione')).toBe('/gestione');
    expect(backofficeHref('javascript:alert(1)')).toBeUndefined();
    expect(backofficeHref('//evil.example')).toBeUndefined();
    expect(backofficeHref('/\\evil.example')).toBeUndefined();
    expect(backofficeHref('')).toBeUndefined();
  });

  it('shows Save only while editing with unsaved changes, and Save starts saving', () => {
    renderBar();
    expect(save()).toBeNull();
    // Dirty outside edit mode is not possible: the state machine ignores it.
    act(() => adminActions.markDirty());
    expect(save()).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Modifica' }));
    expect(archiveStore.getState().admin.isEdit).toBe(true);
    expect(save()).toBeNull();
    act(() => adminActions.markDirty());
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(archiveStore.getState().admin).toMatchObject({ isSaving: true, isDirty: false });
    expect(screen.getByRole('button', { name: 'Salvataggio…' })).toHaveProperty('disabled', true);
    act(() => adminActions.finishSave(true));
    expect(save()).toBeNull();
    // Leaving edit mode drops unsaved changes and the button with them.
    act(() => adminActions.markDirty());
    expect(save()).not.toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Modifica' }));
    expect(save()).toBeNull();
  });

  it('hides the edit switch on pages that must not be edited', () => {
    renderBar();
    act(() => adminActions.setHideEdit(true));
    expect(screen.queryByRole('switch', { name: 'Modifica' })).toBeNull();
  });

  it('offers the edit switch only where texts are edited in place, and says so elsewhere', () => {
    renderBar();
    for (const route of ['home', 'page', 'newsItem', 'institutesItem', 'pathsItem', 'cookiepolicy']) {
      act(() => archiveStore.setState({ route: at(route) }));
      expect(screen.getByRole('switch', { name: 'Modifica' })).toBeTruthy();
      expect(screen.queryByText('Niente da modificare in questa pagina')).toBeNull();
    }
    for (const route of ['record', 'search', 'newsList', 'explore']) {
      act(() => archiveStore.setState({ route: at(route) }));
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.getByText('Niente da modificare in questa pagina')).toBeTruthy();
    }
  });

  it('names the back-office link after the catalogue system', () => {
    act(() => archiveStore.setState({ siteOptions: { backofficeUrl: '/gestione' } }));
    renderBar();
    expect(screen.getByRole('link', { name: 'Gestione collezioni' }).getAttribute('href')).toBe('/gestione');
    act(() =>
      archiveStore.setState({
        siteOptions: { backofficeUrl: '/gestione', catalogueSystem: 'pimcore' } as never,
      }),
    );
    expect(screen.getByRole('link', { name: 'Gestione contenuti' })).toBeTruthy();
  });

  it('jumps to home, about, esplora, news and percorsi, without the sections switched off', () => {
    act(() =>
      archiveStore.setState({
        siteOptions: { profile: 6, visibility: { about: false, paths: false } },
      }),
    );
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: /Vai a/ }));
    const items = Array.from(document.querySelectorAll('[data-dropdown-item]')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(items).toEqual([
      ['Home', '/'],
      ['Esplora', '/esplora'],
      ['News', '/news'],
    ]);
  });

  it('leaves news out of the jump list when the profile has no news (bit 2)', () => {
    act(() => archiveStore.setState({ siteOptions: { profile: 4 } }));
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: /Vai a/ }));
    const labels = Array.from(document.querySelectorAll('[data-dropdown-item]')).map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Chi siamo', 'Esplora', 'Percorsi']);
  });

  it('on a record page offers to hide the record from visitors, after a confirmation', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{"hidden":2}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    act(() =>
      archiveStore.setState({
        route: { route: 'record', locale: 'it', params: { table: 'ca_objects', id: '12' }, query: {} },
      }),
    );
    renderBar();
    const button = screen.getByRole('button', { name: 'Nascondi questa scheda ai visitatori' });
    fireEvent.click(button);
    expect(calls).toHaveLength(0);
    fireEvent.click(button);
    await screen.findByText('Scheda nascosta ai visitatori');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(calls[0]?.url).toContain('/api/auth/catalogue/hideRecord');
    expect(calls[0]?.body).toMatchObject({ table: 'ca_objects', id: '12' });
    vi.unstubAllGlobals();
  });

  it('offers no hiding elsewhere', () => {
    renderBar();
    expect(screen.queryByRole('button', { name: /Nascondi questa scheda/ })).toBeNull();
  });

  it("?modifica on a screen edited in place turns edit mode on (Settings > Generale's link to /login, issue 25), even after the arrival's reset; the manager's switch wins", () => {
    act(() => archiveStore.setState({ route: asked('login') }));
    renderBar();
    expect(archiveStore.getState().admin.isEdit).toBe(true);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    act(() => adminActions.reset());
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch'));
    expect(archiveStore.getState().admin.isEdit).toBe(false);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('?modifica does nothing for a visitor, nor on a screen with nothing to edit', () => {
    act(() => archiveStore.setState({ user: null, level: 1, route: asked('login') }));
    renderBar();
    expect(archiveStore.getState().admin.isEdit).toBe(false);
    cleanup();
    act(() => archiveStore.setState({ level: 9, route: asked('search') }));
    renderBar();
    expect(archiveStore.getState().admin.isEdit).toBe(false);
  });
});
