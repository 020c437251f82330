import { createContext, useContext } from 'react';
import { type ArchiveStore, archiveStore } from './archive-store';

/**
 * Which store a React tree reads. In the browser nothing provides it and every app reads the one
 * shared `archiveStore`. On the server the page is rendered for one visitor at a time, but several
 * renders run in the same process at once: each render provides a store of its own here, so one
 * visitor's session or page never shows in another's HTML (SSR.md, pitfall 4).
 */
export const ArchiveStoreContext = createContext<ArchiveStore | null>(null);

export const useArchiveStore = (): ArchiveStore => useContext(ArchiveStoreContext) ?? archiveStore;
