import type { FulltextHit } from '@archive/contracts/fulltext';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MarkedText } from '../../../lib/fulltext-snippet';
import { messages } from '../messages';

/**
 * The viewer's search box (issue 23): a labelled search field and, once searched, the hits listed
 * by page with their context. Choosing a hit (a button: Enter or Space) turns to its page, where
 * the page's hits are highlighted on the image; the count is announced in a live region.
 */
export function DocumentSearch({
  initial,
  onSearch,
  hits,
  total,
  searching,
  failed,
  current,
  onChoose,
}: {
  initial: string;
  onSearch: (q: string) => void;
  hits: FulltextHit[] | undefined;
  total: number;
  searching: boolean;
  failed: boolean;
  /** The chosen hit's index in `hits`. */
  current: number | undefined;
  onChoose: (index: number) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const inputId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  const byPage = new Map<number, { hit: FulltextHit; index: number }[]>();
  hits?.forEach((hit, index) => {
    const list = byPage.get(hit.page) ?? [];
    list.push({ hit, index });
    byPage.set(hit.page, list);
  });
  return (
    <section className="document-search" aria-label={intl.formatMessage(messages.searchRegion)}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the site supports */}
      <form role="search" onSubmit={submit} className="document-search-form">
        <label htmlFor={inputId}>{intl.formatMessage(messages.searchLabel)}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn">
          {intl.formatMessage(messages.searchButton)}
        </button>
      </form>
      <p className="document-search-status" role="status" aria-live="polite">
        {searching
          ? intl.formatMessage(messages.searching)
          : failed
            ? intl.formatMessage(messages.searchFailed)
            : hits
              ? total
                ? intl.formatMessage(messages.hitCount, { count: total, pages: byPage.size })
                : intl.formatMessage(messages.noHits)
              : null}
      </p>
      {hits && hits.length > 0 && (
        <ol className="document-search-pages">
          {[...byPage].map(([page, list]) => (
            <li key={page}>
              <h2 className="document-search-page">{intl.formatMessage(messages.hitPage, { page })}</h2>
              <ul className="document-search-hits">
                {list.map(({ hit, index }) => (
                  <li key={index}>
                    <button
                      type="button"
                      className="document-search-hit"
                      aria-current={current === index ? 'true' : undefined}
                      onClick={() => onChoose(index)}
                    >
                      <MarkedText parts={hit.parts} />
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
