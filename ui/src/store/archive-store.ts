import { DEFAULT_LOCALE, type Locale } from '@archive/contracts/locales';
import type { RouteMatch } from '@archive/contracts/routes';
import type { ComponentType } from 'react';
import type { EnvironmentOptions, SiteOptions } from './site-options';

/**
 * The one cross-app store (architecture: composition). The shell and every remote import it from
 * `@archive/ui`, a Module Federation singleton, so they all see the same instance; React reads it
 * with `useSyncExternalStore` (see use-archive.ts), never through a per-root context.
 */
export interface SessionUser {
  uid?: string;
  email?: string;
  name?: string;
  surname?: string;
  roles?: string[];
  level: number;
  pins?: { id: string; table: string }[];
  [key: string]: unknown;
}

export interface AdminState {
  isEdit: boolean;
  isSaving: boolean;
  isDirty: boolean;
  hideEdit: boolean;
}

export interface ModalState {
  // Any component: the props are whatever the opener passes along with it.
  // biome-ignore lint/suspicious/noExplicitAny: props are the opener's business
  component: ComponentType<any>;
  props?: Record<string, unknown>;
}

export interface ArchiveState {
  locale: Locale;
  /** Locales enabled in the site options (Italian always). */
  enabledLocales: Locale[];
  /** The current page as the contracts route table reads the URL. */
  route: RouteMatch;
  /** Localised route name of the page before this one (`search___it`), as the original stored it. */
  previousRoute: string | null;
  siteOptions: SiteOptions;
  /** True once the site options were fetched (or failed): the shell waits for it before guarding. */
  siteOptionsLoaded: boolean;
  environment: EnvironmentOptions;
  user: SessionUser | null;
  /** Access level bitmask: 1 for visitors. */
  level: number;
  admin: AdminState;
  modal: ModalState | null;
  /** Full-screen popup open: the page does not scroll behind it. */
  popupOpen: boolean;
  darkMode: boolean;
  /** HTTP-ish status of what the page shows (404 for a missing record); null = as routed. See page-status.ts. */
  pageStatus: number | null;
  /**
   * A random number drawn once per page load (by the server for a server-rendered page, which the
   * browser then takes from it): random picks on the first render (the image shuffle) must be the
   * same draw on both sides.
   */
  pageSeed: number;
}

export const INITIAL_ADMIN: AdminState = { isEdit: false, isSaving: false, isDirty: false, hideEdit: false };

export const initialState = (): ArchiveState => ({
  locale: DEFAULT_LOCALE,
  enabledLocales: [DEFAULT_LOCALE],
  route: { route: 'home', locale: DEFAULT_LOCALE, params: {}, query: {} },
  previousRoute: null,
  siteOptions: {},
  siteOptionsLoaded: false,
  environment: {},
  user: null,
  level: 1,
  admin: INITIAL_ADMIN,
  modal: null,
  popupOpen: false,
  darkMode: false,
  pageStatus: null,
  pageSeed: Math.floor(Math.random() * 2_000_000_000),
});

export type Listener = () => void;
export type Updater = Partial<ArchiveState> | ((state: ArchiveState) => Partial<ArchiveState>);

export interface ArchiveStore {
  getState(): ArchiveState;
  /** Merges a partial state (or the result of a function of the current state) and notifies. */
  setState(update: Updater): void;
  subscribe(listener: Listener): () => void;
}

export function createArchiveStore(initial: ArchiveState = initialState()): ArchiveStore {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.keys(patch).some(
        (key) => patch[key as keyof ArchiveState] !== state[key as keyof ArchiveState],
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The instance every app shares. Kept on `globalThis` as well, so that even a second copy of this
 * module (a remote built with a mismatched share config) finds the same store instead of a blank one.
 *
 * On the server several pages render at once in one process, each with its own store: there the
 * shared instance answers for the render in progress, which ui's server renderer names through
 * `RENDER_STORE_KEY` (an AsyncLocalStorage lookup, so code outside React, such as `routeUrl` or the
 * fetcher, reads the right visitor's state too). In the browser nothing is installed there.
 */
const GLOBAL_KEY = '__ARCHIVE_STORE__';
export const RENDER_STORE_KEY = '__ARCHIVE_RENDER_STORE__';
type Holder = typeof globalThis & {
  [GLOBAL_KEY]?: ArchiveStore;
  [RENDER_STORE_KEY]?: () => ArchiveStore | undefined;
};
const holder = globalThis as Holder;

function createSharedStore(): ArchiveStore {
  const own = createArchiveStore();
  const current = () => holder[RENDER_STORE_KEY]?.() ?? own;
  return {
    getState: () => current().getState(),
    setState: (update) => current().setState(update),
    subscribe: (listener) => current().subscribe(listener),
  };
}

export const archiveStore: ArchiveStore = holder[GLOBAL_KEY] ?? createSharedStore();
holder[GLOBAL_KEY] = archiveStore;
