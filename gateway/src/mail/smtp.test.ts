import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../config';
import { openMailer } from './open-mailer';
import { SmtpMailer } from './smtp';

// A tiny fake SMTP server (plain, no TLS, no auth): records envelopes and message text.
const received: { from: string; to: string[]; data: string }[] = [];
const server = createServer((socket: Socket) => {
  let mail = { from: '', to: [] as string[], data: '' };
  let inData = false;
  let buffer = '';
  socket.write('220 fake ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        mail.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(mail);
        mail = { from: '', to: [], data: '' };
        socket.write('250 queued\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol === -1) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
      else if (verb === 'MAIL') {
        mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        socket.write('250 ok\r\n');
      } else if (verb === 'RCPT') {
        mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        socket.write('250 ok\r\n');
      } else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go on\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 bye\r\n');
        return;
      } else socket.write('250 ok\r\n');
    }
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('SMTP transport (fake SMTP server)', () => {
  it('delivers the message with its envelope and encoded headers', async () => {
    const mailer = new SmtpMailer(url, 'Archivio Città <no-reply@example.org>');
    const out = await mailer.send({
      to: 'a@example.org',
      subject: 'Prova è',
      text: 'Testo è',
      replyTo: 'v@example.org',
    });
    expect(out.id).toMatch(/^<.+@example\.org>$/);
    const last = received.at(-1);
    expect(last).toMatchObject({ from: 'no-reply@example.org', to: ['a@example.org'] });
    expect(last?.data).toContain('From: =?UTF-8?Q?Archivio_Citt=C3=A0?= <no-reply@example.org>');
    expect(last?.data).toMatch(/^Reply-To: v@example.org$/m);
  });

  it('is chosen by MAIL_TRANSPORT=smtp, and SMTP_URL is required and validated', () => {
    expect(openMailer(testConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: url })).kind).toBe('smtp');
    expect(() => openMailer(testConfig({ MAIL_TRANSPORT: 'smtp' }))).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.org:465',
    );
  });
});
