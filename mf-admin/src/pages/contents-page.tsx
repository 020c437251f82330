import { DocumentsPanel } from '../features/documents/components/documents-panel';
import { HeroFields } from '../features/settings/components/hero-fields';
import { HomeSectionsList } from '../features/settings/components/home-sections-list';
import { SettingsFrame } from '../features/settings/components/settings-frame';

/** /settings/contents: the home's opening and sections (site options) and the content documents. */
export default function ContentsPage() {
  return (
    <SettingsFrame page="contents" after={<DocumentsPanel />}>
      <HeroFields />
      <HomeSectionsList />
    </SettingsFrame>
  );
}
