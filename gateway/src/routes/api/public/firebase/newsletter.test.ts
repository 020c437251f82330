import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, post, type TestApp } from '../../../../content/test-app';

describe('POST /api/public/firebase/newsletter', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  const url = '/api/public/firebase/newsletter';
  const data = { name: 'Ada', surname: 'Rossi', email: 'ada@example.org', privacy: true };
  beforeAll(async () => {
    ({ app, close } = await makeApp({ FORMS_RATE_LIMIT_IP: '6' }));
  });
  afterAll(() => close());

  it('stores the subscription and thanks in the caller locale', async () => {
    const res = await post(app, url, { name: 'newsletter', data, locale: 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Grazie! Ti sei iscritto alla newsletter.' });
    const stored = await app.content.store.listRecords('newsletter');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value).toMatchObject({ email: 'ada@example.org', privacy: true, list: 'newsletter' });
  });

  it('treats a repeated address as success without a second record', async () => {
    const res = await post(app, url, { name: 'newsletter', data: { ...data, email: 'ADA@example.org' } });
    expect(res.statusCode).toBe(200);
    expect(await app.content.store.listRecords('newsletter')).toHaveLength(1);
  });

  it('refuses without privacy consent (400 CONSENT_REQUIRED, translated)', async () => {
    const it = await post(app, url, { name: 'newsletter', data: { ...data, privacy: false }, locale: 'it' });
    expect(it.statusCode).toBe(400);
    expect(it.json()).toMatchObject({
      code: 'CONSENT_REQUIRED',
      message: "Per continuare devi accettare l'informativa sulla privacy",
    });
    const en = await post(app, url, {
      name: 'newsletter',
      data: { ...data, privacy: undefined },
      locale: 'en',
    });
    expect(en.json().message).toBe('To continue you must accept the privacy policy');
  });

  it('refuses a bad email with a translated field message', async () => {
    const res = await post(app, url, { name: 'newsletter', data: { ...data, email: 'nope' }, locale: 'it' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.data.email', message: expect.not.stringContaining('validation.') },
    ]);
  });

  it('rate limits per address', async () => {
    let status = 0;
    for (let i = 0; i < 7; i++)
      status = (
        await app.inject({
          method: 'POST',
          url,
          payload: { data: { ...data, email: `n${i}@example.org` } },
          remoteAddress: '10.1.1.1',
        })
      ).statusCode;
    expect(status).toBe(429);
  });
});
