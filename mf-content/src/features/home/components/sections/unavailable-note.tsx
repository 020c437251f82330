import type { HomeSection } from '@archive/contracts/site-options';
import { FormattedMessage } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { homeMessages } from '../../messages';

/**
 * What editors see in place of a section visitors do not get: switched off by the site profile,
 * or drawn by a catalogue module that is not deployed.
 */
export function UnavailableNote({ section, reason }: { section: HomeSection; reason: 'profile' | 'module' }) {
  return (
    <div className="section-unavailable">
      <h2 id={sectionHeadingId(section)}>{section.id}</h2>
      <p>
        <FormattedMessage
          {...(reason === 'profile' ? homeMessages.sectionOff : homeMessages.sectionUnavailable)}
        />
      </p>
    </div>
  );
}
