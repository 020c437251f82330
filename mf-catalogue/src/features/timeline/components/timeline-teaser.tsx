import { buildUrl } from '@archive/contracts/routes';
import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { messages } from '../messages';
import { Timeline, type TimelineProps } from './timeline';

export type TimelineTeaserProps = Omit<TimelineProps, 'showSpanForm'> & { showLink?: boolean };

/** A compact timeline for the home page: bars only, and a link to the explore page. */
export function TimelineTeaser({ showLink = true, height = 120, ...props }: TimelineTeaserProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="timeline-teaser">
      <Timeline {...props} height={height} showSpanForm={false} />
      {showLink && (
        <Link href={`${buildUrl('explore', {}, locale)}#timeline`} className="btn">
          {intl.formatMessage(messages.open)}
        </Link>
      )}
    </div>
  );
}
