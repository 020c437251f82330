import { generateKeyPairSync } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { type FirebaseAuthLike, FirebaseIdentityProvider } from './firebase-provider';

// The Firebase Auth emulator (firebase-tools) is not installed here: custom tokens are checked with
// a real firebase-admin signing offline with a throwaway key, the rest against a fake Auth.
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
    const provider = new FirebaseIdentityProvider(getAuth(app));
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

  const fake = (): FirebaseAuthLike & { revoked: string[] } => {
    const revoked: string[] = [];
    return {
      revoked,
      createCustomToken: async (uid: string) => `custom:${uid}`,
      verifyIdToken: (async (t: string) => {
        if (!t.startsWith('id:')) throw new Error('bad id token');
        return { uid: t.slice(3) };
      }) as FirebaseAuthLike['verifyIdToken'],
      createSessionCookie: async (t: string, o: { expiresIn: number }) => `cookie:${t}:${o.expiresIn}`,
      verifySessionCookie: (async (c: string, checkRevoked?: boolean) => {
        if (!checkRevoked) throw new Error('must check revocation');
        const uid = c.split(':')[2] ?? '';
        if (!c.startsWith('cookie:') || revoked.includes(uid)) throw new Error('revoked');
        return { uid };
      }) as FirebaseAuthLike['verifySessionCookie'],
      revokeRefreshTokens: async (uid: string) => {
        revoked.push(uid);
      },
    };
  };

  it('opens a session cookie (at most 14 days) for a known user only, verifies and revokes it', async () => {
    const auth = fake();
    const provider = new FirebaseIdentityProvider(auth);
    const known = async (uid: string) => (uid === 'u1' ? 0 : undefined);
    expect(await provider.createSessionCookie('garbage', 3600, known)).toBeUndefined();
    expect(await provider.createSessionCookie('id:stranger', 3600, known)).toBeUndefined();
    const opened = await provider.createSessionCookie('id:u1', 30 * 86400, known);
    expect(opened).toEqual({ uid: 'u1', cookie: `cookie:id:u1:${14 * 86400 * 1000}` });
    expect(await provider.verifySessionCookie(opened?.cookie ?? '')).toEqual({ uid: 'u1' });
    await provider.revokeSession(opened?.cookie ?? '');
    expect(auth.revoked).toEqual(['u1']);
    expect(await provider.verifySessionCookie(opened?.cookie ?? '')).toBeUndefined();
  });
});
