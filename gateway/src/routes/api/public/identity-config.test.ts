import { afterEach, describe, expect, it } from 'vitest';
import { makeApp } from '../../../content/test-app';

describe('GET /api/public/identity/config', () => {
  let close: (() => Promise<void>) | undefined;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  afterEach(async () => {
    await close?.();
    close = undefined;
    // The Firebase provider puts a configured emulator host into the environment (firebase-admin reads it there).
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  });

  it('answers the local provider by default, even with Firebase web settings lying around', async () => {
    const made = await makeApp({ FIREBASE_API_KEY: 'unused-key', FIREBASE_PROJECT_ID: 'unused' });
    close = made.close;
    const res = await made.app.inject({ method: 'GET', url: '/api/public/identity/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'local' });
  });

  it('answers the Firebase web settings when the gateway signs in with Firebase', async () => {
    const made = await makeApp({
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_API_KEY: 'AIza-test-key',
      FIREBASE_PROJECT_ID: 'archivio-demo',
      FIREBASE_AUTH_DOMAIN: 'archivio-demo.firebaseapp.com',
      FIREBASE_SERVICE_ACCOUNT: '',
    });
    close = made.close;
    const res = await made.app.inject({ method: 'GET', url: '/api/public/identity/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'firebase',
      apiKey: 'AIza-test-key',
      projectId: 'archivio-demo',
      authDomain: 'archivio-demo.firebaseapp.com',
    });
    // The token exchange is the browser's business with Firebase: mf-auth asks this call after a 404.
    const exchange = await made.app.inject({
      method: 'POST',
      url: '/api/public/identity/token',
      payload: { customToken: 'x' },
    });
    expect(exchange.statusCode).toBe(404);
  });

  it('names the Auth emulator when the gateway uses one, so the browser signs in there too', async () => {
    const made = await makeApp({
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_API_KEY: 'demo-key',
      FIREBASE_PROJECT_ID: 'demo-archive',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_SERVICE_ACCOUNT: '',
    });
    close = made.close;
    const res = await made.app.inject({ method: 'GET', url: '/api/public/identity/config' });
    expect(res.json()).toEqual({
      provider: 'firebase',
      apiKey: 'demo-key',
      projectId: 'demo-archive',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('answers 503, not a half config, when Firebase is chosen without its web settings', async () => {
    const made = await makeApp({ IDENTITY_PROVIDER: 'firebase', FIREBASE_PROJECT_ID: 'archivio-demo' });
    close = made.close;
    const res = await made.app.inject({ method: 'GET', url: '/api/public/identity/config' });
    // A 5xx: the error handler keeps the details (which variable is missing) for the log only.
    expect(res.statusCode).toBe(503);
    expect(res.json().provider).toBeUndefined();
  });
});
