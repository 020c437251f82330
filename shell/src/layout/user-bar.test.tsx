import { adminActions, archiveStore, INITIAL_ADMIN } from '@archive/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { backofficeHref, UserBar } from './user-bar';

const renderBar = () =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <UserBar />
    </IntlProvider>,
  );

const save = () => screen.queryByRole('button', { name: /Salva/ });

describe('UserBar', () => {
  beforeEach(() => {
    archiveStore.setState({
      user: { level: 9, email: 'manager@example.org' },
      level: 9,
      admin: INITIAL_ADMIN,
      siteOptions: {},
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
});
