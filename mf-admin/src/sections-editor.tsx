import { RemoteRoot } from '@archive/ui';
import {
  DocumentInPlace as DocumentInPlaceInner,
  type DocumentInPlaceProps,
} from './features/documents/components/document-in-place';
import { SectionsEditor, type SectionsEditorProps } from './features/sections/components/sections-editor';
import './lib/admin.css';
import { italian, loadMessages } from './messages';

/**
 * Exposed as 'mf_admin/SectionsEditor' (mf-content loads it with loadRemote for managers and
 * admins only). It renders inside the host's React root, so it brings its own message catalogue.
 */
export default function SectionsEditorRemote(props: SectionsEditorProps) {
  return (
    <RemoteRoot italian={italian} messages={loadMessages}>
      <SectionsEditor {...props} />
    </RemoteRoot>
  );
}

/**
 * Named export `DocumentInPlace` of the same module: the document pages' in-place editing (issue
 * 18). It rides on this exposed module, the one mf-content already asks for editors only, so
 * visitors still download nothing of mf-admin.
 */
export function DocumentInPlace(props: DocumentInPlaceProps) {
  return (
    <RemoteRoot italian={italian} messages={loadMessages}>
      <DocumentInPlaceInner {...props} />
    </RemoteRoot>
  );
}

export type { DocumentInPlaceProps, SectionsEditorProps };
