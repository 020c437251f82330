import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { archiveStore } from '../store/archive-store';
import { RemoteTree } from './remote-tree';
import { RouteScreens } from './route-screens';

/** A lazy screen whose code arrives when the test says so. */
let arrive: (value: { default: () => JSX.Element }) => void = () => {};
const Search = lazy(
  () =>
    new Promise<{ default: () => JSX.Element }>((resolve) => {
      arrive = resolve;
    }),
);
const SearchApp = () => <RouteScreens screens={{ search: Search }} />;
const EmptyApp = () => <RouteScreens screens={{}} />;

describe('RouteScreens and the live marker', () => {
  it('marks the remote live once its lazy screen is drawn, not when the root mounts', async () => {
    archiveStore.setState({ route: { route: 'search', locale: 'it', params: {}, query: {} } });
    render(<RemoteTree name="mf_test" App={SearchApp} italian={{}} />);
    const root = document.querySelector('[data-remote="mf_test"]');
    expect(root?.querySelector('.screen-loading')).toBeTruthy();
    expect(root?.hasAttribute('data-live')).toBe(false);
    await act(async () => arrive({ default: () => <p>risultati</p> }));
    expect(screen.getByText('risultati')).toBeTruthy();
    expect(root?.hasAttribute('data-live')).toBe(true);
  });

  it('is live at once for a route without a screen here', () => {
    archiveStore.setState({ route: { route: 'login', locale: 'it', params: {}, query: {} } });
    render(<RemoteTree name="mf_empty" App={EmptyApp} italian={{}} />);
    expect(document.querySelector('[data-remote="mf_empty"]')?.hasAttribute('data-live')).toBe(true);
  });
});
