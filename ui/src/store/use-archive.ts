import { useSyncExternalStore } from 'react';
import type { ArchiveState } from './archive-store';
import { useArchiveStore } from './store-context';

/**
 * Reads a slice of the shared store (or the render's own store on the server, see store-context.ts)
 * and re-renders only when that slice changes (compared with Object.is, so select a field or a
 * stable object, not a freshly built one).
 */
export function useArchive<T>(select: (state: ArchiveState) => T): T {
  const store = useArchiveStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
