import { useId, useRef, useState } from 'react';

/** What the menu adds: its button's and options' data attributes, for the callers' focus rules. */
const KINDS = {
  block: { button: 'data-add-block', option: 'data-block-type' },
  section: { button: 'data-add-section-button', option: 'data-section-type' },
} as const;

export interface AddMenuOption<T extends string> {
  value: T;
  /** What the list shows. */
  label: string;
}

/**
 * '+ Aggiungi …': a button that opens a list of what can be added (block types on document pages,
 * section types on the home); Escape closes it and gives the focus back to the button. `kind`
 * names the button and options (`data-add-block` and `data-block-type`, `data-add-section-button`
 * and `data-section-type`); `ariaLabelOf` says what a screen reader hears for an option ('Aggiungi
 * un blocco: testo'), from the label it shows.
 */
export function AddMenu<T extends string>({
  kind,
  label,
  options,
  ariaLabelOf,
  onAdd,
}: {
  kind: keyof typeof KINDS;
  label: string;
  options: AddMenuOption<T>[];
  ariaLabelOf: (label: string) => string;
  onAdd: (value: T) => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const data = KINDS[kind];
  return (
    <div className="add-block">
      <button
        ref={button}
        type="button"
        className="btn"
        {...{ [data.button]: '' }}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        + {label}
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
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className="btn btn-ghost"
                {...{ [data.option]: option.value }}
                aria-label={ariaLabelOf(option.label)}
                onClick={() => {
                  setOpen(false);
                  onAdd(option.value);
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
