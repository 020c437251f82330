import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminActions } from './admin';
import { type ArchiveStore, createArchiveStore, initialState } from './archive-store';

// The admin editing state machine of spec section 4.
describe('admin actions', () => {
  let store: ArchiveStore;
  let admin: ReturnType<typeof createAdminActions>;
  beforeEach(() => {
    store = createArchiveStore(initialState());
    admin = createAdminActions(store);
  });

  it('lets only managers and admins enter edit mode', () => {
    expect(admin.setEdit(true)).toBe(false);
    expect(store.getState().admin.isEdit).toBe(false);
    store.setState({ level: 1 | 8 });
    expect(admin.setEdit(true)).toBe(true);
    expect(store.getState().admin.isEdit).toBe(true);
    store.setState({ level: 17 });
    expect(admin.toggleEdit()).toBe(true);
    expect(store.getState().admin.isEdit).toBe(false);
  });

  it('resets saving and dirty when entering or leaving edit mode', () => {
    store.setState({ level: 16 });
    admin.setEdit(true);
    admin.markDirty();
    expect(store.getState().admin.isDirty).toBe(true);
    admin.setEdit(false);
    expect(store.getState().admin).toMatchObject({ isEdit: false, isDirty: false, isSaving: false });
  });

  it('saves only while editing: saving on, dirty off', () => {
    store.setState({ level: 8 });
    expect(admin.startSave()).toBe(false);
    admin.setEdit(true);
    admin.markDirty();
    expect(admin.startSave()).toBe(true);
    expect(store.getState().admin).toMatchObject({ isSaving: true, isDirty: false });
    admin.finishSave(false);
    expect(store.getState().admin).toMatchObject({ isSaving: false, isDirty: true });
  });

  it('marks dirty only in edit mode, and reset clears all four flags', () => {
    admin.markDirty();
    expect(store.getState().admin.isDirty).toBe(false);
    store.setState({ level: 8 });
    admin.setEdit(true);
    admin.setHideEdit(true);
    admin.markDirty();
    admin.reset();
    expect(store.getState().admin).toEqual({
      isEdit: false,
      isSaving: false,
      isDirty: false,
      hideEdit: false,
    });
  });

  it('stores the previous route name with its locale when leaving a page', () => {
    store.setState({ route: { route: 'search', locale: 'en', params: {}, query: {} }, locale: 'en' });
    admin.leavePage();
    expect(store.getState().previousRoute).toBe('search___en');
  });
});

describe('archive store', () => {
  it('notifies subscribers only on real changes', () => {
    const store = createArchiveStore(initialState());
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.setState({ darkMode: false });
    store.setState({ darkMode: true });
    store.setState((s) => ({ darkMode: !s.darkMode }));
    off();
    store.setState({ darkMode: true });
    expect(calls).toBe(2);
  });
});
