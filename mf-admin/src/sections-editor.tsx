import { RemoteRoot } from '@archive/ui';
import {
  DocumentInPlace as DocumentInPlaceInner,
  type DocumentInPlaceProps,
} from './features/documents/components/document-in-place';
import { FooterInPlace as FooterInPlaceInner } from './features/footer/footer-in-place';
import { LoginInPlace as LoginInPlaceInner } from './features/login-screen/login-in-place';
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

/**
 * Named export `FooterInPlace`: the footer's blocks edited in place (issue 25). The shell draws it
 * in its footer while a manager or admin is in edit mode, through the same exposed module.
 */
export function FooterInPlace() {
  return (
    <RemoteRoot italian={italian} messages={loadMessages}>
      <FooterInPlaceInner />
    </RemoteRoot>
  );
}

/**
 * Named export `LoginInPlace`: the login screen's title and text edited in place on /login (issue
 * 25). The shell draws it in its login aside while a manager or admin is in edit mode.
 */
export function LoginInPlace() {
  return (
    <RemoteRoot italian={italian} messages={loadMessages}>
      <LoginInPlaceInner />
    </RemoteRoot>
  );
}

export type { DocumentInPlaceProps, SectionsEditorProps };
