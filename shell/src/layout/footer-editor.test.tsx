// @vitest-environment jsdom
// jsdom: footer blocks are drawn through DOMPurify, which refuses to work on happy-dom.
import { adminActions, archiveStore, setExposedLoader } from '@archive/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { Footer } from './footer';

/** What mf-admin's module exposes, as far as the footer is concerned. */
function FakeFooterEditor() {
  return <p data-testid="footer-editor">editor</p>;
}
const loaded = vi.fn(async (_id: string) => ({ FooterInPlace: FakeFooterEditor }));

const home = () => ({ ...archiveStore.getState().route, route: 'home' as const });
const draw = () =>
  render(
    <IntlProvider locale="it" messages={italianCatalogue}>
      <Footer />
    </IntlProvider>,
  );

afterEach(() => {
  cleanup();
  act(() => adminActions.setEdit(false));
  setExposedLoader(undefined);
  loaded.mockClear();
});

describe("the footer's blocks in edit mode (issue 25)", () => {
  const options = { footer_blocks: [{ title: 'Orari', text: { it: '<p>Lunedì chiuso</p>' } }] };

  it("a manager in edit mode gets mf-admin's in-place editor instead of the blocks; leaving edit mode brings them back", async () => {
    setExposedLoader(loaded);
    archiveStore.setState({ locale: 'it', level: 1 | 8, siteOptions: options, route: home() });
    draw();
    expect(await screen.findByText('Lunedì chiuso')).toBeTruthy();
    act(() => adminActions.setEdit(true));
    expect(await screen.findByTestId('footer-editor')).toBeTruthy();
    expect(loaded).toHaveBeenCalledWith('mf_admin/SectionsEditor');
    expect(screen.queryByText('Lunedì chiuso')).toBeNull();
    act(() => adminActions.setEdit(false));
    expect(screen.queryByTestId('footer-editor')).toBeNull();
    expect(await screen.findByText('Lunedì chiuso')).toBeTruthy();
  });

  it('asks for nothing on a settings page (edit mode there is a form), nor for a visitor', async () => {
    setExposedLoader(loaded);
    archiveStore.setState({
      locale: 'it',
      level: 1 | 8,
      siteOptions: options,
      route: { ...archiveStore.getState().route, route: 'settings.footer' },
    });
    draw();
    act(() => adminActions.setEdit(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).not.toHaveBeenCalled();
    expect(await screen.findByText('Lunedì chiuso')).toBeTruthy();
  });

  it('asks for nothing for a visitor, even with edit mode on in the store', async () => {
    setExposedLoader(loaded);
    archiveStore.setState({ locale: 'it', level: 1, siteOptions: options, route: home() });
    draw();
    act(() => adminActions.setEdit(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).not.toHaveBeenCalled();
    expect(await screen.findByText('Lunedì chiuso')).toBeTruthy();
  });

  it('keeps the blocks when the editor cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setExposedLoader(async () => {
      throw new Error('mf_admin missing');
    });
    archiveStore.setState({ locale: 'it', level: 1 | 8, siteOptions: options, route: home() });
    draw();
    act(() => adminActions.setEdit(true));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(await screen.findByText('Lunedì chiuso')).toBeTruthy();
    warn.mockRestore();
  });
});
