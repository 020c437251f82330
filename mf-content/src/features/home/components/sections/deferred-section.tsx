import type { HomeSection } from '@archive/contracts/site-options';
import { type ReactNode, Suspense } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useSectionNear } from '../../use-section-near';

/**
 * A section whose code (a lazy component given as children) and data wait until it comes within a
 * screen of the viewport, the rule the catalogue sections follow: news, paths and institutes teasers
 * and the forms sit low on most home pages, and a visitor who reads only the top of the page need not
 * download them. Until then, and while the chunk arrives, the section's heading is drawn (same id and
 * text as the one the section draws), so the page outline and the region's name are complete, in a
 * box keeping about the room the section will take (`.section-waiting`).
 */
export function DeferredSection({
  section,
  title,
  children,
}: {
  section: HomeSection;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  const [slot, near] = useSectionNear();
  const waiting = (ref?: (element: Element | null) => void) => (
    <div className="section-waiting" ref={ref}>
      <h2 id={sectionHeadingId(section)}>
        <FormattedMessage {...title} />
      </h2>
    </div>
  );
  if (!near) return waiting(slot);
  return <Suspense fallback={waiting()}>{children}</Suspense>;
}
