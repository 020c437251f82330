import { canEdit } from '@archive/contracts/access';
import { hasInPlaceEditing } from '@archive/contracts/in-place-edit';
import { loadExposed, useArchive } from '@archive/ui';
import { type ComponentType, useEffect, useState } from 'react';

/** mf-admin's exposed module that carries the in-place editors (home, document pages, footer, login). */
const EDITORS_MODULE = 'mf_admin/SectionsEditor';

/** The shell's own parts that mf-admin edits in place (named exports of that module). */
export type ShellEditorName = 'FooterInPlace' | 'LoginInPlace';

/**
 * One of mf-admin's in-place editors for a part of the shell, once `editing` says it is wanted;
 * null otherwise, while it loads, or if it cannot load (the visitor's version stays). Asked for
 * only then, so visitors never download mf-admin, and never during a server render (the store
 * starts outside edit mode).
 */
export function useShellEditor(name: ShellEditorName, editing: boolean): ComponentType | null {
  const [Editor, setEditor] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!editing || Editor) return;
    let live = true;
    loadExposed<Partial<Record<ShellEditorName, ComponentType>>>(EDITORS_MODULE)
      .then((module) => {
        const found = module[name];
        if (live && found) setEditor(() => found);
      })
      .catch((err) => console.warn(`in-place editing (${name}) is not available`, err));
    return () => {
      live = false;
    };
  }, [editing, Editor, name]);
  return editing ? Editor : null;
}

/**
 * The footer's in-place editor (issue 25: mf-admin's `FooterInPlace`), while a manager or admin is
 * in edit mode on a page edited in place.
 */
export function useFooterEditor(): ComponentType | null {
  // Only on pages edited in place (the home, document pages): settings pages are in edit mode too,
  // as forms, and Settings > Piè di pagina edits the footer there.
  const editing = useArchive((s) => s.admin.isEdit && canEdit(s.level) && hasInPlaceEditing(s.route.route));
  return useShellEditor('FooterInPlace', editing);
}
