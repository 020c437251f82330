import { RemoteRoot } from '@archive/ui';
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

export type { SectionsEditorProps };
