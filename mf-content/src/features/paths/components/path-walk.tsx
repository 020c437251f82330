import { buildUrl, recordLink } from '@archive/contracts/routes';
import { LazyImage, Link } from '@archive/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContentBlocks } from '../../../lib/blocks/content-blocks';
import { DateText } from '../../../lib/blocks/date-text';
import { SafeHtml } from '../../../lib/blocks/safe-html';
import type { ContentView } from '../../../lib/documents';
import { EditableDocument } from '../../../lib/editable-document';
import { sectionStyle } from '../../../lib/section-wrapper';
import { useLocale } from '../../../lib/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pathsMessages as m } from '../messages';

/**
 * A guided path walked step by step. Step 0 is the introduction (text blocks and the list of
 * steps); steps 1..N show one step each with its position, text, image and linked record, and
 * previous/next links. The step lives in the URL (?step=N), so Back and shared links work; on a
 * step change the focus moves to the new heading, so keyboard and screen-reader users land on it.
 */
export function PathWalk({ path, step }: { path: ContentView; step: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const total = path.steps.length;
  const current = step >= 1 && step <= total ? step : 0;
  const href = (n: number) =>
    buildUrl('pathsItem', { slug: path.name }, locale, n > 0 ? { step: String(n) } : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [current]);
  const stepData = current > 0 ? path.steps[current - 1] : undefined;
  useDocumentTitle(stepData ? `${stepData.title} · ${path.title}` : path.title);

  return (
    <EditableDocument collection="paths" name={path.name}>
      <article className="path-page" data-doc={path.name} data-step={current}>
        <p className="content-back">
          <Link href={buildUrl('pathsList', {}, locale)}>
            <FormattedMessage {...m.back} />
          </Link>
        </p>
        {stepData ? (
          <>
            <p className="path-title-small">{path.title}</p>
            <section className="path-step" aria-labelledby="path-step-title" style={sectionStyle(stepData)}>
              <p className="path-step-position" data-position={`${current}/${total}`}>
                <FormattedMessage {...m.position} values={{ current, total }} />
              </p>
              <h1 id="path-step-title" ref={heading} tabIndex={-1}>
                {stepData.title}
              </h1>
              {stepData.image && (
                <LazyImage className="path-step-image" src={stepData.image} alt={stepData.title} />
              )}
              <SafeHtml className="path-step-text" html={stepData.text} />
              {stepData.record && (
                <p className="path-step-record">
                  <Link
                    className="btn"
                    href={recordLink(
                      stepData.record.table,
                      stepData.record.id,
                      stepData.record.label,
                      locale,
                    )}
                  >
                    <FormattedMessage
                      {...m.record}
                      values={{ label: stepData.record.label || stepData.record.id }}
                    />
                  </Link>
                </p>
              )}
            </section>
          </>
        ) : (
          <header className="content-header">
            <h1 ref={heading} tabIndex={-1}>
              {path.title}
            </h1>
            <DateText className="content-date" epochSeconds={path.date} />
            {path.summary && <p className="content-summary">{path.summary}</p>}
          </header>
        )}
        {current === 0 && <ContentBlocks blocks={path.blocks} />}

        <nav className="path-nav" aria-label={intl.formatMessage(m.stepNav)}>
          <h2 className={current === 0 ? undefined : 'visually-hidden'}>
            <FormattedMessage {...m.steps} /> (
            <FormattedMessage {...m.stepsCount} values={{ count: total }} />)
          </h2>
          <ol className="path-steps">
            {path.steps.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids; their position is their identity
              <li key={i}>
                <Link href={href(i + 1)} aria-current={i + 1 === current ? 'step' : undefined}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ol>
          <p className="path-prev-next">
            {current > 0 && (
              <Link className="btn" rel="prev" href={href(current - 1)} data-nav="previous">
                {current === 1 ? <FormattedMessage {...m.intro} /> : <FormattedMessage {...m.previous} />}
              </Link>
            )}
            {current < total && (
              <Link className="btn btn-primary" rel="next" href={href(current + 1)} data-nav="next">
                {current === 0 ? <FormattedMessage {...m.start} /> : <FormattedMessage {...m.next} />}
              </Link>
            )}
            {current === total && total > 0 && (
              <span className="path-end">
                <FormattedMessage {...m.end} />
              </span>
            )}
          </p>
        </nav>
      </article>
    </EditableDocument>
  );
}
