import { canEdit } from '@archive/contracts/access';
import { localisedRouteName } from '@archive/contracts/routes';
import { type ArchiveStore, archiveStore, INITIAL_ADMIN } from './archive-store';

/**
 * Admin editing state machine (spec section 4). Every transition is a no-op when it is not allowed,
 * so a button wired to it cannot put the store in a state the spec forbids.
 */
export function createAdminActions(store: ArchiveStore = archiveStore) {
  const get = () => store.getState();
  const patch = (admin: Partial<ReturnType<typeof get>['admin']>) =>
    store.setState((s) => ({ admin: { ...s.admin, ...admin } }));
  return {
    /** Enter or leave edit mode: managers and admins only; resets saving and dirty. */
    setEdit(on: boolean): boolean {
      if (!canEdit(get().level)) return false;
      patch({ isEdit: on, isSaving: false, isDirty: false });
      return true;
    },
    toggleEdit(): boolean {
      return this.setEdit(!get().admin.isEdit);
    },
    /** An editor changed something that is not saved yet. */
    markDirty(): void {
      if (get().admin.isEdit) patch({ isDirty: true });
    },
    /** Save (only while editing): saving true, dirty false. Answers whether saving started. */
    startSave(): boolean {
      if (!get().admin.isEdit) return false;
      patch({ isSaving: true, isDirty: false });
      return true;
    },
    /** Saving finished; a failure puts the unsaved flag back so the Save button returns. */
    finishSave(ok = true): void {
      patch(ok ? { isSaving: false } : { isSaving: false, isDirty: true });
    },
    /** A page that must not be edited hides the edit switch. */
    setHideEdit(hideEdit: boolean): void {
      patch({ hideEdit });
    },
    /** Clears all four flags. */
    reset(): void {
      store.setState({ admin: INITIAL_ADMIN });
    },
    /** On leaving a page: admin state reset, previous route name stored. */
    leavePage(): void {
      const { route, locale } = get();
      store.setState({ admin: INITIAL_ADMIN, previousRoute: localisedRouteName(route.route, locale) });
    },
  };
}

export const adminActions = createAdminActions();
