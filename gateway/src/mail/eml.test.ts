import { describe, expect, it } from 'vitest';
import { toEml } from './eml';

describe('toEml', () => {
  it('writes headers, a blank line and the body, encoding non-ASCII subjects', () => {
    const { eml } = toEml(
      { to: 'a@example.org', subject: 'Richiesta di accesso: è urgente', text: 'riga 1\nriga 2' },
      'x@example.org',
    );
    const [head, body] = eml.split('\r\n\r\n');
    expect(head).toMatch(/^From: x@example.org\r\nTo: a@example.org\r\n/);
    expect(head).toContain('Subject: =?UTF-8?B?');
    expect(body).toBe('riga 1\r\nriga 2\r\n');
  });

  it('cannot be tricked into extra headers by line breaks in user input', () => {
    const { eml } = toEml(
      { to: 'a@example.org', subject: 'hi\r\nBcc: evil@example.org', text: '' },
      'x@example.org',
    );
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});
