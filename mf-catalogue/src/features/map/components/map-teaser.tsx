import { buildUrl } from '@archive/contracts/routes';
import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { useMapPoints } from '../api/use-map-points';
import { mappablePoints } from '../map-points';
import { messages } from '../messages';
import { PlacesMap } from './places-map';

export interface MapTeaserProps {
  /** Serialised filter tokens narrowing the records whose places are shown (default: all). */
  filters?: string[];
  /** Map height in px (default 320). */
  height?: number;
  title?: string;
  /** Show the "explore the map" link to /esplora (default true). */
  showLink?: boolean;
}

/** The places of the catalogue on a map (home page section, explore page). */
export function MapTeaser({ filters, height = 320, title, showLink = true }: MapTeaserProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useMapPoints(filters);
  const points = mappablePoints(data?.data ?? []);
  return (
    <div className="map-teaser">
      <PlacesMap points={points} height={height} title={title} showList={!showLink} />
      {showLink && points.length > 0 && (
        <Link href={`${buildUrl('explore', {}, locale)}#map`} className="btn">
          {intl.formatMessage(messages.openMap)}
        </Link>
      )}
    </div>
  );
}
