import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, MANAGER, makeApp, signIn, type TestApp } from '../content/test-app';
import { jsonDepth, MAX_BODY_DEPTH } from './body-limits';

const nested = (levels: number, leaf = '1') => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

describe('jsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[{"b":"[[[{{{\\"]]]"}]}')).toBe(3);
    expect(jsonDepth(nested(MAX_BODY_DEPTH))).toBe(MAX_BODY_DEPTH);
    expect(jsonDepth(nested(MAX_BODY_DEPTH + 1))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('JSON bodies', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let manager: Browser;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    manager = await signIn(app, MANAGER);
  });
  afterAll(() => close());
  const send = (url: string, payload: string, browser?: Browser) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(browser?.headers ?? {}) },
    });

  it('refuses saveDoc data nested 10,000 deep with 400 BODY_TOO_DEEP', async () => {
    const body = `{"name":"about","collection":"pages","locale":"it","data":${nested(10_000)}}`;
    const res = await send('/api/auth/firebase/saveDoc', body, manager);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BODY_TOO_DEEP',
      message: `Body is nested deeper than ${MAX_BODY_DEPTH} levels`,
    });
  });
  it('refuses deep arrays on a public call too, before anything walks them', async () => {
    const res = await send('/api/public/catalogue/search', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BODY_TOO_DEEP');
  });
  it('accepts a body at the depth limit (the route then judges its shape)', async () => {
    const res = await send('/api/public/catalogue/search', `{"tables":["ca_objects"],"x":${nested(60)}}`);
    expect(res.statusCode).toBe(200);
  });
  it('names the forbidden keys instead of calling the body invalid JSON', async () => {
    for (const body of ['{"__proto__":{"admin":true}}', '{"a":{"constructor":{"prototype":{"x":1}}}}']) {
      const res = await send('/api/public/catalogue/search', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN_KEY',
        message: 'Body may not use the keys "__proto__" or "constructor.prototype"',
      });
    }
  });
  it('keeps keys merely named like prototype members (the schema judges them)', async () => {
    const res = await send('/api/public/catalogue/search', '{"constructor":1,"toString":"x","text":"roma"}');
    expect(res.statusCode).toBe(200);
  });
  it('answers 400 for broken or empty JSON and 413 past the size limit', async () => {
    const broken = await send('/api/public/catalogue/search', '{"text":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_JSON', message: 'Body is not valid JSON' });
    const empty = await send('/api/public/catalogue/search', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('BAD_JSON');
    const huge = await send('/api/public/catalogue/search', JSON.stringify({ text: 'a'.repeat(2 << 20) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Request body is too large');
  });
});
