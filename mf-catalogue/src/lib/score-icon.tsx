import { useIntl } from 'react-intl';
import { libMessages } from './messages';

/**
 * The 0-5 score icon (contracts scoreIcon bands): five bars, the first `score` filled. With
 * `legend` (the record page), the bars are explained in words beside them: a tooltip alone was
 * the only key to them (issue 26).
 */
export function ScoreIcon({ score, legend = false }: { score: number; legend?: boolean }) {
  const intl = useIntl();
  const label =
    score > 0 ? intl.formatMessage(libMessages.score, { score }) : intl.formatMessage(libMessages.noScore);
  if (legend)
    return (
      <span className="score-with-legend">
        {/* The words beside say it: the bars' own label would be read twice. */}
        <span aria-hidden="true">
          <ScoreIcon score={score} />
        </span>
        <span className="score-legend">
          {label}
          <span className="score-legend-key">{intl.formatMessage(libMessages.scoreLegend)}</span>
        </span>
      </span>
    );
  return (
    <span className="score-icon" role="img" aria-label={label} title={label} data-score={score}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          className={n <= score ? 'score-bar is-on' : 'score-bar'}
          style={{ height: `${4 + n * 2}px` }}
        />
      ))}
    </span>
  );
}
