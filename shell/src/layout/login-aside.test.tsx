// @vitest-environment jsdom
// jsdom: the login text is drawn through DOMPurify, which refuses to work on happy-dom.
import { adminActions, archiveStore, setExposedLoader } from '@archive/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { LoginAside } from './login-aside';

/** What mf-admin's module exposes, as far as the login screen is concerned. */
function FakeLoginEditor() {
  return <p data-testid="login-editor">editor</p>;
}
const loaded = vi.fn(async (_id: string) => ({ LoginInPlace: FakeLoginEditor }));

const at = (route: 'login' | 'editPassword') => ({ ...archiveStore.getState().route, route });
const draw = () =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <LoginAside />
    </IntlProvider>,
  );

beforeEach(() => {
  // The environment document is in the store already; the aside's own request may fail here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // Every page starts with the admin state reset (route-sync does it on arrival).
  adminActions.reset();
  archiveStore.setState({
    locale: 'it',
    environment: { title: { it: 'Area riservata' }, body: { it: '<p>Solo per il personale.</p>' } },
  });
});
afterEach(() => {
  cleanup();
  act(() => adminActions.setEdit(false));
  setExposedLoader(undefined);
  loaded.mockClear();
  vi.restoreAllMocks();
});

describe('the login screen edited in place (issue 25)', () => {
  it("a manager in edit mode on /login gets mf-admin's editor instead of the title and text; leaving edit mode brings them back", async () => {
    setExposedLoader(loaded);
    archiveStore.setState({ level: 1 | 8, route: at('login') });
    draw();
    expect(screen.getByRole('heading', { name: 'Area riservata' })).toBeTruthy();
    act(() => adminActions.setEdit(true));
    expect(await screen.findByTestId('login-editor')).toBeTruthy();
    expect(loaded).toHaveBeenCalledWith('mf_admin/SectionsEditor');
    expect(screen.queryByRole('heading', { name: 'Area riservata' })).toBeNull();
    act(() => adminActions.setEdit(false));
    expect(screen.queryByTestId('login-editor')).toBeNull();
    expect(await screen.findByText('Solo per il personale.')).toBeTruthy();
  });

  it('no other page of the login layout is edited (the password pages)', async () => {
    setExposedLoader(loaded);
    archiveStore.setState({ level: 1 | 8, route: at('editPassword') });
    draw();
    act(() => adminActions.setEdit(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Area riservata' })).toBeTruthy();
  });
});
