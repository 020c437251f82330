import type { HomeSection } from '@archive/contracts/site-options';
import { FormattedMessage } from 'react-intl';
import type { RemoteComponentState } from '../../../../lib/load-remote-module';
import { libMessages } from '../../../../lib/messages';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useLocale } from '../../../../lib/site';
import type { CatalogueSectionProps } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { UnavailableNote } from './unavailable-note';

const TITLES = {
  hierarchy: homeMessages.hierarchyTitle,
  shuffle: homeMessages.shuffleTitle,
  map: homeMessages.mapTitle,
  timeline: homeMessages.timelineTitle,
} as const;

/** Hierarchy, shuffle, map or timeline: a heading and mf-catalogue's exposed component. */
export function CatalogueSection({
  section,
  state,
}: {
  section: HomeSection;
  state: RemoteComponentState<CatalogueSectionProps>;
}) {
  const locale = useLocale();
  if (state.status === 'failed') return <UnavailableNote section={section} reason="module" />;
  const title = TITLES[section.type as keyof typeof TITLES];
  return (
    <div className={`catalogue-section catalogue-section-${section.type}`}>
      <h2 id={sectionHeadingId(section)}>{title && <FormattedMessage {...title} />}</h2>
      {state.status === 'ready' ? (
        <state.Component
          locale={locale}
          headingLevel={3}
          {...(section.type === 'shuffle' ? { count: 4 } : {})}
        />
      ) : (
        <p className="section-loading" aria-busy="true">
          <FormattedMessage {...libMessages.loading} />
        </p>
      )}
    </div>
  );
}
