import { createHash, randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { IdentityProvider, VerifiedSession } from './provider';
import type { SessionRecords } from './session-records';
import type { TokenLedger } from './token-ledger';

/** The part of firebase-admin's Auth this provider uses (tests pass a fake). */
export type FirebaseAuthLike = Pick<
  Auth,
  'createCustomToken' | 'verifyIdToken' | 'createSessionCookie' | 'verifySessionCookie'
>;

/** Firebase refuses session cookies longer than 14 days. */
const MAX_COOKIE_SECONDS = 14 * 24 * 3600;
/** Only a fresh sign-in opens a session (Firebase's advice): an old, leaked id token cannot. */
const MAX_SIGN_IN_AGE_SECONDS = 5 * 60;

/**
 * The oa_session value is `<random id>~<Firebase session cookie>`. Firebase cookies carry no
 * nonce: two sign-ins of a user in the same second get the very same cookie, so the random part is
 * what tells one device's session from another's. The record id is a digest of the whole value, so
 * the store never holds a usable cookie.
 */
const SEPARATOR = '~';
const recordId = (value: string) => createHash('sha256').update(value).digest('base64url');
const firebasePart = (value: string) => {
  const at = value.indexOf(SEPARATOR);
  return at > 0 ? value.slice(at + 1) : undefined;
};

/**
 * Firebase Auth through firebase-admin. Passwords and roles stay in the content store (the gateway
 * checks credentials, then mints a custom token for the user's id); Firebase signs the id token and
 * the session cookie, and a revocation or a disabled account in Firebase ends the session too.
 *
 * Each session also has a record in the content store, as with the local provider. Firebase alone
 * cannot end one session: revokeRefreshTokens ends every session of the user on every device, and
 * only those whose sign-in (auth_time, whole seconds) is before the revocation second, so a session
 * opened in the same second as its logout kept working (found against the Auth emulator).
 */
export class FirebaseIdentityProvider implements IdentityProvider {
  readonly kind = 'firebase' as const;

  constructor(
    private readonly auth: FirebaseAuthLike,
    private readonly sessions: SessionRecords,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
    private readonly ledger?: TokenLedger,
  ) {}

  /**
   * The nonce claim rides into the id token Firebase mints from it: two sign-ins of one user in
   * the same second would otherwise get the very same id token, and id tokens are single-use.
   */
  createCustomToken(uid: string) {
    return this.auth.createCustomToken(uid, { oa_n: randomBytes(9).toString('base64url') });
  }

  async createSessionCookie(
    idToken: string,
    expiresInSeconds: number,
    sessionVersion: (uid: string) => Promise<number | undefined>,
  ) {
    let uid: string;
    try {
      const decoded = await this.auth.verifyIdToken(idToken, true);
      if (this.now() - decoded.auth_time > MAX_SIGN_IN_AGE_SECONDS) return undefined;
      uid = decoded.uid;
      // Firebase id tokens have whole-second times: one issued in the second of a logout passes.
      if (await this.ledger?.issuedBeforeRetire(uid, (decoded.iat + 1) * 1000 - 1)) return undefined;
      if (this.ledger && !(await this.ledger.claimOnce(`firebase-id:${idToken}`, decoded.exp)))
        return undefined;
    } catch {
      return undefined;
    }
    const version = await sessionVersion(uid);
    if (version === undefined) return undefined;
    const seconds = Math.min(expiresInSeconds, MAX_COOKIE_SECONDS);
    const firebaseCookie = await this.auth.createSessionCookie(idToken, { expiresIn: seconds * 1000 });
    const cookie = `${randomBytes(12).toString('base64url')}${SEPARATOR}${firebaseCookie}`;
    await this.sessions.open(recordId(cookie), uid, version, seconds);
    return { cookie, uid };
  }

  async verifySessionCookie(cookie: string): Promise<VerifiedSession | undefined> {
    const firebaseCookie = firebasePart(cookie);
    if (!firebaseCookie) return undefined;
    let uid: string;
    try {
      uid = (await this.auth.verifySessionCookie(firebaseCookie, true)).uid;
    } catch {
      return undefined;
    }
    const sid = recordId(cookie);
    const stored = await this.sessions.find(sid, uid);
    return stored && { uid, sid, ...stored };
  }

  /** Ends this session only; the user's sessions on other devices go on. */
  async revokeSession(cookie: string) {
    await this.sessions.end(recordId(cookie));
  }
}
