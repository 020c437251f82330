import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveStore } from '../store/archive-store';
import { FullScreenPopup } from './full-screen-popup';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri la mappa
      </button>
      {/* A new onClose on every render, as callers write it. */}
      <FullScreenPopup open={open} onClose={() => setOpen(false)} title="Mappa">
        <p>contenuto</p>
        <a href="#luogo">Luogo</a>
      </FullScreenPopup>
      <button type="button">Dietro</button>
    </>
  );
}

describe('FullScreenPopup', () => {
  afterEach(cleanup);

  it('takes the focus, locks the page, and gives the focus back to its opener on Escape', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Apri la mappa' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mappa' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(archiveStore.getState().popupOpen).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(archiveStore.getState().popupOpen).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back after the close button too', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Apri la mappa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apri la mappa' }));
  });

  it('keeps Tab and Shift+Tab inside while open (WCAG 2.4.3, 2.1.2)', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Apri la mappa' }));
    const dialog = screen.getByRole('dialog', { name: 'Mappa' });
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
