import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  componentOf,
  loadRemoteModule,
  setRemoteModuleLoader,
  useRemoteComponent,
} from './load-remote-module';

afterEach(() => {
  setRemoteModuleLoader(undefined);
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('loadRemoteModule', () => {
  it("asks the shell's Module Federation instance on the page", async () => {
    const loadRemote = vi.fn(async (id: string) => ({ default: () => id }));
    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
      __INSTANCES__: [
        { options: { name: 'mf_content' }, loadRemote: vi.fn() },
        { options: { name: 'shell' }, loadRemote },
      ],
    };
    setRemoteModuleLoader(undefined);
    await loadRemoteModule('mf_catalogue/Shuffle');
    expect(loadRemote).toHaveBeenCalledWith('mf_catalogue/Shuffle');
  });

  it('rejects when there is no runtime or the module answers nothing', async () => {
    await expect(loadRemoteModule('mf_catalogue/Map')).rejects.toThrow();
    setRemoteModuleLoader(async () => null);
    await expect(loadRemoteModule('mf_catalogue/Map')).rejects.toThrow();
  });

  it('asks once per module id', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    setRemoteModuleLoader(loader);
    await Promise.all([loadRemoteModule('a/B'), loadRemoteModule('a/B')]);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

const C = () => null;

describe('componentOf', () => {
  it('takes the default export, a named export or the module itself', () => {
    expect(componentOf({ default: C })).toBe(C);
    expect(componentOf({ Shuffle: C }, 'Shuffle')).toBe(C);
    expect(componentOf(C)).toBe(C);
    expect(componentOf({ other: 1 })).toBeUndefined();
  });
});

function Probe({ enabled }: { enabled: boolean }) {
  const state = useRemoteComponent<{ who: string }>('mf_admin/SectionsEditor', enabled);
  return state.status === 'ready' ? <state.Component who="editor" /> : <p>{state.status}</p>;
}

describe('useRemoteComponent', () => {
  it('requests nothing while disabled', async () => {
    const loader = vi.fn(async () => ({ default: () => null }));
    setRemoteModuleLoader(loader);
    render(<Probe enabled={false} />);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
  });

  it('renders the loaded component, or says it failed', async () => {
    setRemoteModuleLoader(async () => ({ default: ({ who }: { who: string }) => <p>hello {who}</p> }));
    render(<Probe enabled />);
    expect(await screen.findByText('hello editor')).toBeTruthy();
  });

  it('ends as failed when the remote is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setRemoteModuleLoader(async () => {
      throw new Error('not deployed');
    });
    render(<Probe enabled />);
    expect(await screen.findByText('failed')).toBeTruthy();
    await act(async () => {});
  });
});
