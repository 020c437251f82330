import {
  TimelineTeaser as Inner,
  type TimelineTeaserProps,
} from '../features/timeline/components/timeline-teaser';
import { withCatalogueRoot } from './with-catalogue-root';

/** Exposed as 'mf_catalogue/TimelineTeaser' (see README.md for the props). */
const TimelineTeaser = withCatalogueRoot(Inner, 'TimelineTeaser');
export default TimelineTeaser;
export type { TimelineTeaserProps };
export { TimelineTeaser };
