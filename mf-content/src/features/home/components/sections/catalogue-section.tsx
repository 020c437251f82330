import type { HomeSection } from '@archive/contracts/site-options';
import { ExposedBoundary, type Gate } from '@archive/ui';
import { memo, useCallback, useMemo, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { libMessages } from '../../../../lib/messages';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { CATALOGUE_MODULES, type CatalogueSectionProps } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { useCatalogueGate } from '../../use-section-near';

const TITLES = {
  hierarchy: homeMessages.hierarchyTitle,
  shuffle: homeMessages.shuffleTitle,
  map: homeMessages.mapTitle,
  timeline: homeMessages.timelineTitle,
} as const;

/**
 * Hierarchy, shuffle, map or timeline: mf-catalogue's exposed component, which draws the section
 * heading itself (our localised title, level 2) inside its own labelled region.
 *
 * The server draws it (ui's ExposedBoundary loads it through the page's Module Federation instance),
 * so the tree, the images and the counts are in the first HTML. In the browser its code is asked
 * for only when needed (useCatalogueGate): a server-drawn section stays as the server drew it until
 * it is in view, pointed at or focused, then hydrates; one mounted in the browser (a client-side
 * visit) loads within a screen of the viewport and shows its heading meanwhile, in a box keeping the
 * room the section will take. Memoised, and the gate opens without a React update: nothing redraws
 * a section whose server HTML is still waiting to be hydrated.
 */
export const CatalogueSection = memo(function CatalogueSection({
  section,
  onFailed,
}: {
  section: HomeSection;
  onFailed: (sectionId: string) => void;
}) {
  const intl = useIntl();
  const [slot, gate] = useCatalogueGate();
  const title = intl.formatMessage(TITLES[section.type as keyof typeof TITLES] ?? homeMessages.shuffleTitle);
  const props = useMemo<CatalogueSectionProps>(
    () => ({ title, headingLevel: 2, ...(section.type === 'shuffle' ? { count: 4 } : {}) }),
    [title, section.type],
  );
  const failed = useCallback(() => onFailed(section.id), [onFailed, section.id]);
  return (
    <div ref={slot} className={`catalogue-section catalogue-section-${section.type}`}>
      <ExposedBoundary
        id={CATALOGUE_MODULES[section.type] ?? ''}
        props={props}
        gate={gate}
        onFailed={failed}
        fallback={<WaitingSection section={section} title={title} gate={gate} />}
      />
    </div>
  );
});

/**
 * Until the component is drawn: the section's heading (the region's name, so the page outline is
 * complete), and once its code is on the way, a loading line.
 */
function WaitingSection({ section, title, gate }: { section: HomeSection; title: string; gate: Gate }) {
  const asked = useSyncExternalStore(
    (changed) => {
      void gate.opened.then(changed);
      return () => {};
    },
    () => gate.isOpen,
    () => false,
  );
  return (
    <section className="section-waiting" aria-labelledby={sectionHeadingId(section)}>
      <h2 id={sectionHeadingId(section)}>{title}</h2>
      {asked && (
        <p className="section-loading" aria-busy="true">
          <FormattedMessage {...libMessages.loading} />
        </p>
      )}
    </section>
  );
}
