import type { HomeSection } from '@archive/contracts/site-options';
import { type ReactNode, Suspense, useState } from 'react';
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
 *
 * `drawnOnServer` (the documents teasers: links a crawler or a reader without JavaScript should get)
 * draws the section at once in the server's HTML; the browser then keeps that HTML and hydrates it
 * when the chunk arrives (the Suspense boundary), instead of swapping it for the waiting heading.
 * A section mounted later in the browser (a client-side visit to the home) waits as above.
 */
export function DeferredSection({
  section,
  title,
  children,
  drawnOnServer = false,
}: {
  section: HomeSection;
  title: MessageDescriptor;
  children: ReactNode;
  drawnOnServer?: boolean;
}) {
  const [fromServer] = useState(() => drawnOnServer && isServerDrawn(section));
  const [slot, near] = useSectionNear();
  const waiting = (ref?: (element: Element | null) => void) => (
    <div className="section-waiting" ref={ref}>
      <h2 id={sectionHeadingId(section)}>
        <FormattedMessage {...title} />
      </h2>
    </div>
  );
  if (!near && !fromServer) return waiting(slot);
  return <Suspense fallback={waiting()}>{children}</Suspense>;
}

/**
 * On the server: yes, draw it. In the browser: whether the page holds this section as the server
 * drew it (its heading there, not in a waiting box), which is so only while hydrating that HTML.
 * Read once, in the first render's state (no subscription: a later update reaching a boundary
 * still hydrating would make React redraw it).
 */
function isServerDrawn(section: HomeSection): boolean {
  if (typeof document === 'undefined') return true;
  const heading = document.getElementById(sectionHeadingId(section));
  return heading !== null && heading.closest('.section-waiting') === null;
}
