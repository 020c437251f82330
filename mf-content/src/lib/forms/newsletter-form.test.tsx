import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, renderWithProviders, setPage } from '../test-utils';
import { NewsletterForm } from './newsletter-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  labels: { name: RegExp; surname: RegExp; email: RegExp },
) {
  await user.type(screen.getByLabelText(labels.name), 'Ada');
  await user.type(screen.getByLabelText(labels.surname), 'Lovelace');
  await user.type(screen.getByLabelText(labels.email), 'ada@example.org');
}

describe('NewsletterForm', () => {
  it('refuses to send without the privacy checkbox, saying why in the page language', async () => {
    const { calls } = fakeFetch({ '/api/public/firebase/newsletter': () => ({ ok: true, message: 'ok' }) });
    setPage('/');
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await fillIn(user, { name: /^Nome/, surname: /^Cognome/, email: /^Email/ });
    const privacy = screen.getByRole('checkbox', { name: /informativa sulla privacy/ }) as HTMLInputElement;
    expect(privacy.required).toBe(true);
    expect(privacy.checkValidity()).toBe(false);
    expect(privacy.validationMessage).toBe("Per continuare devi accettare l'informativa sulla privacy");
    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
    expect(calls).toHaveLength(0);
    // Written in the page under the box, not only in the browser's passing bubble, and tied to it.
    const said = screen.getByText("Per continuare devi accettare l'informativa sulla privacy");
    expect(privacy.getAttribute('aria-describedby')).toBe(said.id);
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    await user.click(privacy);
    expect(screen.queryByText("Per continuare devi accettare l'informativa sulla privacy")).toBeNull();
  });

  it('subscribes with the consent and thanks the visitor', async () => {
    const { calls } = fakeFetch({ '/api/public/firebase/newsletter': () => ({ ok: true, message: 'ok' }) });
    setPage('/');
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await fillIn(user, { name: /^Nome/, surname: /^Cognome/, email: /^Email/ });
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Grazie! Ti sei iscritto alla newsletter.');
    // The form (and the button just pressed) went away: focus is on the answer, not the page's body.
    expect(document.activeElement).toBe(thanks);
    expect(calls[0]?.body).toMatchObject({
      name: 'newsletter',
      locale: 'it',
      data: { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org', privacy: true },
    });
  });

  it('shows a refusal in the visitor language and keeps what was typed', async () => {
    fakeFetch({
      '/api/public/firebase/newsletter': () =>
        fail(429, 'RATE_LIMITED', 'Too many requests: please try again in a moment'),
    });
    setPage('/en');
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await screen.findByRole('heading', { name: 'Subscribe to the newsletter' });
    await fillIn(user, { name: /^First name/, surname: /^Last name/, email: /^Email/ });
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests: please try again in a moment',
    );
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.org');
    expect((screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement).checked).toBe(true);
  });
});
