import { type ComponentType, useEffect, useState } from 'react';

/**
 * Loads a module another remote exposes ('mf_catalogue/Shuffle', 'mf_admin/SectionsEditor') at run
 * time. This remote is built with `externalRuntime` and `disableRemote`: it has no Module Federation
 * runtime of its own and registers no remotes. The shell's runtime instance (on the MF global) knows
 * the deployed remotes (mf_admin only for managers and admins), so we ask it. Never imports another
 * remote's source. Answers are cached per module id; a failure is cached too (no retry storm).
 */
interface FederationInstanceLike {
  options?: { name?: string; remotes?: { name?: string }[] };
  loadRemote: (id: string) => Promise<unknown>;
}

type Loader = (id: string) => Promise<unknown>;

const instanceOfShell = (): FederationInstanceLike | undefined => {
  const global = globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstanceLike[] } };
  const instances = (global.__FEDERATION__?.__INSTANCES__ ?? []).filter(
    (i) => typeof i?.loadRemote === 'function',
  );
  return instances.find((i) => i.options?.name === 'shell') ?? instances[0];
};

const defaultLoader: Loader = async (id) => {
  const instance = instanceOfShell();
  if (!instance) throw new Error(`no Module Federation runtime on the page to load ${id}`);
  return instance.loadRemote(id);
};

let loader: Loader = defaultLoader;
const cache = new Map<string, Promise<unknown>>();

/** Tests (and storybook-like pages) replace the loader; `undefined` restores the real one. */
export function setRemoteModuleLoader(next: Loader | undefined): void {
  loader = next ?? defaultLoader;
  cache.clear();
}

/** The exposed module, or a rejection when the remote or the module is missing. */
export function loadRemoteModule(id: string): Promise<unknown> {
  let pending = cache.get(id);
  if (!pending) {
    pending = loader(id).then((module) => {
      if (module == null) throw new Error(`${id} answered nothing`);
      return module;
    });
    cache.set(id, pending);
  }
  return pending;
}

/** A React component out of an exposed module: its default export, or the module itself. */
export function componentOf<P>(module: unknown, name?: string): ComponentType<P> | undefined {
  const m = module as Record<string, unknown> | ((...args: unknown[]) => unknown);
  const candidates =
    typeof m === 'function' ? [m] : [m?.default, name ? m?.[name] : undefined].filter(Boolean);
  const found = candidates.find(
    (c) => typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c),
  );
  return found as ComponentType<P> | undefined;
}

export type RemoteComponentState<P> =
  | { status: 'idle' | 'loading' | 'failed'; Component?: undefined }
  | { status: 'ready'; Component: ComponentType<P> };

/**
 * A component exposed by another remote. With `enabled` false nothing is requested (visitors never
 * download the admin editor). Missing remote, missing module or a module without a component all
 * end as 'failed', for the caller to degrade gracefully.
 */
export function useRemoteComponent<P>(id: string, enabled = true): RemoteComponentState<P> {
  const [state, setState] = useState<RemoteComponentState<P>>({ status: enabled ? 'loading' : 'idle' });
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRemoteModule(id)
      .then((module) => {
        const Component = componentOf<P>(module, id.split('/').pop());
        if (!live) return;
        setState(Component ? { status: 'ready', Component } : { status: 'failed' });
      })
      .catch((err) => {
        console.warn(`${id} is not available; its section is left out`, err);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [id, enabled]);
  return state;
}

/**
 * Several exposed components at once (the home page's catalogue sections), as a map from module
 * id to its state. Ids load in parallel; the list may change between renders.
 */
export function useRemoteComponents<P>(ids: readonly string[]): Record<string, RemoteComponentState<P>> {
  const key = [...new Set(ids)].sort().join('|');
  const [states, setStates] = useState<Record<string, RemoteComponentState<P>>>({});
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split('|') : [];
    setStates(Object.fromEntries(wanted.map((id) => [id, { status: 'loading' } as RemoteComponentState<P>])));
    for (const id of wanted) {
      loadRemoteModule(id)
        .then((module) => {
          const Component = componentOf<P>(module, id.split('/').pop());
          if (live)
            setStates((s) => ({
              ...s,
              [id]: Component ? { status: 'ready', Component } : { status: 'failed' },
            }));
        })
        .catch((err) => {
          console.warn(`${id} is not available; its section is left out`, err);
          if (live) setStates((s) => ({ ...s, [id]: { status: 'failed' } }));
        });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return states;
}
