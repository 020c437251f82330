import { useSyncExternalStore } from 'react';
import { type ArchiveState, archiveStore } from './archive-store';

/**
 * Reads a slice of the shared store and re-renders only when that slice changes (compared with
 * Object.is, so select a field or a stable object, not a freshly built one).
 */
export function useArchive<T>(select: (state: ArchiveState) => T): T {
  return useSyncExternalStore(
    archiveStore.subscribe,
    () => select(archiveStore.getState()),
    () => select(archiveStore.getState()),
  );
}
