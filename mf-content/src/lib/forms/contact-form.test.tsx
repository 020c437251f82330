import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../test-utils';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('sends an access request about a record with the visitor text', async () => {
    const { calls } = fakeFetch({ '/api/public/mailgun/send': () => ({ ok: true, message: 'ok' }) });
    setPage('/fr');
    const user = userEvent.setup();
    renderWithProviders(
      <ContactForm kind="access" record={{ table: 'ca_objects', id: '12', label: 'Veduta' }} />,
    );
    await screen.findByRole('heading', { name: 'Demander l’accès' });
    expect(screen.getByText('Demande concernant : Veduta')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Prénom/), 'Jean');
    await user.type(screen.getByLabelText(/^Nom/), 'Dupont');
    await user.type(screen.getByLabelText(/^E-mail/), 'jean@example.org');
    await user.type(screen.getByLabelText(/^Message/), 'Je voudrais consulter ce dossier.');
    const terms = screen.getByRole('checkbox', { name: /conditions générales/ }) as HTMLInputElement;
    expect(terms.checkValidity()).toBe(false);
    expect(terms.validationMessage).toBe(
      'Pour envoyer la demande, vous devez accepter les conditions générales',
    );
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect((await screen.findByRole('status')).textContent).toBe('Merci ! Votre demande a été envoyée.');
    expect(calls[0]?.body).toMatchObject({
      kind: 'access',
      terms: true,
      text: 'Je voudrais consulter ce dossier.',
      record: { table: 'ca_objects', id: '12' },
      locale: 'fr',
    });
  });

  it('marks empty required fields with the site-language message', async () => {
    fakeFetch({});
    setPage('/');
    renderWithProviders(<ContactForm />);
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    email.dispatchEvent(new Event('invalid'));
    expect(email.validationMessage).toBe('Campo obbligatorio');
  });

  it('keeps the typed text when the server refuses', async () => {
    fakeFetch({ '/api/public/mailgun/send': () => fail(500, 'INTERNAL', 'boom') });
    setPage('/');
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText(/^Nome/), 'Ada');
    await user.type(screen.getByLabelText(/^Cognome/), 'L');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.type(screen.getByLabelText(/^Messaggio/), 'Vorrei vedere il fondo Bellini.');
    await user.click(screen.getByRole('checkbox', { name: /termini e le condizioni/ }));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ci dispiace, qualcosa è andato storto');
    expect((screen.getByLabelText(/^Messaggio/) as HTMLTextAreaElement).value).toBe(
      'Vorrei vedere il fondo Bellini.',
    );
  });
});
