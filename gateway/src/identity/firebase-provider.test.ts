import { generateKeyPairSync } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import type { ContentStore, KeyedRecord } from '../content/port';
import { type FirebaseAuthLike, FirebaseIdentityProvider } from './firebase-provider';
import { createIdentity } from './service';
import { SessionRecords } from './session-records';

// Custom tokens are checked with a real firebase-admin signing offline with a throwaway key, the
// session rules against a fake Auth; firebase-emulator.test.ts runs the whole flow for real.
describe('Firebase identity provider', () => {
  it('mints a real custom token for the user id with firebase-admin (offline signing)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const app = initializeApp(
      {
        credential: cert({
          projectId: 'demo-open-archive',
          clientEmail: 'svc@demo-open-archive.iam.gserviceaccount.com',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        }),
      },
      'custom-token-test',
    );
    const provider = new FirebaseIdentityProvider(getAuth(app), records());
    const token = await provider.createCustomToken('user-42');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      uid: 'user-42',
      iss: 'svc@demo-open-archive.iam.gserviceaccount.com',
      aud: expect.stringContaining('identitytoolkit'),
    });
    expect('exchangeCustomToken' in provider).toBe(false);
    await deleteApp(app);
  });

  /** firebase-admin's Auth, faked: id tokens `id:<uid>:<auth_time>`, cookies `cookie:<uid>:<n>`. */
  const fake = (): FirebaseAuthLike & { revoked: string[] } => {
    const revoked: string[] = [];
    let n = 0;
    return {
      revoked,
      createCustomToken: async (uid: string) => `custom:${uid}`,
      verifyIdToken: (async (t: string) => {
        const [kind, uid, authTime] = t.split(':');
        if (kind !== 'id' || !uid) throw new Error('bad id token');
        return { uid, auth_time: Number(authTime) };
      }) as FirebaseAuthLike['verifyIdToken'],
      createSessionCookie: async (t: string, o: { expiresIn: number }) =>
        `cookie:${t.split(':')[1]}:${++n}:${o.expiresIn}`,
      verifySessionCookie: (async (c: string, checkRevoked?: boolean) => {
        if (!checkRevoked) throw new Error('must check revocation');
        const uid = c.split(':')[1] ?? '';
        if (!c.startsWith('cookie:') || revoked.includes(uid)) throw new Error('revoked');
        return { uid };
      }) as FirebaseAuthLike['verifySessionCookie'],
    };
  };

  /** The content store's record calls, in memory. */
  const records = () => {
    const map = new Map<string, KeyedRecord>();
    return new SessionRecords({
      putRecord: async (kind, r) => void map.set(`${kind}/${r.id}`, r),
      getRecord: async (kind, id) => map.get(`${kind}/${id}`),
      deleteRecord: async (kind, id) => map.delete(`${kind}/${id}`),
      listRecords: async (kind) => [...map].filter(([k]) => k.startsWith(`${kind}/`)).map(([, r]) => r),
    });
  };

  const NOW = 1_800_000_000;
  const known = async (uid: string) => (uid.startsWith('u') ? 3 : undefined);

  it('opens a session cookie (at most 14 days) for a fresh sign-in of a known user only', async () => {
    const provider = new FirebaseIdentityProvider(fake(), records(), () => NOW);
    expect(await provider.createSessionCookie('garbage', 3600, known)).toBeUndefined();
    expect(await provider.createSessionCookie(`id:stranger:${NOW}`, 3600, known)).toBeUndefined();
    // Signed in 10 minutes ago: a leaked id token, not a sign-in happening now.
    expect(await provider.createSessionCookie(`id:u1:${NOW - 600}`, 3600, known)).toBeUndefined();
    const opened = await provider.createSessionCookie(`id:u1:${NOW - 5}`, 30 * 86400, known);
    expect(opened).toEqual({
      uid: 'u1',
      cookie: expect.stringMatching(/^[\w-]{16}~cookie:u1:1:1209600000$/),
    });
    expect(await provider.verifySessionCookie(opened?.cookie ?? '')).toMatchObject({ uid: 'u1', version: 3 });
  });

  it('ends only the session that logs out, and every session Firebase revokes', async () => {
    const auth = fake();
    const provider = new FirebaseIdentityProvider(auth, records(), () => NOW);
    const phone = (await provider.createSessionCookie(`id:u1:${NOW}`, 3600, known))?.cookie ?? '';
    const laptop = (await provider.createSessionCookie(`id:u1:${NOW}`, 3600, known))?.cookie ?? '';
    const other = (await provider.createSessionCookie(`id:u2:${NOW}`, 3600, known))?.cookie ?? '';
    await provider.revokeSession(phone);
    expect(await provider.verifySessionCookie(phone)).toBeUndefined();
    expect(await provider.verifySessionCookie(laptop)).toMatchObject({ uid: 'u1' });
    auth.revoked.push('u1'); // e.g. revoked or disabled in the Firebase console
    expect(await provider.verifySessionCookie(laptop)).toBeUndefined();
    expect(await provider.verifySessionCookie(other)).toMatchObject({ uid: 'u2' });
    // A valid Firebase cookie the gateway never opened (no record), or with another session's id, is refused.
    expect(await provider.verifySessionCookie('cookie:u2:99:1')).toBeUndefined();
    expect(await provider.verifySessionCookie(`AAAAAAAAAAAAAAAA~${other.split('~')[1]}`)).toBeUndefined();
  });

  it('refuses to start with the Auth emulator on a project that is not a demo- one', async () => {
    const config = testConfig({
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'real-archive',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SESSION_SECRET: 'x'.repeat(40),
    });
    await expect(createIdentity(config, {} as ContentStore)).rejects.toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: .*demo- FIREBASE_PROJECT_ID/,
    );
    expect(() => testConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: host:port/,
    );
  });
});
