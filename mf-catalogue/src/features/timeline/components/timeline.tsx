import { parseFilterToken } from '@archive/contracts/filters';
import { navigate } from '@archive/ui';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../lib/catalogue-options';
import { searchUrl } from '../../../lib/search-url';
import { useTimeline } from '../api/use-timeline';
import { messages } from '../messages';

export interface TimelineProps {
  /** First and last year shown (default: the catalogue's first and last dated year). */
  from?: number;
  to?: number;
  /** Serialised filter tokens narrowing the counted records; kept in the search it opens. */
  filters?: string[];
  title?: string;
  /** Bar area height in px (default 160). */
  height?: number;
  headingLevel?: 2 | 3;
  /** Show the form to search a span of years (default true). */
  showSpanForm?: boolean;
}

/** Years between two axis labels: a label about every ten bars, on round years. */
export function labelStep(count: number): number {
  for (const step of [1, 2, 5, 10, 25, 50, 100]) if (count / step <= 12) return step;
  return Math.ceil(count / 1200) * 100;
}

/**
 * Whether a bar's year is written under it: round years (multiples of the step), and the first
 * year when no round one comes within the next few bars (a timeline from 1893 starts "1893").
 */
function axisLabel(year: number, index: number, count: number, step: number): boolean {
  if (step === 1 || year % step === 0) return true;
  const nextRound = step - (((year % step) + step) % step);
  return index === 0 && nextRound >= Math.min(4, step) && count > 1;
}

/**
 * Timeline (spec section 4): one bar per year between start and end, with its count. Choosing a
 * year (click, or Enter on the focused bar) searches that year; Shift chooses a span from the year
 * chosen before; the form searches any span. The bars are one tab stop: arrow keys, Home and End
 * move between years.
 */
export function Timeline({
  from,
  to,
  filters = [],
  title,
  height = 160,
  headingLevel = 2,
  showSpanForm = true,
}: TimelineProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { data, isLoading } = useTimeline({
    filters,
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  });
  const years = data?.data ?? [];
  const [focus, setFocus] = useState(0);
  const [anchor, setAnchor] = useState<number | null>(null);
  const bars = useRef<(HTMLButtonElement | null)[]>([]);
  const max = Math.max(1, ...years.map((y) => y.count));
  const Heading = `h${headingLevel}` as const;

  const search = (a: number, b: number) => {
    const [start, end] = a <= b ? [a, b] : [b, a];
    const tokens = filters
      .map(parseFilterToken)
      .flatMap((p) => (p.ok && p.token.type !== 'date' ? [p.token] : []));
    navigate(
      searchUrl(locale, { filters: [...tokens, { type: 'date', from: String(start), to: String(end) }] }),
    );
  };
  const choose = (year: number, span: boolean) => {
    if (span && anchor !== null) search(anchor, year);
    else if (span) setAnchor(year);
    else search(year, year);
  };
  const move = (index: number) => {
    const next = Math.max(0, Math.min(years.length - 1, index));
    setFocus(next);
    bars.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[
      e.key
    ];
    if (step) {
      e.preventDefault();
      move(index + step);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      move(e.key === 'Home' ? 0 : years.length - 1);
    }
  };
  const [spanFrom, setSpanFrom] = useState('');
  const [spanTo, setSpanTo] = useState('');
  const submitSpan = (e: FormEvent) => {
    e.preventDefault();
    const a = Number(spanFrom || spanTo);
    const b = Number(spanTo || spanFrom);
    if (Number.isInteger(a) && Number.isInteger(b) && (spanFrom || spanTo)) search(a, b);
  };
  const first = years[0]?.year;
  const last = years[years.length - 1]?.year;
  return (
    <section className="timeline" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{title ?? intl.formatMessage(messages.title)}</Heading>
      {isLoading && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {data && years.every((y) => y.count === 0) && <p>{intl.formatMessage(messages.empty)}</p>}
      {first !== undefined && last !== undefined && years.some((y) => y.count > 0) && (
        <>
          {/* One scrolled strip holds bars and labels, so each label stays under its year. */}
          <div className="timeline-scroll">
            <div
              className="timeline-bars"
              role="toolbar"
              aria-label={intl.formatMessage(messages.chart, { from: first, to: last })}
              style={{ height }}
            >
              {years.map((y, i) => {
                const label = intl.formatMessage(messages.bar, { year: y.year, count: y.count });
                return (
                  <button
                    key={y.year}
                    ref={(el) => {
                      bars.current[i] = el;
                    }}
                    type="button"
                    className={anchor === y.year ? 'timeline-bar is-anchor' : 'timeline-bar'}
                    tabIndex={i === focus ? 0 : -1}
                    aria-label={label}
                    title={label}
                    data-year={y.year}
                    onFocus={() => setFocus(i)}
                    onKeyDown={(e) => onKey(e, i)}
                    onClick={(e) => choose(y.year, e.shiftKey)}
                  >
                    <span className="timeline-bar-fill" style={{ height: `${(y.count / max) * 100}%` }} />
                  </button>
                );
              })}
            </div>
            <div className="timeline-axis" aria-hidden="true">
              {years.map((y, i) => (
                <span key={y.year} className="timeline-tick">
                  {axisLabel(y.year, i, years.length, labelStep(years.length)) ? y.year : ''}
                </span>
              ))}
            </div>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {anchor !== null ? intl.formatMessage(messages.spanStart, { year: anchor }) : ''}
          </p>
        </>
      )}
      {showSpanForm && (
        <form className="timeline-span" onSubmit={submitSpan}>
          <fieldset>
            <legend>{intl.formatMessage(messages.spanTitle)}</legend>
            <label>
              {intl.formatMessage(messages.spanFrom)}
              <input
                inputMode="numeric"
                pattern="-?[0-9]{1,4}"
                value={spanFrom}
                onChange={(e) => setSpanFrom(e.target.value)}
                size={6}
              />
            </label>
            <label>
              {intl.formatMessage(messages.spanTo)}
              <input
                inputMode="numeric"
                pattern="-?[0-9]{1,4}"
                value={spanTo}
                onChange={(e) => setSpanTo(e.target.value)}
                size={6}
              />
            </label>
            <button type="submit" className="btn">
              {intl.formatMessage(messages.spanSubmit)}
            </button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
