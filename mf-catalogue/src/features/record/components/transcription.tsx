import type { FulltextPage } from '@archive/contracts/fulltext';
import { Link } from '@archive/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { viewerPageHref } from '../../../lib/viewer-link';
import { messages } from '../messages';

/** Pages of text shown at once; longer documents say how many more the viewer holds. */
const SHOWN_PAGES = 60;

/**
 * The record's page text (transcription or OCR) as text beside its images (issue 23): in the
 * server-drawn HTML, so screen readers and search engines read it; one heading per page, lines as
 * written, a link to that page in the viewer when the site offers the viewer.
 */
export function Transcription({
  pages,
  table,
  id,
  viewer,
}: {
  pages: readonly Pick<FulltextPage, 'page' | 'text'>[];
  table: string;
  id: string;
  /** Whether the document viewer is on (site option sfogliatore) and the record has page images. */
  viewer: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const shown = pages.slice(0, SHOWN_PAGES);
  return (
    <section className="record-transcription" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.transcription)}</h2>
      {shown.map((page) => (
        <section key={page.page} className="record-transcription-page">
          <h3>
            {viewer ? (
              <Link href={viewerPageHref(table, id, locale, page.page)}>
                {intl.formatMessage(messages.transcriptionPage, { page: page.page })}
              </Link>
            ) : (
              intl.formatMessage(messages.transcriptionPage, { page: page.page })
            )}
          </h3>
          {page.text.split('\n').map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one page never reorder.
            <p key={i}>{line}</p>
          ))}
        </section>
      ))}
      {pages.length > shown.length && (
        <p>{intl.formatMessage(messages.transcriptionMore, { count: pages.length - shown.length })}</p>
      )}
    </section>
  );
}
