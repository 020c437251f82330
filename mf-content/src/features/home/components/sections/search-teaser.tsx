import { buildUrl } from '@archive/contracts/routes';
import type { HomeSection } from '@archive/contracts/site-options';
import { ExposedBoundary, Link } from '@archive/ui';
import { FormattedMessage } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useLocale } from '../../../../lib/site';
import { type CatalogueSectionProps, COUNTS_MODULE } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { useCatalogueGate } from '../../use-section-near';
import { SearchBox } from './search-box';

const COUNTS_PROPS: CatalogueSectionProps = { headingLevel: 3 };

/**
 * A search box going to the search page with the typed terms as tags (as the header's does), with
 * the catalogue's record counts underneath when mf-catalogue exposes them (drawn by the server,
 * asked for by the browser once the section is within a screen of the viewport, like the catalogue
 * sections).
 */
export function SearchTeaser({ section }: { section: HomeSection }) {
  const locale = useLocale();
  // The counts: drawn by the server, asked for by the browser within a screen of the viewport.
  const [slot, gate] = useCatalogueGate();
  return (
    <div ref={slot} className="search-teaser">
      <h2 id={sectionHeadingId(section)}>
        <FormattedMessage {...homeMessages.searchTitle} />
      </h2>
      <SearchBox />
      <p>
        <Link href={buildUrl('explore', {}, locale)}>
          <FormattedMessage {...homeMessages.explore} />
        </Link>
      </p>
      <ExposedBoundary<CatalogueSectionProps>
        id={COUNTS_MODULE}
        props={COUNTS_PROPS}
        gate={gate}
        fallback={null}
      />
    </div>
  );
}
