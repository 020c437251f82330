import { describe, expect, it } from 'vitest';
import { toEml } from './eml';
import { readEml } from './read-eml';

const headerBlock = (eml: string) => eml.split('\r\n\r\n')[0] ?? '';

describe('toEml (nodemailer)', () => {
  it('encodes a non-ASCII display name in From, and subjects, and keeps the address readable', async () => {
    const { eml, id } = await toEml(
      { to: 'a@example.org', subject: 'Richiesta di accesso: è urgente', text: 'riga 1\nriga 2' },
      'Archivio Città <no-reply@example.org>',
    );
    const head = headerBlock(eml);
    expect(head).toMatch(/^From: =\?UTF-8\?Q\?Archivio_Citt=C3=A0\?= <no-reply@example\.org>$/m);
    expect(head).toMatch(/^To: a@example\.org$/m);
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(head).toContain(`Message-ID: ${id}`);
    // Every line ends in CRLF, the body included.
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds long headers under the 78-character line limit', async () => {
    const { eml } = await toEml(
      { to: 'a@example.org', subject: 'Una richiesta molto lunga: è urgente '.repeat(5), text: 'x' },
      'x@example.org',
    );
    for (const line of headerBlock(eml).split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(headerBlock(eml)).toMatch(/\r\n [^\r\n]/);
  });

  it('cannot be tricked into extra headers by line breaks in user input', async () => {
    const { eml } = await toEml(
      {
        to: 'a@example.org',
        subject: 'hi\r\nBcc: evil@example.org',
        text: '',
        replyTo: 'v@example.org\r\nBcc: e@x.org',
      },
      'x@example.org',
    );
    expect(eml).not.toMatch(/^Bcc:/m);
  });

  it('reads back as written: long links and accented text survive the encoding (read-eml.ts)', async () => {
    const link = `https://archivio.example.org/reset_password/${'x'.repeat(300)}`;
    const text = `Per reimpostare la password apri questo link (valido 24 ore, utilizzabile una volta):\n${link}\nè`;
    const subject = 'Città: reimposta la password / reset your password (Archivio Storico della Città)';
    const { eml } = await toEml({ to: 'a@example.org', subject, text }, 'Archivio Città <x@example.org>');
    const mail = readEml(eml);
    expect(mail.text).toBe(`${text}\n`);
    expect(mail.subject).toBe(subject);
    expect(mail.headers.from).toBe('Archivio Città <x@example.org>');
  });
});
