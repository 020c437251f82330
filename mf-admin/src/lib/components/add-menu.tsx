import { useId, useRef, useState } from 'react';

export interface AddMenuOption<T extends string> {
  value: T;
  /** What the list shows. */
  label: string;
  /** What a screen reader hears ('Aggiungi un blocco: testo'). */
  ariaLabel: string;
}

/**
 * '+ Aggiungi …': a button that opens a list of what can be added (block types on document pages,
 * section types on the home); Escape closes it and gives the focus back to the button. `data` names
 * the button for the callers' focus rules (`data-add-block`, `data-add-section`).
 */
export function AddMenu<T extends string>({
  label,
  options,
  onAdd,
  data,
  className,
  listClassName,
  optionData,
}: {
  label: string;
  options: AddMenuOption<T>[];
  onAdd: (value: T) => void;
  data: string;
  className: string;
  listClassName: string;
  /** Attribute naming each option's value (`data-block-type`). */
  optionData: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        className="btn"
        {...{ [data]: '' }}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        + {label}
      </button>
      {open && (
        <ul
          id={menuId}
          className={listClassName}
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
                {...{ [optionData]: option.value }}
                aria-label={option.ariaLabel}
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
