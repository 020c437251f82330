import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposedComponent, loadExposed, setExposedLoader } from './load-exposed';
import { useExposedComponent } from './use-exposed-component';

afterEach(() => {
  setExposedLoader(undefined);
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('loadExposed', () => {
  it("asks the shell's Module Federation instance on the page", async () => {
    const loadRemote = vi.fn(async (id: string) => ({ default: () => id }));
    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
      __INSTANCES__: [
        { options: { name: 'mf_content' }, loadRemote: vi.fn() },
        { options: { name: 'shell' }, loadRemote },
      ],
    };
    setExposedLoader(undefined);
    await loadExposed('mf_catalogue/Shuffle');
    expect(loadRemote).toHaveBeenCalledWith('mf_catalogue/Shuffle');
    await loadExposed('mf_auth', 'session');
    expect(loadRemote).toHaveBeenCalledWith('mf_auth/session');
  });

  it('rejects when there is no runtime or the module answers nothing', async () => {
    await expect(loadExposed('mf_catalogue/Map')).rejects.toThrow();
    setExposedLoader(async () => null);
    await expect(loadExposed('mf_catalogue/Map')).rejects.toThrow();
  });

  it('asks once per module id', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    setExposedLoader(loader);
    await Promise.all([loadExposed('a/B'), loadExposed('a/B'), loadExposed('a', 'B')]);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

const C = () => null;

describe('exposedComponent', () => {
  it('takes the default export, a named export or the module itself', () => {
    expect(exposedComponent({ default: C })).toBe(C);
    expect(exposedComponent({ Shuffle: C }, 'Shuffle')).toBe(C);
    expect(exposedComponent(C)).toBe(C);
    expect(exposedComponent({ other: 1 })).toBeUndefined();
  });
});

function Probe({ enabled }: { enabled: boolean }) {
  const state = useExposedComponent<{ who: string }>('mf_admin/SectionsEditor', enabled);
  return state.status === 'ready' ? <state.Component who="editor" /> : <p>{state.status}</p>;
}

describe('useExposedComponent', () => {
  it('requests nothing while disabled', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    setExposedLoader(loader);
    render(<Probe enabled={false} />);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
  });

  it('renders the loaded component, or says it failed', async () => {
    setExposedLoader(async () => ({ default: ({ who }: { who: string }) => <p>hello {who}</p> }));
    render(<Probe enabled />);
    expect(await screen.findByText('hello editor')).toBeTruthy();
  });

  it('ends as failed when the remote is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setExposedLoader(async () => {
      throw new Error('not deployed');
    });
    render(<Probe enabled />);
    expect(await screen.findByText('failed')).toBeTruthy();
    await act(async () => {});
  });
});
