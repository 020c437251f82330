import { type ReactNode, useEffect, useId, useRef } from 'react';
import { setPopupOpen } from '../store/ui-actions';
import { useFocusTrap } from './focus-trap';

/**
 * A full-screen popup: covers the page, locks the page scroll while open (through the shared store,
 * so the shell applies it to <html>), keeps Tab inside while open, closes on Escape and with its
 * close button, and gives the focus back to the control that opened it.
 */
export function FullScreenPopup({
  open,
  onClose,
  title,
  closeLabel = 'Chiudi',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  const popup = useRef<HTMLDivElement>(null);
  useFocusTrap(popup, open);
  // Focus goes back to what opened the popup when it closes (WCAG 2.4.3). The opener is read while
  // rendering the opening: by the time effects run, the close button's autoFocus has taken it. Its
  // own effect, keyed on `open` alone, so a new onClose on each render does not move the focus.
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = open;
  useEffect(() => {
    if (!open) return;
    return () => {
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected) element.focus();
    };
  }, [open]);
  useEffect(() => {
    if (!open) return;
    setPopupOpen(true);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      setPopupOpen(false);
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div
      className="fullscreen-popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby={id}
      ref={popup}
      tabIndex={-1}
    >
      <div className="fullscreen-popup-bar">
        <h2 id={id}>{title}</h2>
        {/* biome-ignore lint/a11y/noAutofocus: focus must move into the dialog that just opened */}
        <button type="button" className="btn" onClick={onClose} autoFocus>
          {closeLabel}
        </button>
      </div>
      <div className="fullscreen-popup-body">{children}</div>
    </div>
  );
}
