import { archiveStore, closeModal, openModal } from '@archive/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { italianCatalogue } from '../i18n/messages';
import { ModalHost } from './modal-host';

function Qr({ title }: { title: string }) {
  return (
    <>
      <h2>{title}</h2>
      <button type="button">Scarica</button>
      <button type="button">Copia</button>
    </>
  );
}

describe('ModalHost', () => {
  afterEach(() => {
    act(() => closeModal());
    cleanup();
  });

  it('keeps Tab inside the modal, closes on Escape and gives the focus back (WCAG 2.4.3, 2.1.2)', async () => {
    archiveStore.setState({ modal: null });
    render(
      <IntlProvider locale="it" messages={italianCatalogue}>
        <button type="button">Apri</button>
        <ModalHost />
        <a href="#dopo">Dopo</a>
      </IntlProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Apri' });
    opener.focus();
    act(() => openModal(Qr as never, { title: 'Codice QR' }));
    const dialog = screen.getByRole('dialog', { name: 'Codice QR' });
    expect(document.activeElement).toBe(dialog);
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
