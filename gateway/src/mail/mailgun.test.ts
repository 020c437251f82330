import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailgunMailer } from './mailgun';

// A local fake of Mailgun's messages endpoint: records what the adapter sends.
const received: { url: string; auth: string; body: URLSearchParams }[] = [];
let status = 200;
const server = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    received.push({
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: new URLSearchParams(raw),
    });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(status === 200 ? { id: '<fake-id@mg>', message: 'Queued' } : { message: 'Forbidden' }),
    );
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Mailgun adapter (fake Mailgun server)', () => {
  it('posts the message form with basic auth to /v3/{domain}/messages', async () => {
    status = 200;
    const mailer = new MailgunMailer({
      apiKey: 'key-123',
      domain: 'mg.example.org',
      baseUrl,
      from: 'Archivio <no-reply@example.org>',
    });
    const out = await mailer.send({
      to: 'a@example.org',
      subject: 'Ciao',
      text: 'Testo è',
      replyTo: 'v@example.org',
    });
    expect(out.id).toBe('<fake-id@mg>');
    const last = received.at(-1);
    expect(last?.url).toBe('/v3/mg.example.org/messages');
    expect(last?.auth).toBe(`Basic ${Buffer.from('api:key-123').toString('base64')}`);
    expect(Object.fromEntries(last?.body ?? [])).toMatchObject({
      to: 'a@example.org',
      subject: 'Ciao',
      text: 'Testo è',
      'h:Reply-To': 'v@example.org',
    });
  });

  it('fails loudly when the fake Mailgun refuses', async () => {
    status = 401;
    const mailer = new MailgunMailer({
      apiKey: 'bad',
      domain: 'mg.example.org',
      baseUrl,
      from: 'x@example.org',
    });
    await expect(mailer.send({ to: 'a@example.org', subject: 's', text: 't' })).rejects.toThrow(/401/);
  });
});
