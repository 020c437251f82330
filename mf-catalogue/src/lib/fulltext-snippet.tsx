import type { FulltextSnippet as Snippet } from '@archive/contracts/fulltext';
import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import { useLocale } from './catalogue-options';
import { snippetMessages as messages } from './snippet-messages';
import { viewerPageHref } from './viewer-link';

/** Text parts with the matched words in <mark>: built from text, never from HTML. */
export function MarkedText({ parts }: { parts: Snippet['parts'] }) {
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never reorder.
        part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

/**
 * Where a result matched in its page text: the words in context, and the page, linking to that page
 * of the viewer with the matched words searched and highlighted there.
 */
export function FulltextSnippet({ snippet, table, id }: { snippet: Snippet; table: string; id: string }) {
  const intl = useIntl();
  const locale = useLocale();
  // The marked words, a run of several kept as a phrase: the viewer finds them as the search did.
  const words = [
    ...new Set(
      snippet.parts
        .filter((p) => p.mark)
        .map((p) => p.text.replace(/[^\p{L}\p{N}\s'’-]/gu, '').trim())
        .filter(Boolean)
        .map((w) => (w.includes(' ') ? `"${w}"` : w)),
    ),
  ];
  return (
    <p className="record-card-snippet">
      <Link
        href={viewerPageHref(table, id, locale, snippet.page, words.join(' '))}
        className="record-card-snippet-page"
      >
        {intl.formatMessage(messages.page, { page: snippet.page })}
      </Link>{' '}
      <span className="record-card-snippet-text">
        <MarkedText parts={snippet.parts} />
      </span>
    </p>
  );
}
