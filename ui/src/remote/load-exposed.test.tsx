import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposedComponent, loadExposed, setExposedLoader } from './load-exposed';
import { useExposedComponent, useExposedComponents } from './use-exposed-component';

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

/** Draws the ready components of `ids`, noting the first one's status at every render in `seen`. */
function Many({ ids, seen }: { ids: string[]; seen: string[] }) {
  const states = useExposedComponents<object>(ids);
  seen.push(states['mf_x/A']?.status ?? 'none');
  return (
    <>
      {ids.map((id) => {
        const state = states[id];
        return state?.status === 'ready' ? <state.Component key={id} /> : null;
      })}
    </>
  );
}

describe('useExposedComponents', () => {
  it('keeps the components already drawn when more ids are asked for', async () => {
    setExposedLoader(async (id) => ({ default: () => <p>{id}</p> }));
    const seen: string[] = [];
    const { rerender } = render(<Many ids={['mf_x/A']} seen={seen} />);
    expect(await screen.findByText('mf_x/A')).toBeTruthy();
    seen.length = 0;
    rerender(<Many ids={['mf_x/A', 'mf_x/B']} seen={seen} />);
    expect(await screen.findByText('mf_x/B')).toBeTruthy();
    // A never went back to loading (which would unmount it and lose its state).
    expect(new Set(seen)).toEqual(new Set(['ready']));
  });
});
