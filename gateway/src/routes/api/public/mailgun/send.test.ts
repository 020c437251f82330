import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, post, type TestApp } from '../../../../content/test-app';
import { readEml } from '../../../../mail/read-eml';

describe('POST /api/public/mailgun/send (outbox transport)', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let dataDir: string;
  const url = '/api/public/mailgun/send';
  const form = {
    name: 'Mario',
    surname: 'Bianchi',
    email: 'mario@example.org',
    text: 'Vorrei consultare il fondo Bellini.',
    terms: true,
  };
  const outbox = () => readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
  beforeAll(async () => {
    ({ app, close, dataDir } = await makeApp({ FORMS_RATE_LIMIT_IP: '5' }));
  });
  afterAll(() => close());

  it('mails an access request to the institution address from the site options', async () => {
    const res = await post(app, url, {
      ...form,
      kind: 'access',
      record: { table: 'ca_objects', id: '1234', label: 'Lastra' },
      locale: 'it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    const [file] = outbox();
    const eml = readFileSync(join(dataDir, 'outbox', file ?? ''), 'utf8');
    expect(eml).toMatch(/^To: archivio@example.org$/m);
    expect(eml).toMatch(/^Reply-To: mario@example.org$/m);
    // The body is quoted-printable (nodemailer): read it decoded.
    const { text } = readEml(eml);
    expect(text).toContain('Vorrei consultare il fondo Bellini.');
    expect(text).toContain('Scheda: ca_objects 1234');
    expect(eml.split('\r\n\r\n')[0]).toContain('Subject:');
    // Kept in the content store too (issue 18), under the reference the mail gives.
    const kept = await app.content.store.listRecords('requests');
    expect(kept).toHaveLength(1);
    const [request] = kept;
    expect(text).toContain(`Rif. ${request?.id}`);
    expect(request?.value).toMatchObject({
      kind: 'access',
      email: 'mario@example.org',
      text: 'Vorrei consultare il fondo Bellini.',
      record: { table: 'ca_objects', id: '1234', label: 'Lastra' },
      to: 'archivio@example.org',
    });
    expect(Date.parse(String(request?.value.at))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses without terms (400 TERMS_REQUIRED) and sends nothing', async () => {
    const before = outbox().length;
    const keptBefore = (await app.content.store.listRecords('requests')).length;
    const res = await post(app, url, { ...form, terms: false, locale: 'it' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TERMS_REQUIRED',
      message: 'Per inviare la richiesta devi accettare i termini e le condizioni',
    });
    expect(outbox().length).toBe(before);
    expect(await app.content.store.listRecords('requests')).toHaveLength(keptBefore);
  });

  it('refuses an empty message text', async () => {
    const res = await post(app, url, { ...form, text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.text');
  });

  it('rate limits per address', async () => {
    let status = 0;
    for (let i = 0; i < 6; i++)
      status = (await app.inject({ method: 'POST', url, payload: form, remoteAddress: '10.2.2.2' }))
        .statusCode;
    expect(status).toBe(429);
  });
});
