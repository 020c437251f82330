import { COLLAPSE_ANIMATION_MS } from '@archive/contracts/constants';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A collapsible panel: a button toggling a region whose height animates over 300 ms (spec
 * section 9). Closed content is hidden from assistive technology and the tab order.
 */
export function Collapse({
  title,
  children,
  defaultOpen = false,
  open: controlled,
  onToggle,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  open?: boolean;
  onToggle?: (open: boolean) => void;
  className?: string;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<string>(open ? 'auto' : '0px');
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const full = `${el.scrollHeight}px`;
    if (open) {
      setHeight(full);
      const done = setTimeout(() => setHeight('auto'), COLLAPSE_ANIMATION_MS);
      return () => clearTimeout(done);
    }
    setHeight(full);
    const frame = requestAnimationFrame(() => setHeight('0px'));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const toggle = () => {
    setOwn(!open);
    onToggle?.(!open);
  };
  return (
    <div className={`collapse ${open ? 'is-open' : ''} ${className ?? ''}`}>
      <button
        type="button"
        className="collapse-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {title}
      </button>
      <div
        id={id}
        ref={panel}
        className="collapse-panel"
        hidden={!open && height === '0px'}
        style={{ height, overflow: 'hidden', transition: `height ${COLLAPSE_ANIMATION_MS}ms ease` }}
      >
        {children}
      </div>
    </div>
  );
}
