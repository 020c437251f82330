import { archiveStore, initialState } from '@archive/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from './app-frame';

// The four layouts of spec section 2 as a visitor or a manager sees them; <main> and the remote
// slots stay in place whatever the layout.
const at = (route: string) => ({ route, locale: 'it', params: {}, query: {} }) as never;

describe('AppFrame layouts', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    archiveStore.setState({
      ...initialState(),
      enabledLocales: ['it'],
      siteOptions: {},
      siteOptionsLoaded: true,
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('default: header, main with the slots, footer', () => {
    archiveStore.setState({ route: at('home') });
    const { container } = render(<AppFrame remotes={[]} />);
    expect(container.querySelector('[data-layout="default"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(container.querySelectorAll('main .remote-slot')).toHaveLength(4);
  });

  it('empty (the document viewer): the page only, no header, footer or user bar, even for a manager', async () => {
    archiveStore.setState({ route: at('viewer'), user: { level: 9, email: 'm@example.org' }, level: 9 });
    const { container } = render(<AppFrame remotes={[]} />);
    expect(container.querySelector('[data-layout="empty"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('nav.user-bar')).toBeNull();
    expect(container.querySelectorAll('main .remote-slot')).toHaveLength(4);
  });

  it('user (settings): the user bar only, no header or footer', async () => {
    archiveStore.setState({ route: at('settings'), user: { level: 9, email: 'm@example.org' }, level: 9 });
    const { container } = render(<AppFrame remotes={[]} />);
    expect(container.querySelector('[data-layout="user"]')).not.toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Barra di amministrazione' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("login for a signed-in manager: the user bar with the edit switch above the aside (issue 25: the login screen's texts are edited there); none for a visitor", async () => {
    archiveStore.setState({ route: at('login'), user: { level: 9, email: 'm@example.org' }, level: 9 });
    const { container } = render(<AppFrame remotes={[]} />);
    expect(container.querySelector('[data-layout="login"]')).not.toBeNull();
    const bar = await screen.findByRole('navigation', { name: 'Barra di amministrazione' });
    expect(bar.querySelector('[role="switch"]')).not.toBeNull();
    cleanup();
    archiveStore.setState({ route: at('login'), user: null, level: 1 });
    const visitor = render(<AppFrame remotes={[]} />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(visitor.container.querySelector('nav.user-bar')).toBeNull();
  });
});
