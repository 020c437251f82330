import type { RecordCard as Card } from '@archive/contracts/catalogue';
import { isRecordTable } from '@archive/contracts/routes';
import { LazyImage, Link } from '@archive/ui';
import { FulltextSnippet } from './fulltext-snippet';
import { PinButton } from './pin-button';
import { ScoreIcon } from './score-icon';

/**
 * A result card: the record's image first when it has one (a card without one has no grey box: its
 * text takes the whole card), label (the link), type, date, number and score; pin for signed-in users.
 */
export function RecordCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const image = card.thumbnail ?? card.primaryImg?.url.thumbnail ?? card.primaryImg?.url.medium;
  return (
    <article className={image ? 'record-card has-media' : 'record-card'} data-record-id={card.id}>
      {image && (
        <div className="record-card-media">
          <LazyImage src={image} alt="" width={160} height={120} />
        </div>
      )}
      <div className="record-card-body">
        <Heading className="record-card-title">
          <Link href={card.link}>{card.preferred_label}</Link>
        </Heading>
        <p className="record-card-meta">
          <span className="record-card-type">{card.type}</span>
          {card.dateDisplay && <span className="record-card-date">{card.dateDisplay}</span>}
          {card.numero && <span className="record-card-number">{card.numero}</span>}
        </p>
        {card.snippet && <FulltextSnippet snippet={card.snippet} table={card.table} id={card.id} />}
        <div className="record-card-actions">
          <ScoreIcon score={card.scoreIcon} />
          {isRecordTable(card.table) && (
            <PinButton id={card.id} table={card.table} label={card.preferred_label} />
          )}
        </div>
      </div>
    </article>
  );
}
