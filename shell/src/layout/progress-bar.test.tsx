import { PROGRESS_BAR } from '@archive/contracts/constants';
import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { ProgressBar } from './progress-bar';

const fire = (name: string, detail?: object) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(`single-spa:${name}`, { detail }));
  });

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/esplora');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const renderBar = () =>
    render(
      <IntlProvider locale="it" messages={italianCatalogue}>
        <ProgressBar />
      </IntlProvider>,
    );
  const bar = () => document.querySelector('[role="progressbar"]');

  it('shows only for navigations slower than the throttle, until the page is mounted', () => {
    renderBar();
    fire('before-routing-event', { newUrl: window.location.href });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 50));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(bar()).not.toBeNull();
    fire('routing-event');
    expect(bar()).toBeNull();
  });

  it('never shows for a fast navigation', () => {
    renderBar();
    fire('before-routing-event', { newUrl: window.location.href });
    fire('routing-event');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs * 5));
    expect(bar()).toBeNull();
  });

  it('never shows for a refused navigation (the URL went back, no routing-event follows)', () => {
    renderBar();
    fire('before-routing-event', { newUrl: `${window.location.origin}/cerca` });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs * 5));
    expect(bar()).toBeNull();
  });
});

describe('ProgressBar while the new page loads its data (issue 26)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/oggetti/1-x');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('stays after the routing event while the page is busy, and goes once it has drawn', async () => {
    const { container } = render(
      <IntlProvider locale="it" messages={italianCatalogue}>
        <ProgressBar />
        <main id="main-content">
          <div aria-busy="true">…</div>
        </main>
      </IntlProvider>,
    );
    // A result tapped: the remote is already mounted, so the routing event comes at once.
    fire('before-routing-event', { newUrl: window.location.href });
    fire('routing-event');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs + 50));
    expect(document.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => {
      container.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
      await Promise.resolve();
    });
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });
});
