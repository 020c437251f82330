import type { HomeSection } from '@archive/contracts/site-options';
import type { ExposedComponentState } from '@archive/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { libMessages } from '../../../../lib/messages';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import type { CatalogueSectionProps } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { useSectionNear } from '../../use-section-near';
import { UnavailableNote } from './unavailable-note';

const TITLES = {
  hierarchy: homeMessages.hierarchyTitle,
  shuffle: homeMessages.shuffleTitle,
  map: homeMessages.mapTitle,
  timeline: homeMessages.timelineTitle,
} as const;

/**
 * Hierarchy, shuffle, map or timeline: mf-catalogue's exposed component, which draws the section
 * heading itself (our localised title, level 2) inside its own labelled region. The component (its
 * code and the data it fetches) is asked for only when the section comes within a screen of the
 * viewport: a visitor who reads the top of the home page does not download the map teaser at the
 * bottom. Until then ('idle') the heading is drawn, so the page outline is complete.
 */
export function CatalogueSection({
  section,
  state,
  onNear,
}: {
  section: HomeSection;
  state: ExposedComponentState<CatalogueSectionProps>;
  onNear: (sectionId: string) => void;
}) {
  const intl = useIntl();
  const [slot, near] = useSectionNear();
  useEffect(() => {
    if (near) onNear(section.id);
  }, [near, onNear, section.id]);
  if (state.status === 'failed') return <UnavailableNote section={section} reason="module" />;
  const title = intl.formatMessage(TITLES[section.type as keyof typeof TITLES] ?? homeMessages.shuffleTitle);
  return (
    <div
      ref={slot}
      className={`catalogue-section catalogue-section-${section.type}${state.status === 'ready' ? '' : ' section-waiting'}`}
    >
      {state.status === 'ready' ? (
        <state.Component
          title={title}
          headingLevel={2}
          {...(section.type === 'shuffle' ? { count: 4 } : {})}
        />
      ) : (
        <>
          <h2 id={sectionHeadingId(section)}>{title}</h2>
          {state.status === 'loading' && (
            <p className="section-loading" aria-busy="true">
              <FormattedMessage {...libMessages.loading} />
            </p>
          )}
        </>
      )}
    </div>
  );
}
