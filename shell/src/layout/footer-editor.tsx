import { canEdit } from '@archive/contracts/access';
import { hasInPlaceEditing } from '@archive/contracts/in-place-edit';
import { loadExposed, useArchive } from '@archive/ui';
import { type ComponentType, useEffect, useState } from 'react';

/** mf-admin's exposed module that carries the in-place editors (home, document pages, footer). */
const EDITORS_MODULE = 'mf_admin/SectionsEditor';

/**
 * The footer's in-place editor (issue 25: mf-admin's `FooterInPlace`), while a manager or admin is
 * in edit mode on a page edited in place; null otherwise, while it loads, or if it cannot (the visitor's footer stays). Asked
 * for only then, so visitors never download mf-admin, and never during a server render (the store
 * starts outside edit mode).
 */
export function useFooterEditor(): ComponentType | null {
  // Only on pages edited in place (the home, document pages): settings pages are in edit mode too,
  // as forms, and Settings > Piè di pagina edits the footer there.
  const editing = useArchive((s) => s.admin.isEdit && canEdit(s.level) && hasInPlaceEditing(s.route.route));
  const [Editor, setEditor] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!editing || Editor) return;
    let live = true;
    loadExposed<{ FooterInPlace?: ComponentType }>(EDITORS_MODULE)
      .then((module) => {
        if (live && module.FooterInPlace) setEditor(() => module.FooterInPlace ?? null);
      })
      .catch((err) => console.warn('in-place editing of the footer is not available', err));
    return () => {
      live = false;
    };
  }, [editing, Editor]);
  return editing ? Editor : null;
}
