import { closeModal, useArchive, useFocusTrap } from '@archive/ui';
import { useEffect, useRef } from 'react';
import { useMsg } from './use-msg';

/**
 * The modal of the shared store: any app opens it with openModal(Component, props); Escape, the
 * close button or a click on the backdrop closes it; focus moves in, Tab stays inside (ui's focus
 * trap, WCAG 2.4.3/2.1.2) and the focus returns where it was.
 */
export function ModalHost() {
  const m = useMsg();
  const modal = useArchive((s) => s.modal);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, Boolean(modal));
  useEffect(() => {
    if (!modal) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeModal();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [modal]);
  if (!modal) return null;
  const Content = modal.component;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the close button are the accessible ways out
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && closeModal()}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={String(modal.props?.title ?? '')}
        tabIndex={-1}
        ref={dialog}
      >
        <button
          type="button"
          className="modal-close"
          onClick={closeModal}
          aria-label={m('shell.modal.close')}
        >
          ×
        </button>
        <Content {...modal.props} />
      </div>
    </div>
  );
}
