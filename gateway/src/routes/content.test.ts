import { ADMIN_BIT } from '@archive/contracts/access';
import { CALL_REQUIRED_LEVEL, CONTENT_CALLS } from '@archive/contracts/content-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, type Browser, MANAGER, makeApp, signIn, type TestApp } from '../content/test-app';

describe('content routes against the contracts', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let viewer: Browser;
  let manager: Browser;
  beforeAll(async () => {
    ({ app, close } = await makeApp());
    viewer = await signIn(app, await addUser(app, 'viewer'));
    manager = await signIn(app, MANAGER);
  });
  afterAll(() => close());

  it('serves every call of contracts/content-api.ts', () => {
    for (const call of CONTENT_CALLS)
      expect(app.hasRoute({ method: call.method, url: call.path }), call.path).toBe(true);
  });

  it('answers 401 on every /api/auth call without a session', async () => {
    for (const call of CONTENT_CALLS.filter((c) => c.auth)) {
      const res = await app.inject({
        method: call.method,
        url: call.path,
        ...(call.method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, call.path).toBe(401);
    }
  });

  it('answers 403 to a level the call does not admit, never data', async () => {
    for (const [path, bits] of Object.entries(CALL_REQUIRED_LEVEL)) {
      const call = CONTENT_CALLS.find((c) => c.path === path);
      const who = bits === ADMIN_BIT ? manager : viewer;
      const res = await app.inject({
        method: call?.method ?? 'POST',
        url: path,
        headers: who.headers,
        ...(call?.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, path).toBe(403);
      expect(Object.keys(res.json()).sort(), path).toEqual(['code', 'error', 'message', 'statusCode']);
    }
  });
});
