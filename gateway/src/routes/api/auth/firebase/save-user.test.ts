import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../../../test/signed-in-app';
import {
  addUser,
  type Browser,
  get,
  MANAGER,
  post,
  signIn,
  type TestApp,
} from '../../../../content/test-app';

describe('POST /api/auth/firebase/saveUser, getUser, getAccessToken', () => {
  let app: TestApp;
  let manager: Browser;
  useSignedInApp({ manager: MANAGER }, (s) => ({ app, manager } = s));

  it('saves pins (numeric ids become strings) and answers them in getUser and the profile', async () => {
    const pins = [
      { id: 1234, table: 'ca_objects' },
      { id: '77', table: 'ca_entities' },
    ];
    const res = await post(app, '/api/auth/firebase/saveUser', { data: { pins } }, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().pins).toEqual([
      { id: '1234', table: 'ca_objects' },
      { id: '77', table: 'ca_entities' },
    ]);
    const user = await post(app, '/api/auth/firebase/getUser', {}, manager);
    expect(user.json()).toMatchObject({
      pins: [{ id: '1234' }, { id: '77' }],
      profile: { email: MANAGER.email },
    });
    expect((await get(app, '/api/auth/profile', manager)).json().pins).toHaveLength(2);
  });

  it('refuses pins of unknown tables and calls without a session', async () => {
    expect(
      (
        await post(
          app,
          '/api/auth/firebase/saveUser',
          { data: { pins: [{ id: 1, table: 'users' }] } },
          manager,
        )
      ).statusCode,
    ).toBe(400);
    expect((await post(app, '/api/auth/firebase/saveUser', { data: { pins: [] } })).statusCode).toBe(401);
    expect((await post(app, '/api/auth/firebase/getUser', {})).statusCode).toBe(401);
  });

  it('gives editors a short-lived access token and refuses visitors', async () => {
    const res = await post(app, '/api/auth/firebase/getAccessToken', {}, manager);
    expect(res.json()).toMatchObject({ accessToken: expect.any(String), expiresIn: 300 });
    const viewer = await signIn(app, await addUser(app, 'viewer'));
    expect((await post(app, '/api/auth/firebase/getAccessToken', {}, viewer)).statusCode).toBe(403);
  });
});
