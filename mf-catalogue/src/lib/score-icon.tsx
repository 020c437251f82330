import { useIntl } from 'react-intl';
import { libMessages } from './messages';

/** The 0-5 score icon (contracts scoreIcon bands): five bars, the first `score` filled. */
export function ScoreIcon({ score }: { score: number }) {
  const intl = useIntl();
  const label =
    score > 0 ? intl.formatMessage(libMessages.score, { score }) : intl.formatMessage(libMessages.noScore);
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
