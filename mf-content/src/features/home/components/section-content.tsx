import type { HomeSection } from '@archive/contracts/site-options';
import { lazy } from 'react';
import { formMessages } from '../../../lib/forms/messages';
import { CATALOGUE_MODULES } from '../catalogue-modules';
import { homeMessages } from '../messages';
import { AboutSection } from './sections/about-section';
import { CatalogueSection } from './sections/catalogue-section';
import { DeferredSection } from './sections/deferred-section';
import { HeroSection } from './sections/hero-section';
import { SearchTeaser } from './sections/search-teaser';
import { TextSection } from './sections/text-section';
import { UnavailableNote } from './sections/unavailable-note';

// Below-the-fold sections, each in its own chunk, drawn by DeferredSection when the visitor nears them.
const DocumentsTeaser = lazy(() =>
  import('./sections/documents-teaser').then((m) => ({ default: m.DocumentsTeaser })),
);
const FormSection = lazy(() => import('./sections/form-section').then((m) => ({ default: m.FormSection })));

/** The headings deferred sections draw while they wait (the same their component draws). */
const DEFERRED_TITLES = {
  news: homeMessages.newsTitle,
  paths: homeMessages.pathsTitle,
  institutes: homeMessages.institutesTitle,
  newsletter: formMessages.newsletterTitle,
  contact: formMessages.contactTitle,
} as const;

export interface SectionContext {
  /** Catalogue sections whose mf-catalogue component could not be loaded. */
  failed: ReadonlySet<string>;
  flags: { news: boolean; institutes: boolean };
  /** A catalogue section's component could not be loaded. */
  onFailed: (sectionId: string) => void;
}

/** Whether visitors see a section: visible, switched on by the profile, and drawable. */
export function isShownToVisitors(section: HomeSection, ctx: SectionContext): boolean {
  if (!section.visible) return false;
  if (section.type === 'news' && !ctx.flags.news) return false;
  if (section.type === 'institutes' && !ctx.flags.institutes) return false;
  return !CATALOGUE_MODULES[section.type] || !ctx.failed.has(section.id);
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
    case 'timeline':
      if (ctx.failed.has(section.id)) return <UnavailableNote section={section} reason="module" />;
      return <CatalogueSection section={section} onFailed={ctx.onFailed} />;
    case 'news':
    case 'institutes':
    case 'paths': {
      const collection = section.type;
      if (collection !== 'paths' && !ctx.flags[collection])
        return <UnavailableNote section={section} reason="profile" />;
      return (
        <DeferredSection section={section} title={DEFERRED_TITLES[collection]} drawnOnServer>
          <DocumentsTeaser section={section} collection={collection} title={DEFERRED_TITLES[collection]} />
        </DeferredSection>
      );
    }
    case 'newsletter':
    case 'contact':
      return (
        <DeferredSection section={section} title={DEFERRED_TITLES[section.type]}>
          <FormSection section={section} />
        </DeferredSection>
      );
    case 'text':
      return <TextSection section={section} />;
  }
}
