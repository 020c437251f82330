import { tokenExchangeCall } from '@archive/contracts/content-endpoints';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idTokenAnswer } from '../fixtures';
import { fail, fakeFetch } from '../test-utils';
import { clientFor, existingIdentityClient, identityClient, resetIdentityClient } from '.';
import { IDENTITY_CONFIG_PATH, parseIdentityConfig } from './identity-config';

// The Firebase SDK, faked: `loaded` tells whether any code path imported it at all.
const firebase = vi.hoisted(() => ({
  loaded: false,
  signInWithCustomToken: vi.fn(async (_auth: unknown, token: string) => ({
    user: { getIdToken: async () => `firebase-id-for-${token}` },
  })),
  signOut: vi.fn(async () => {}),
  initializeAuth: vi.fn(() => ({ name: 'auth' })),
  connectAuthEmulator: vi.fn(),
}));
vi.mock('firebase/app', () => {
  firebase.loaded = true;
  return { getApps: () => [], initializeApp: (options: unknown, name: string) => ({ options, name }) };
});
vi.mock('firebase/auth', () => {
  firebase.loaded = true;
  return {
    initializeAuth: firebase.initializeAuth,
    inMemoryPersistence: { type: 'NONE' },
    connectAuthEmulator: firebase.connectAuthEmulator,
    signInWithCustomToken: firebase.signInWithCustomToken,
    signOut: firebase.signOut,
  };
});

beforeEach(() => resetIdentityClient());

describe('identity configuration', () => {
  it('means the local provider unless a complete Firebase config is given', () => {
    expect(parseIdentityConfig({ provider: 'local' })).toEqual({ provider: 'local' });
    expect(parseIdentityConfig(null)).toEqual({ provider: 'local' });
    expect(parseIdentityConfig({ provider: 'firebase', apiKey: 'k', projectId: 'demo-x', extra: 1 })).toEqual(
      {
        provider: 'firebase',
        apiKey: 'k',
        projectId: 'demo-x',
      },
    );
    expect(() => parseIdentityConfig({ provider: 'firebase' })).toThrow(/apiKey/);
  });
});

describe('identity client of the page', () => {
  it('exchanges at the gateway with no extra call and never loads the Firebase SDK', async () => {
    const net = fakeFetch({ [`POST ${tokenExchangeCall.path}`]: () => idTokenAnswer });
    const client = await identityClient();
    expect(await client.exchangeCustomToken('custom-1')).toBe(idTokenAnswer.idToken);
    await client.signOut();
    expect(net.paths()).toEqual([`POST ${tokenExchangeCall.path}`]);
    expect(net.calls[0]?.body).toMatchObject({ customToken: 'custom-1' });
    expect((await identityClient()).kind).toBe('local');
    expect(firebase.loaded).toBe(false);
  });

  it('passes a refused custom token on as the gateway error', async () => {
    fakeFetch({ [`POST ${tokenExchangeCall.path}`]: () => fail(401, 'TOKEN_INVALID') });
    await expect((await identityClient()).exchangeCustomToken('bad')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('switches to Firebase when the gateway has no exchange, with the web settings it gives', async () => {
    const net = fakeFetch({
      [`GET ${IDENTITY_CONFIG_PATH}`]: () => ({
        provider: 'firebase',
        apiKey: 'web-key',
        projectId: 'demo-archive',
      }),
    });
    const client = await identityClient();
    expect(await client.exchangeCustomToken('custom-3')).toBe('firebase-id-for-custom-3');
    expect(net.paths()).toEqual([`POST ${tokenExchangeCall.path}`, `GET ${IDENTITY_CONFIG_PATH}`]);
    expect((await identityClient()).kind).toBe('firebase');
  });

  it('passes on the 503 of a Firebase gateway that lacks its web settings, loading no SDK', async () => {
    // What gateway/src/routes/api/public/identity-config.ts answers when FIREBASE_API_KEY or
    // FIREBASE_PROJECT_ID is missing: the login form then shows the generic error, not a crash.
    firebase.initializeAuth.mockClear();
    const net = fakeFetch({
      [`GET ${IDENTITY_CONFIG_PATH}`]: () =>
        fail(503, 'IDENTITY_NOT_CONFIGURED', 'IDENTITY_PROVIDER=firebase needs FIREBASE_API_KEY'),
    });
    await expect((await identityClient()).exchangeCustomToken('x')).rejects.toMatchObject({
      statusCode: 503,
      code: 'IDENTITY_NOT_CONFIGURED',
    });
    expect(net.paths()).toEqual([`POST ${tokenExchangeCall.path}`, `GET ${IDENTITY_CONFIG_PATH}`]);
    expect(firebase.initializeAuth).not.toHaveBeenCalled();
    // Nothing was settled: the next attempt asks again (the gateway may have been fixed).
    expect(existingIdentityClient()).toBeUndefined();
  });

  it('reports a gateway with neither an exchange nor a Firebase config', async () => {
    fakeFetch({});
    await expect((await identityClient()).exchangeCustomToken('x')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('firebase identity client', () => {
  it('signs in with the custom token through the SDK, in memory, and signs out of it', async () => {
    const client = await clientFor({
      provider: 'firebase',
      apiKey: 'key',
      projectId: 'demo-archive',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(client.kind).toBe('firebase');
    expect(await client.exchangeCustomToken('custom-2')).toBe('firebase-id-for-custom-2');
    expect(firebase.loaded).toBe(true);
    expect(firebase.initializeAuth).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'open-archive-auth' }),
      { persistence: { type: 'NONE' } },
    );
    expect(firebase.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    await client.signOut();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
  });
});
