import { useEffect, useSyncExternalStore } from 'react';
import { attachSurface, type DraftState, getDraftState, subscribeDraft } from './options-draft';

/** The site options draft for a component that edits it (loads it and answers Save while mounted). */
export function useOptionsDraft(): DraftState {
  useEffect(() => attachSurface(), []);
  return useSyncExternalStore(subscribeDraft, getDraftState, getDraftState);
}
