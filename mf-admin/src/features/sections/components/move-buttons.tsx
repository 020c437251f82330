import { useIntl } from 'react-intl';
import { sectionMessages as m } from '../messages';

/**
 * ↑ and ↓ for one item of an ordered list (home sections, a document's blocks and a path's stops,
 * footer blocks, the settings' list of home sections): the keyboard alternative to dragging, each
 * named by what it moves ('Sposta su «News»'), disabled at the ends. `data-move` lets the callers
 * put the focus back on the same button after the move.
 */
export function MoveButtons({
  name,
  index,
  total,
  onMove,
}: {
  /** The item's visible name. */
  name: string;
  index: number;
  total: number;
  onMove: (by: -1 | 1) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        data-move="up"
        disabled={index === 0}
        aria-label={intl.formatMessage(m.moveUp, { name })}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        data-move="down"
        disabled={index === total - 1}
        aria-label={intl.formatMessage(m.moveDown, { name })}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </>
  );
}
