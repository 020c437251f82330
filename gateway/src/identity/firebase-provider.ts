import type { Auth } from 'firebase-admin/auth';
import type { IdentityProvider, VerifiedSession } from './provider';

/** The part of firebase-admin's Auth this provider uses (tests pass a fake). */
export type FirebaseAuthLike = Pick<
  Auth,
  | 'createCustomToken'
  | 'verifyIdToken'
  | 'createSessionCookie'
  | 'verifySessionCookie'
  | 'revokeRefreshTokens'
>;

/**
 * Firebase Auth through firebase-admin. Passwords and roles stay in the content store (the gateway
 * checks credentials, then mints a custom token for the user's id); Firebase signs the tokens and
 * the session cookie and handles revocation. Firebase session cookies last at most 14 days.
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  readonly kind = 'firebase' as const;

  constructor(private readonly auth: FirebaseAuthLike) {}

  createCustomToken(uid: string) {
    return this.auth.createCustomToken(uid);
  }

  async createSessionCookie(
    idToken: string,
    expiresInSeconds: number,
    sessionVersion: (uid: string) => Promise<number | undefined>,
  ) {
    let uid: string;
    try {
      uid = (await this.auth.verifyIdToken(idToken)).uid;
    } catch {
      return undefined;
    }
    if ((await sessionVersion(uid)) === undefined) return undefined;
    const expiresIn = Math.min(expiresInSeconds, 14 * 24 * 3600) * 1000;
    return { cookie: await this.auth.createSessionCookie(idToken, { expiresIn }), uid };
  }

  async verifySessionCookie(cookie: string): Promise<VerifiedSession | undefined> {
    try {
      const decoded = await this.auth.verifySessionCookie(cookie, true);
      return { uid: decoded.uid };
    } catch {
      return undefined;
    }
  }

  async revokeSession(cookie: string) {
    const session = await this.verifySessionCookie(cookie);
    if (session) await this.auth.revokeRefreshTokens(session.uid);
  }
}
