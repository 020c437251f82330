import type { HomeSection } from '@archive/contracts/site-options';
import type { ExposedComponentState } from '@archive/ui';
import { CATALOGUE_MODULES, type CatalogueSectionProps } from '../catalogue-modules';
import { AboutSection } from './sections/about-section';
import { CatalogueSection } from './sections/catalogue-section';
import { DocumentsTeaser } from './sections/documents-teaser';
import { FormSection } from './sections/form-section';
import { HeroSection } from './sections/hero-section';
import { SearchTeaser } from './sections/search-teaser';
import { TextSection } from './sections/text-section';
import { UnavailableNote } from './sections/unavailable-note';

export interface SectionContext {
  /** Exposed catalogue components by module id. */
  catalogue: Record<string, ExposedComponentState<CatalogueSectionProps>>;
  flags: { news: boolean; institutes: boolean };
  /** A catalogue section came near the viewport: its module may now be requested. */
  onNear: (sectionId: string) => void;
}

/** Whether visitors see a section: visible, switched on by the profile, and drawable. */
export function isShownToVisitors(section: HomeSection, ctx: SectionContext): boolean {
  if (!section.visible) return false;
  if (section.type === 'news' && !ctx.flags.news) return false;
  if (section.type === 'institutes' && !ctx.flags.institutes) return false;
  const module = CATALOGUE_MODULES[section.type];
  return !module || ctx.catalogue[module]?.status !== 'failed';
}

/** The inner content of one section (the wrapper is the caller's: ours or mf-admin's editor). */
export function SectionContent({ section, ctx }: { section: HomeSection; ctx: SectionContext }) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'about':
      return <AboutSection section={section} />;
    case 'search':
      return <SearchTeaser section={section} />;
    case 'hierarchy':
    case 'shuffle':
    case 'map':
    case 'timeline': {
      const module = CATALOGUE_MODULES[section.type] ?? '';
      return (
        <CatalogueSection
          section={section}
          state={ctx.catalogue[module] ?? { status: 'idle' }}
          onNear={ctx.onNear}
        />
      );
    }
    case 'news':
      return ctx.flags.news ? (
        <DocumentsTeaser section={section} collection="news" />
      ) : (
        <UnavailableNote section={section} reason="profile" />
      );
    case 'institutes':
      return ctx.flags.institutes ? (
        <DocumentsTeaser section={section} collection="institutes" />
      ) : (
        <UnavailableNote section={section} reason="profile" />
      );
    case 'paths':
      return <DocumentsTeaser section={section} collection="paths" />;
    case 'newsletter':
    case 'contact':
      return <FormSection section={section} />;
    case 'text':
      return <TextSection section={section} />;
  }
}
