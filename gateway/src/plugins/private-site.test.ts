import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, MANAGER } from '../content/test-app';
import { makeSiteApp, signInAs } from '../site/test-site';

// The public API of a private site, as an anonymous visitor, a signed-in visitor and a manager see it.
let site: Awaited<ReturnType<typeof makeSiteApp>>;
beforeAll(async () => {
  site = await makeSiteApp();
});
afterAll(async () => site?.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  site.app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });

const CLOSED: [string, object][] = [
  ['/api/public/catalogue/search', { locale: 'en' }],
  ['/api/public/catalogue/record', { locale: 'en', table: 'ca_objects', id: '12' }],
  ['/api/public/catalogue/tree', { locale: 'en' }],
  ['/api/public/mongo/search', { table: 'data_it', query: {} }],
  ['/api/public/firebase/getDocs', { collection: 'news', locale: 'en' }],
  ['/api/public/firebase/getDocBySlug', { collection: 'pages', name: 'about', locale: 'en' }],
  ['/api/public/firebase/getDocBySlug', { collection: 'home', name: 'home', locale: 'en' }],
  [
    '/api/public/firebase/newsletter',
    { locale: 'en', name: 'A', surname: 'B', email: 'a@b.org', privacy: true },
  ],
];

describe('a public site', () => {
  it('answers anonymous catalogue and content calls', async () => {
    expect((await post('/api/public/catalogue/search', { locale: 'en' })).statusCode).toBe(200);
    const about = await post('/api/public/firebase/getDocBySlug', {
      collection: 'pages',
      name: 'about',
      locale: 'en',
    });
    expect(about.statusCode).toBe(200);
  });
});

describe('a private site', () => {
  beforeAll(() => site.setOptions({ public: false }));
  afterAll(() => site.setOptions({ public: true }));

  it.each(CLOSED)('answers 401 to anonymous %s %j', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_REQUIRED');
  });

  it('keeps open what the shell and the login screen need before sign-in', async () => {
    const options = await post('/api/public/firebase/getDocBySlug', { collection: 'options', name: 'site' });
    expect(options.statusCode).toBe(200);
    expect(options.json().data.public).toBe(false);
    expect((await post('/api/public/firebase/getEnvironment', {})).statusCode).toBe(200);
    expect((await site.app.inject('/api/public/identity/config')).statusCode).toBe(200);
    expect((await site.app.inject('/api/public/csrf')).statusCode).toBe(200);
    const reset = await post('/api/public/password-reset/request', {
      email: 'nobody@example.org',
      locale: 'en',
    });
    expect(reset.statusCode).not.toBe(401);
    // The three sign-in steps (login, token, session) run inside signInAs.
    await expect(signInAs(site.app, MANAGER)).resolves.toMatchObject({ cookie: expect.any(String) });
  });

  it('answers managers, and 403 to a signed-in user without the level', async () => {
    const manager = await signInAs(site.app, MANAGER);
    for (const [url, body] of CLOSED.slice(0, 6))
      expect((await post(url, body, manager)).statusCode, url).toBe(200);
    const visitor = await signInAs(site.app, await addUser(site.app, 'viewer'));
    const res = await post('/api/public/catalogue/search', { locale: 'en' }, visitor);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
