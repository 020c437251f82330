import { buildUrl } from '@archive/contracts/routes';
import { splitSearchText } from '@archive/contracts/search-text';
import type { HomeSection } from '@archive/contracts/site-options';
import { Link, navigate, useExposedComponent } from '@archive/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionHeadingId } from '../../../../lib/section-wrapper';
import { useLocale } from '../../../../lib/site';
import { type CatalogueSectionProps, COUNTS_MODULE } from '../../catalogue-modules';
import { homeMessages } from '../../messages';
import { useSectionNear } from '../../use-section-near';

/**
 * A search box going to the search page with the typed terms as tags (as the header's does), with
 * the catalogue's record counts underneath when mf-catalogue exposes them (asked for once the
 * section is within a screen of the viewport, like the catalogue sections).
 */
export function SearchTeaser({ section }: { section: HomeSection }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [terms, setTerms] = useState('');
  const [slot, near] = useSectionNear();
  const counts = useExposedComponent<CatalogueSectionProps>(COUNTS_MODULE, near);
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
      {counts.status === 'ready' && <counts.Component headingLevel={3} />}
    </div>
  );
}
