import type { SearchCorrection } from '@archive/contracts/search-correction';
import { splitSearchText } from '@archive/contracts/search-text';
import { Link } from '@archive/ui';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** The corrected text as search tags: phrases keep their quotes (the header search's form). */
export const correctedTags = (text: string) =>
  splitSearchText(text).map((t) => (t.phrase ? `"${t.text}"` : t.text));

/**
 * "Forse cercavi: lettera" (issue 23): the gateway's correction of words that find nothing, as a
 * link searching the corrected text; when the results shown are already those of the correction,
 * the notice says so first.
 */
export function CorrectionNotice({
  correction,
  typed,
  hrefFor,
}: {
  correction: SearchCorrection;
  typed: string;
  hrefFor: (tags: string[]) => string;
}) {
  const intl = useIntl();
  return (
    <p className="search-correction" role="status">
      {correction.applied && (
        <>{intl.formatMessage(messages.correctionApplied, { typed, text: correction.text })} </>
      )}
      {intl.formatMessage(messages.correctionDidYouMean, {
        text: correction.text,
        link: (chunks: React.ReactNode[]) => (
          <Link href={hrefFor(correctedTags(correction.text))}>
            <strong>{chunks}</strong>
          </Link>
        ),
      })}
    </p>
  );
}
