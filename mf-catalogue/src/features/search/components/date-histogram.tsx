import type { DateBar, DateHistogram } from '@archive/contracts/catalogue-date-histogram';
import type { FilterToken } from '@archive/contracts/filters';
import { Link } from '@archive/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

type DateToken = Extract<FilterToken, { type: 'date' }>;

/** A bar's period in words: '1700–1799', '1789', 'luglio 1789' (months named in the page's language). */
function periodOf(histogram: DateHistogram, bar: DateBar, locale: string): string {
  if (histogram.scale === 'month') {
    const year = Math.floor(bar.key / 12);
    const date = new Date(Date.UTC(2000, bar.key - year * 12, 1));
    date.setUTCFullYear(year);
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return bar.from === bar.to ? bar.from : `${bar.from}–${bar.to}`;
}

/**
 * Results by date (issue 23): one button per bar (choosing it applies that period's date filter; its
 * name says the period and the count, so keyboard and screen-reader users get what the heights
 * show), and the same counts in a table. Drawn by the server from the first HTML; heights are CSS.
 * With `hrefFor` (the browse pages, which list no results of their own) each bar is a link to the
 * search for that period instead: it works before the page is hydrated, and is what it does, a
 * navigation. A bar without records is then not a control.
 */
export function DateHistogramChart({
  histogram,
  onApply,
  hrefFor,
  headingLevel = 3,
}: {
  histogram: DateHistogram | undefined;
  onApply?: (token: DateToken) => void;
  hrefFor?: (token: DateToken) => string;
  /** The heading's level in the page's outline (3 under the search's results, 2 on browse). */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const id = useId();
  if (!histogram || histogram.bars.length === 0) return null;
  const max = Math.max(1, ...histogram.bars.map((b) => b.count));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="date-histogram" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{intl.formatMessage(messages.datesTitle)}</Heading>
      <ol className={`date-histogram-bars scale-${histogram.scale}`}>
        {histogram.bars.map((bar) => {
          const period = periodOf(histogram, bar, intl.locale);
          const label = intl.formatMessage(messages.datesBar, { period, count: bar.count });
          const token: DateToken = { type: 'date', from: bar.from, to: bar.to };
          const fill = (
            <span className="date-histogram-fill" style={{ height: `${(100 * bar.count) / max}%` }} />
          );
          if (hrefFor)
            return (
              <li key={bar.key}>
                {bar.count > 0 ? (
                  <Link
                    href={hrefFor(token)}
                    className="date-histogram-bar"
                    aria-label={label}
                    title={period}
                  >
                    {fill}
                  </Link>
                ) : (
                  <span className="date-histogram-bar" role="img" aria-label={label} title={period} />
                )}
              </li>
            );
          return (
            <li key={bar.key}>
              <button
                type="button"
                className="date-histogram-bar"
                disabled={bar.count === 0}
                aria-label={label}
                title={period}
                onClick={() => onApply?.(token)}
              >
                {fill}
              </button>
            </li>
          );
        })}
      </ol>
      <details className="date-histogram-table">
        <summary>{intl.formatMessage(messages.datesTable)}</summary>
        <table>
          <caption className="visually-hidden">{intl.formatMessage(messages.datesTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.datesPeriod)}</th>
              <th scope="col">{intl.formatMessage(messages.datesCount)}</th>
            </tr>
          </thead>
          <tbody>
            {histogram.bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{periodOf(histogram, bar, intl.locale)}</th>
                <td>{intl.formatNumber(bar.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
