import { DocumentsPanel } from '../features/documents/components/documents-panel';
import { HomeSectionsList } from '../features/settings/components/home-sections-list';
import { SettingsFrame } from '../features/settings/components/settings-frame';

/** /settings/contents: home sections (site options) and the content documents. */
export default function ContentsPage() {
  return (
    <SettingsFrame page="contents" after={<DocumentsPanel />}>
      <HomeSectionsList />
    </SettingsFrame>
  );
}
