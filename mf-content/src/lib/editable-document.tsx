import type { DocumentCollection } from '@archive/contracts/documents';
import { loadExposed, useArchive } from '@archive/ui';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { SECTIONS_EDITOR_MODULE } from './sections-editor-contract';
import { useIsEditor } from './site';

/** Named export of 'mf_admin/SectionsEditor' that edits a document page in place (issue 18). */
export interface DocumentInPlaceProps {
  collection: DocumentCollection;
  name: string;
}

/**
 * A document page as managers see it: the visitor's view, and in edit mode mf-admin's in-place
 * editor of its texts instead. mf-admin is asked for only when a manager or admin turns edit mode on
 * (never for visitors, never during a server render: the store starts outside edit mode); while it
 * loads, or if it cannot, the view stays.
 */
export function EditableDocument({
  collection,
  name,
  children,
}: DocumentInPlaceProps & { children: ReactNode }) {
  const isEdit = useArchive((s) => s.admin.isEdit);
  const editing = useIsEditor() && isEdit;
  const [Editor, setEditor] = useState<ComponentType<DocumentInPlaceProps> | null>(null);
  useEffect(() => {
    if (!editing || Editor) return;
    let live = true;
    loadExposed<{ DocumentInPlace?: ComponentType<DocumentInPlaceProps> }>(SECTIONS_EDITOR_MODULE)
      .then((module) => {
        if (live && module.DocumentInPlace) setEditor(() => module.DocumentInPlace ?? null);
      })
      .catch((err) => console.warn('in-place editing is not available', err));
    return () => {
      live = false;
    };
  }, [editing, Editor]);
  return editing && Editor ? <Editor collection={collection} name={name} /> : children;
}
