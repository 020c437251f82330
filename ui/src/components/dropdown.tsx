import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  href?: string;
  onSelect?: () => void;
}

/**
 * A menu button: opens a list of links or actions; Escape or a click outside closes it and focus
 * returns to the button; arrow keys move between items.
 */
export function Dropdown({
  label,
  items,
  className,
  renderLink,
}: {
  label: ReactNode;
  items: DropdownItem[];
  className?: string;
  /** Renders an item with an href (e.g. the ui Link for in-site navigation). */
  renderLink?: (item: DropdownItem, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = (focus = true) => {
    setOpen(false);
    if (focus) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const links = [...(root.current?.querySelectorAll<HTMLElement>('[data-dropdown-item]') ?? [])];
      if (!links.length) return;
      e.preventDefault();
      if (!open) setOpen(true);
      const index = links.indexOf(document.activeElement as HTMLElement);
      const next = e.key === 'ArrowDown' ? index + 1 : index - 1;
      links[(next + links.length) % links.length]?.focus();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys of the composite widget (Escape, arrows) bubble from its button and items
    <div className={`dropdown ${open ? 'is-open' : ''} ${className ?? ''}`} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="dropdown-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul id={id} className="dropdown-menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            {item.href ? (
              renderLink ? (
                renderLink(item, () => close(false))
              ) : (
                <a href={item.href} data-dropdown-item onClick={() => close(false)}>
                  {item.label}
                </a>
              )
            ) : (
              <button
                type="button"
                data-dropdown-item
                onClick={() => {
                  item.onSelect?.();
                  close();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
