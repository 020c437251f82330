import type { HomeSection } from '@archive/contracts/site-options';
import { useArchive, useExposedComponent } from '@archive/ui';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { SectionWrapper } from '../../lib/section-wrapper';
import { SECTIONS_EDITOR_MODULE, type SectionsEditorProps } from '../../lib/sections-editor-contract';
import { homeSectionsOf, siteTitle, useIsEditor, useLocale, useSiteFlags } from '../../lib/site';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CATALOGUE_MODULES } from './catalogue-modules';
import { isShownToVisitors, SectionContent, type SectionContext } from './components/section-content';
import { sectionTier } from './section-tiers';

/**
 * The home page, composed from the site options' `home.sections` in order. Visitors get the visible
 * sections, each through SectionWrapper. Managers and admins get mf-admin's SectionsEditor instead
 * (loaded at run time only for them; the visitor view stays until it arrives, and if it cannot be
 * loaded).
 */
export default function HomePage() {
  const locale = useLocale();
  const options = useArchive((s) => s.siteOptions);
  const { news, institutes } = useSiteFlags();
  const sections = useMemo(() => homeSectionsOf(options), [options]);
  const title = siteTitle(options, locale);
  useDocumentTitle('', () => ({ schema: [{ kind: 'website', name: title }] }));

  // Catalogue sections whose component could not be loaded: left out for visitors, noted for editors.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // A transition: sections below may still be hydrating server HTML, and an urgent update reaching
  // them would make React redraw them (#421).
  const onFailed = useCallback(
    (id: string) =>
      startTransition(() => setFailed((current) => (current.has(id) ? current : new Set(current).add(id)))),
    [],
  );
  const ctx: SectionContext = useMemo(
    () => ({ failed, flags: { news, institutes }, onFailed }),
    [failed, news, institutes, onFailed],
  );

  const editor = useIsEditor();
  const Editor = useExposedComponent<SectionsEditorProps>(SECTIONS_EDITOR_MODULE, editor);
  const renderSection = useCallback(
    (section: HomeSection) => <SectionContent section={section} ctx={ctx} />,
    [ctx],
  );

  if (editor && Editor.status === 'ready')
    return (
      <div className="home-page is-editing" data-home-view="editor">
        <Editor.Component sections={sections} renderSection={renderSection} locale={locale} />
      </div>
    );

  const shown = sections.filter((s) => isShownToVisitors(s, ctx));
  const hasHero = shown.some((s) => s.type === 'hero');
  return (
    <div className="home-page" data-home-view="visitor">
      {/* Every page has one h1: the hero's, or the site title for screen readers. */}
      {!hasHero && <h1 className="visually-hidden">{title}</h1>}
      {shown.map((section) => (
        <SectionWrapper
          key={section.id}
          section={section}
          // Catalogue sections are labelled regions of their own (the component, or its waiting box).
          labelled={!CATALOGUE_MODULES[section.type]}
          tier={sectionTier(section.type)}
        >
          {renderSection(section)}
        </SectionWrapper>
      ))}
    </div>
  );
}
