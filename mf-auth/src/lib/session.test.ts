import {
  loginCall,
  logoutCall,
  profileCall,
  sessionCall,
  tokenExchangeCall,
} from '@archive/contracts/content-endpoints';
import { archiveStore } from '@archive/ui';
import { describe, expect, it, vi } from 'vitest';
import { customTokenAnswer, managerProfile, okAnswer, sessionAnswer } from './fixtures';
import { IDENTITY_CONFIG_PATH } from './identity/identity-config';
import { logout, signIn } from './session';
import { fail, fakeFetch, setPage } from './test-utils';

const firebase = vi.hoisted(() => ({ signOut: vi.fn(async () => {}) }));
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({}),
  inMemoryPersistence: {},
  connectAuthEmulator: () => {},
  signInWithCustomToken: async () => ({ user: { getIdToken: async () => 'firebase-id-token' } }),
  signOut: firebase.signOut,
}));

function firebaseGateway() {
  return fakeFetch({
    // IDENTITY_PROVIDER=firebase: the gateway has no token exchange of its own
    [`POST ${tokenExchangeCall.path}`]: () => fail(404, 'NOT_FOUND'),
    [`GET ${IDENTITY_CONFIG_PATH}`]: () => ({
      provider: 'firebase',
      apiKey: 'web-key',
      projectId: 'demo-archive',
    }),
    [`POST ${loginCall.path}`]: () => customTokenAnswer,
    [`POST ${sessionCall.path}`]: () => sessionAnswer,
    [`GET ${profileCall.path}`]: () => managerProfile,
    [`POST ${logoutCall.path}`]: () => okAnswer,
  });
}

describe('session with the Firebase provider', () => {
  it('opens the session with the id token Firebase gave, then logout signs out of Firebase first', async () => {
    setPage('/login');
    const net = firebaseGateway();
    await signIn({ email: 'manager@example.org', password: 'Archivio-Manager-1' });
    expect(net.calls.find((c) => c.path === sessionCall.path)?.body).toMatchObject({
      idToken: 'firebase-id-token',
    });
    expect(archiveStore.getState().level).toBe(9);
    firebase.signOut.mockClear();
    await logout();
    expect(firebase.signOut).toHaveBeenCalled();
    expect(net.paths().at(-1)).toBe(`POST ${logoutCall.path}`);
    expect(archiveStore.getState()).toMatchObject({ user: null, level: 1 });
    expect(window.location.pathname).toBe('/login');
  });

  it("signs out of Firebase as well when the shell's own logout clears the user", async () => {
    setPage('/login');
    firebaseGateway();
    await signIn({ email: 'manager@example.org', password: 'Archivio-Manager-1' });
    firebase.signOut.mockClear();
    archiveStore.setState({ user: null, level: 1 }); // what the shell's logout buttons do
    await vi.waitFor(() => expect(firebase.signOut).toHaveBeenCalledTimes(1));
  });
});
