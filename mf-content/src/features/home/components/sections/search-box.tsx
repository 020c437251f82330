import { buildUrl } from '@archive/contracts/routes';
import { splitSearchText } from '@archive/contracts/search-text';
import { navigate } from '@archive/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/site';
import { homeMessages } from '../../messages';

/**
 * The home's search box: goes to the search page with the typed terms as tags (as the header's
 * does). Drawn by the hero (the first screen leads to search) and by the search section.
 */
export function SearchBox({ className = 'search-teaser-form' }: { className?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const [terms, setTerms] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tags = splitSearchText(terms).map((t) => (t.phrase ? `"${t.text}"` : t.text));
    navigate(buildUrl('search', {}, locale, tags.length ? { tags } : undefined));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too recent for some assistive technology (and unknown to React 18); role=search is understood everywhere
    <form role="search" className={className} onSubmit={submit}>
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
  );
}
