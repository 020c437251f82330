import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { documentMessages as m } from '../messages';

export const ADDABLE_BLOCKS = ['text', 'image', 'video', 'gallery'] as const;
export type AddableBlock = (typeof ADDABLE_BLOCKS)[number];

/**
 * 'Aggiungi un blocco': a button that opens the list of block types (text, image, video,
 * gallery); Escape closes it and gives the focus back to the button.
 */
export function AddBlockMenu({ onAdd }: { onAdd: (type: AddableBlock) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const typeName = (type: AddableBlock) => intl.formatMessage(m[`blockType.${type}`]);
  return (
    <div className="add-block">
      <button
        ref={button}
        type="button"
        className="btn"
        data-add-block
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        + {intl.formatMessage(m.addBlock)}
      </button>
      {open && (
        <ul
          id={menuId}
          className="add-block-menu"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            button.current?.focus();
          }}
        >
          {ADDABLE_BLOCKS.map((type) => (
            <li key={type}>
              <button
                type="button"
                className="btn btn-ghost"
                data-block-type={type}
                aria-label={intl.formatMessage(m.addBlockOf, { type: typeName(type) })}
                onClick={() => {
                  setOpen(false);
                  onAdd(type);
                }}
              >
                {typeName(type)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
