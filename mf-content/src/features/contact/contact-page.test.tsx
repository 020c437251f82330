import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../../lib/test-utils';
import ContactPage from './contact-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = {
  record: {
    id: '12',
    table: 'ca_objects',
    preferred_label: 'Veduta di Roma',
    link: '/oggetti/12-veduta-di-roma',
  },
  parents: [],
  childrenCount: 0,
};

describe('contact page', () => {
  it('offers the contact form, where the visitor says what the request is for', async () => {
    fakeFetch({});
    setPage('/contatti');
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contatti' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Accesso al materiale' })).toBeTruthy();
    expect((screen.getByLabelText(/^Messaggio/) as HTMLTextAreaElement).value).toBe('');
  });

  it("asks access to a record, prefilled with the record's title and link read from the catalogue", async () => {
    const { calls } = fakeFetch({
      '/api/public/catalogue/record': () => record,
      '/api/public/mailgun/send': () => ({ ok: true, message: 'ok' }),
    });
    setPage('/contatti?tabella=ca_objects&id=12');
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Richiesta di accesso o riproduzione' }),
    ).toBeTruthy();
    expect(screen.getByText('Richiesta relativa a: Veduta di Roma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla scheda' }).getAttribute('href')).toBe(
      '/oggetti/12-veduta-di-roma',
    );
    const text = screen.getByLabelText(/^Messaggio/) as HTMLTextAreaElement;
    expect(text.value).toBe(
      `Vorrei richiedere l’accesso o una riproduzione della scheda «Veduta di Roma» (${window.location.origin}/oggetti/12-veduta-di-roma).`,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByLabelText(/^Nome/), 'Ada');
    await user.type(screen.getByLabelText(/^Cognome/), 'Rossi');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    await screen.findByRole('status');
    expect(calls.find((c) => c.path === '/api/public/mailgun/send')?.body).toMatchObject({
      kind: 'access',
      record: { table: 'ca_objects', id: '12', label: 'Veduta di Roma' },
      text: expect.stringContaining('/oggetti/12-veduta-di-roma'),
    });
  });

  it('shows the error page with its code and a retry when the record cannot be read', async () => {
    let answer: unknown = fail(500, 'INTERNAL', 'boom');
    fakeFetch({ '/api/public/catalogue/record': () => answer });
    setPage('/contatti?tabella=ca_objects&id=12');
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Errore 500: La pagina non è disponibile' }),
    ).toBeTruthy();
    answer = record;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Richiesta relativa a: Veduta di Roma')).toBeTruthy();
  });
});
