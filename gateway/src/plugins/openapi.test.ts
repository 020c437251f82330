import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../content/test-app';

describe('OpenAPI document', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
  });
  afterAll(() => close());

  it('documents the content calls with their contract schemas at /api/docs/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/public/login',
      '/api/public/session',
      '/api/auth/firebase/saveDoc',
      '/api/auth/ca/buca',
      '/api/auth/ca/getUserList',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    const login = doc.paths['/api/public/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('email');
    expect(body.properties).toHaveProperty('locale');
    expect(doc.paths['/api/auth/firebase/saveDoc'].post.security).toEqual([{ session: [], csrf: [] }]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/files'))).toBe(false);
  });

  it('serves a readable page at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});
