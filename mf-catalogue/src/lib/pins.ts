import { saveUserCall } from '@archive/contracts/content-endpoints';
import { togglePin } from '@archive/contracts/pins';
import type { RecordTable } from '@archive/contracts/routes';
import { archiveStore, callApi, useArchive } from '@archive/ui';

/**
 * Pins (spec section 4): a signed-in visitor toggles {id, table} on their user; the whole list is
 * saved with POST /api/auth/firebase/saveUser {data: {pins}}. The store is updated first so the
 * button answers at once, and put back if saving fails.
 */
export type PinList = { id: string; table: string }[];
const EMPTY: PinList = [];

export const usePins = (): PinList => useArchive((s) => s.user?.pins ?? EMPTY);
export const useSignedIn = (): boolean => useArchive((s) => s.user !== null);

export async function togglePinAndSave(pin: { id: string; table: RecordTable }): Promise<boolean> {
  const { user } = archiveStore.getState();
  if (!user) return false;
  const before = (user.pins ?? []) as Parameters<typeof togglePin>[0];
  const after = togglePin(before, pin);
  archiveStore.setState({ user: { ...user, pins: after } });
  try {
    const saved = await callApi(saveUserCall, { data: { pins: after } });
    const current = archiveStore.getState().user;
    if (current) archiveStore.setState({ user: { ...current, pins: [...saved.pins] } });
    return true;
  } catch (err) {
    console.warn('saving pins failed', err);
    const current = archiveStore.getState().user;
    if (current) archiveStore.setState({ user: { ...current, pins: [...before] } });
    return false;
  }
}
