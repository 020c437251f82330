import type { ComponentType } from 'react';

/**
 * Loads a module another remote exposes ('mf_catalogue/Shuffle', 'mf_auth/session') at run time,
 * for the shell and every remote alike. Remotes are built with `externalRuntime` and
 * `disableRemote`: they have no Module Federation runtime of their own and register no remotes.
 * The shell's runtime instance (on the MF global, name `shell`) knows the deployed remotes (mf_admin
 * only for managers and admins), so everyone asks it; this module never imports the MF runtime
 * package, so ui stays free of it. Answers are cached per module id (ui is a singleton: one cache on
 * the page); a failure is cached too (no retry storm), until the page reloads.
 */
interface FederationInstanceLike {
  options?: { name?: string };
  loadRemote: (id: string) => Promise<unknown>;
}

/** Answers the exposed module for an id `remote/module`. */
export type ExposedLoader = (id: string) => Promise<unknown>;

const instanceOfShell = (): FederationInstanceLike | undefined => {
  const global = globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstanceLike[] } };
  const instances = (global.__FEDERATION__?.__INSTANCES__ ?? []).filter(
    (i) => typeof i?.loadRemote === 'function',
  );
  return instances.find((i) => i.options?.name === 'shell') ?? instances[0];
};

const defaultLoader: ExposedLoader = async (id) => {
  const instance = instanceOfShell();
  if (!instance) throw new Error(`no Module Federation runtime on the page to load ${id}`);
  return instance.loadRemote(id);
};

let loader: ExposedLoader = defaultLoader;
const cache = new Map<string, Promise<unknown>>();

/** Tests (and the style guide) replace the loader; `undefined` restores the real one. Clears the cache. */
export function setExposedLoader(next: ExposedLoader | undefined): void {
  loader = next ?? defaultLoader;
  cache.clear();
  for (const reset of resets) reset();
}

const resets = new Set<() => void>();
/** Caches built on loadExposed (exposed-boundary.tsx) are emptied with it. */
export function onExposedLoaderChange(reset: () => void): void {
  resets.add(reset);
}

/**
 * The module `remote` exposes as `./module`: `loadExposed('mf_auth', 'session')`, or with one id
 * `loadExposed('mf_catalogue/Shuffle')`. Rejects when the remote or the module is missing. The type
 * parameter is the caller's word: check what matters (a function is there) before relying on it.
 */
export function loadExposed<T = unknown>(remote: string, module: string): Promise<T>;
export function loadExposed<T = unknown>(id: string): Promise<T>;
export function loadExposed<T = unknown>(remoteOrId: string, module?: string): Promise<T> {
  const id = module === undefined ? remoteOrId : `${remoteOrId}/${module.replace(/^\.\//, '')}`;
  let pending = cache.get(id);
  if (!pending) {
    pending = loader(id).then((loaded) => {
      if (loaded == null) throw new Error(`${id} answered nothing`);
      return loaded;
    });
    cache.set(id, pending);
  }
  return pending as Promise<T>;
}

/** A React component out of an exposed module: its default export, a named one, or the module itself. */
export function exposedComponent<P>(module: unknown, name?: string): ComponentType<P> | undefined {
  const m = module as Record<string, unknown> | ((...args: unknown[]) => unknown);
  const candidates =
    typeof m === 'function' ? [m] : [m?.default, name ? m?.[name] : undefined].filter(Boolean);
  const found = candidates.find(
    (c) => typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c),
  );
  return found as ComponentType<P> | undefined;
}
