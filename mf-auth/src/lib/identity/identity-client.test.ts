import { tokenExchangeCall } from '@archive/contracts/content-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idTokenAnswer } from '../fixtures';
import { fail, fakeFetch } from '../test-utils';
import { clientFor, identityClient, resetIdentityClient } from '.';
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

describe('local identity client', () => {
  it('exchanges the custom token at the gateway and never loads the Firebase SDK', async () => {
    const net = fakeFetch({ [`POST ${tokenExchangeCall.path}`]: () => idTokenAnswer });
    const client = await identityClient();
    expect(client.kind).toBe('local');
    expect(await client.exchangeCustomToken('custom-1')).toBe(idTokenAnswer.idToken);
    await client.signOut();
    expect(net.paths()).toEqual([`GET ${IDENTITY_CONFIG_PATH}`, `POST ${tokenExchangeCall.path}`]);
    expect(net.calls[1]?.body).toMatchObject({ customToken: 'custom-1' });
    expect(firebase.loaded).toBe(false);
  });

  it('asks for the configuration again after a failure', async () => {
    fakeFetch({ [`GET ${IDENTITY_CONFIG_PATH}`]: () => fail(503) });
    await expect(identityClient()).rejects.toMatchObject({ statusCode: 503 });
    fakeFetch({ [`GET ${IDENTITY_CONFIG_PATH}`]: () => ({ provider: 'local' }) });
    expect((await identityClient()).kind).toBe('local');
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
