import { buildUrl } from '@archive/contracts/routes';
import { splitSearchText } from '@archive/contracts/search-text';
import type { HomeSection } from '@archive/contracts/site-options';
import { ExposedBoundary, Link, navigate } from '@archive/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useLocale } from '../../../../lib/site';
import { type CatalogueSectionProps, COUNTS_MODULE } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { useCatalogueGate } from '../../use-section-near';

const COUNTS_PROPS: CatalogueSectionProps = { headingLevel: 3 };

/**
 * A search box going to the search page with the typed terms as tags (as the header's does), with
 * the catalogue's record counts underneath when mf-catalogue exposes them (drawn by the server,
 * asked for by the browser once the section is within a screen of the viewport, like the catalogue
 * sections).
 */
export function SearchTeaser({ section }: { section: HomeSection }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [terms, setTerms] = useState('');
  // The counts: drawn by the server, asked for by the browser within a screen of the viewport.
  const [slot, gate] = useCatalogueGate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tags = splitSearchText(terms).map((t) => (t.phrase ? `"${t.text}"` : t.text));
    navigate(buildUrl('search', {}, locale, tags.length ? { tags } : undefined));
  };
  return (
    <div ref={slot} className="search-teaser">
      <h2 id={sectionHeadingId(section)}>
        <FormattedMessage {...homeMessages.searchTitle} />
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too recent for some assistive technology (and unknown to React 18); role=search is understood everywhere */}
      <form role="search" className="search-teaser-form" onSubmit={submit}>
        <label htmlFor={id}>
          <FormattedMessage {...homeMessages.searchLabel} />
        </label>
        <input
          id={id}
          type="search"
          value={terms}
          placeholder={intl.formatMessage(homeMessages.searchPlaceholder)}
          onChange={(e) => setTerms(e.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary">
          <FormattedMessage {...homeMessages.searchSubmit} />
        </button>
      </form>
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
