import type { HomeSection } from '@archive/contracts/site-options';
import type { ExposedComponentState } from '@archive/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { libMessages } from '../../../../lib/messages';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import type { CatalogueSectionProps } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { UnavailableNote } from './unavailable-note';

const TITLES = {
  hierarchy: homeMessages.hierarchyTitle,
  shuffle: homeMessages.shuffleTitle,
  map: homeMessages.mapTitle,
  timeline: homeMessages.timelineTitle,
} as const;

/**
 * Hierarchy, shuffle, map or timeline: mf-catalogue's exposed component, which draws the section
 * heading itself (our localised title, level 2) inside its own labelled region.
 */
export function CatalogueSection({
  section,
  state,
}: {
  section: HomeSection;
  state: ExposedComponentState<CatalogueSectionProps>;
}) {
  const intl = useIntl();
  if (state.status === 'failed') return <UnavailableNote section={section} reason="module" />;
  const title = intl.formatMessage(TITLES[section.type as keyof typeof TITLES] ?? homeMessages.shuffleTitle);
  return (
    <div className={`catalogue-section catalogue-section-${section.type}`}>
      {state.status === 'ready' ? (
        <state.Component
          title={title}
          headingLevel={2}
          {...(section.type === 'shuffle' ? { count: 4 } : {})}
        />
      ) : (
        <>
          <h2 id={sectionHeadingId(section)}>{title}</h2>
          <p className="section-loading" aria-busy="true">
            <FormattedMessage {...libMessages.loading} />
          </p>
        </>
      )}
    </div>
  );
}
