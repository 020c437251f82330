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

  it('documents the catalogue calls with their bodies and answers', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const path of [
      '/api/public/mongo/search',
      '/api/public/mongo/aggregate',
      '/api/public/mongo/related/{collection}/{table}/{id}',
      '/api/public/catalogue/search',
      '/api/public/catalogue/record',
      '/api/public/catalogue/children',
      '/api/public/catalogue/tree',
      '/api/public/catalogue/random-images',
      '/api/public/catalogue/timeline',
      '/api/public/catalogue/map',
      '/api/public/catalogue/summaries',
      '/api/public/identity/config',
    ])
      expect(Object.keys(doc.paths), path).toContain(path);
    const search = doc.paths['/api/public/mongo/search'].post;
    const body = search.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('limit');
    expect(body.properties.limit.maximum).toBe(200);
    expect(search.responses['200'].content['application/json'].schema.properties).toHaveProperty('count');
    expect(search.security).toBeUndefined();
  });

  it('serves a readable page at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});
