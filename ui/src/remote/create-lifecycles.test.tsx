import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { archiveStore } from '../store/archive-store';
import { ScreenRoot } from './create-lifecycles';

describe('ScreenRoot', () => {
  it('marks the screen with the current route name, and follows navigation', () => {
    archiveStore.setState({ route: { route: 'settings.general', locale: 'it', params: {}, query: {} } });
    render(
      <ScreenRoot>
        <p>pagina</p>
      </ScreenRoot>,
    );
    const root = screen.getByText('pagina').closest('[data-screen]');
    expect(root?.getAttribute('data-screen')).toBe('settings.general');
    act(() => archiveStore.setState({ route: { route: 'login', locale: 'it', params: {}, query: {} } }));
    expect(document.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('login');
  });
});
