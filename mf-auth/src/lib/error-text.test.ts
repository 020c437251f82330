// Every locale's contracts messages registered (the shell loads the page's locale before showing it).
import '@archive/contracts/messages-all';
import { ApiError } from '@archive/ui';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it('shows the contracts wording of a known code in the locale', () => {
    expect(errorText(new ApiError(401, 'x', 'LOGIN_FAILED'), 'it')).toBe('Nome utente o password errati.');
    expect(errorText(new ApiError(401, 'x', 'LOGIN_FAILED'), 'en')).toBe('Wrong username or password.');
  });

  it("keeps the gateway's text when rate limited, the contracts' one when it has none", () => {
    expect(errorText(new ApiError(429, 'Riprova tra 10 minuti', 'RATE_LIMITED'), 'it')).toBe(
      'Riprova tra 10 minuti',
    );
    expect(errorText(new ApiError(429, '', undefined), 'it')).toBe(
      'Troppe richieste: riprova tra qualche istante',
    );
  });

  it('falls back for network failures, server errors and foreign errors', () => {
    expect(errorText(new ApiError(0, 'offline', 'NETWORK'), 'it', 'auth.passwordChangeFailed')).toBe(
      'Errore nel cambio password',
    );
    expect(errorText(new ApiError(500, 'boom', 'INTERNAL'), 'it')).toBe(
      'Ci dispiace, qualcosa è andato storto',
    );
    expect(errorText(new TypeError('x'), 'it')).toBe('Ci dispiace, qualcosa è andato storto');
  });
});
