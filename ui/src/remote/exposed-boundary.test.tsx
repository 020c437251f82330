import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInContext } from '../ssr/render-remote';
import { createArchiveStore, initialState } from '../store/archive-store';
import { ArchiveStoreContext } from '../store/store-context';
import { createGate, ExposedBoundary, type Gate, ServerExposedContext } from './exposed-boundary';
import { setExposedLoader } from './load-exposed';

afterEach(() => setExposedLoader(undefined));

const preloaded: string[] = [];
function Card({ who }: { who: string }) {
  return <article className="card">card of {who}</article>;
}
Card.preload = (locale: string) => {
  preloaded.push(locale);
};
const PROPS = { who: 'Ada' };

function Page({ gate, onFailed }: { gate: Gate; onFailed?: () => void }) {
  return (
    <div>
      <p>above</p>
      <ExposedBoundary
        id="mf_x/Card"
        props={PROPS}
        gate={gate}
        fallback={<p className="waiting">waiting</p>}
        onFailed={onFailed}
      />
    </div>
  );
}

const withStore = (children: React.ReactNode, locale: 'it' | 'en' = 'it') => (
  <ArchiveStoreContext.Provider value={createArchiveStore({ ...initialState(), locale })}>
    {children}
  </ArchiveStoreContext.Provider>
);

describe('ExposedBoundary in the browser', () => {
  it('asks for nothing until its gate opens, then draws the component after its preload', async () => {
    const loader = vi.fn(async () => ({ default: Card }));
    setExposedLoader(loader);
    preloaded.length = 0;
    const gate = createGate();
    render(withStore(<Page gate={gate} />, 'en'));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
    act(() => gate.open());
    expect(await screen.findByText('card of Ada')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mf_x/Card');
    expect(preloaded).toEqual(['en']);
  });

  it('leaves the part out and says so when the module cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setExposedLoader(async () => {
      throw new Error('remote not deployed');
    });
    const onFailed = vi.fn();
    const { container } = render(withStore(<Page gate={createGate(true)} onFailed={onFailed} />));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(container.querySelector('.waiting')).toBeNull();
    expect(container.textContent).toBe('above');
    warn.mockRestore();
  });
});

describe('ExposedBoundary drawn by the server, hydrated by the browser', () => {
  const serverHtml = async (loadExposed?: (id: string) => Promise<unknown>) =>
    renderInContext(
      {
        url: '/',
        state: { locale: 'it' },
        fetch: (() => Promise.reject(new Error('no calls'))) as typeof fetch,
        identifierPrefix: 't',
        loadExposed,
      },
      <Page gate={createGate()} />,
    );

  it('draws the component in the HTML, through the loader the render was given', async () => {
    const out = await serverHtml(async (id) => (id === 'mf_x/Card' ? { default: Card } : undefined));
    expect(out.html.replace(/<!-- -->/g, '')).toContain('<article class="card">card of Ada</article>');
    expect(out.html).not.toContain('waiting');
    expect(out.exposed).toEqual(['mf_x/Card']);
  });

  it('keeps the server HTML while the gate is shut, and hydrates it in place when it opens', async () => {
    const out = await serverHtml(async () => ({ default: Card }));
    // Only here do a server renderer and a browser one share a process: React's server renderer
    // leaves its last provided value in the context object, which the browser's would then read.
    (ServerExposedContext as unknown as { _currentValue: unknown })._currentValue = null;
    const container = document.createElement('div');
    container.innerHTML = out.html;
    document.body.append(container);
    const serverCard = container.querySelector('article.card');
    const loader = vi.fn(async () => ({ default: Card }));
    setExposedLoader(loader);
    const recoverable = vi.fn();
    const gate = createGate();
    // As in a page: no act() (React hydrates Suspense boundaries in idle work, which act's queue
    // does not run), real time instead.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const root = hydrateRoot(container, withStore(<Page gate={gate} />), {
      identifierPrefix: 't',
      onRecoverableError: recoverable,
    });
    try {
      await settle();
      // Shut: nothing asked for, the server's card still there (not the fallback).
      expect(loader).not.toHaveBeenCalled();
      expect(container.querySelector('article.card')).toBe(serverCard);
      expect(container.querySelector('.waiting')).toBeNull();
      gate.open();
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      await settle();
      // Hydrated: the same element kept, no mismatch reported.
      expect(container.querySelector('article.card')).toBe(serverCard);
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    container.remove();
  });

  it('a render without a loader leaves the part to the browser (its fallback), with the reason', async () => {
    const out = await serverHtml(undefined);
    expect(out.html).toContain('waiting');
    expect(out.html).not.toContain('card of');
    expect(out.errors.join(' ')).toContain('cannot load exposed modules');
    expect(out.exposed).toEqual([]);
  });
});
