import { usePageHead } from '@archive/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Counts } from '../features/explore/components/counts';
import { TypeEntryPoints } from '../features/explore/components/type-entry-points';
import { messages } from '../features/explore/messages';
import { MapTeaser } from '../features/map/components/map-teaser';
import { Shuffle } from '../features/shuffle/components/shuffle';
import { Timeline } from '../features/timeline/components/timeline';
import { useCatalogueOptions } from '../lib/catalogue-options';

const OverviewCharts = lazy(() => import('../features/explore/components/overview-charts'));

/**
 * Explore (/esplora): entry points per table and per type with counts, charts, the map of places,
 * the timeline and a shuffle of images. Map and charts are separate chunks loaded here only.
 */
export default function ExplorePage() {
  const intl = useIntl();
  usePageHead(() => ({ title: intl.formatMessage(messages.title) }));
  const options = useCatalogueOptions();
  useEffect(() => {
    document.title = intl.formatMessage(messages.title);
  }, [intl]);
  return (
    <div className="catalogue-page explore-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="lead">{intl.formatMessage(messages.intro)}</p>
      <Counts />
      <div className="entry-points">
        {options.searchTables.map((table) => (
          <TypeEntryPoints key={table} table={table} />
        ))}
      </div>
      <section className="explore-charts" aria-label={intl.formatMessage(messages.chartsTitle)}>
        <Suspense fallback={<p role="status">{intl.formatMessage(messages.loading)}</p>}>
          <OverviewCharts />
        </Suspense>
      </section>
      {!options.hideMap && (
        <div id="map">
          <MapTeaser showLink={false} height={420} />
        </div>
      )}
      <div id="timeline">
        <Timeline />
      </div>
      <Shuffle count={8} />
    </div>
  );
}
