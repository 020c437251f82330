import { randomBytes } from 'node:crypto';
import type { IdentityProvider, VerifiedSession } from './provider';
import type { SessionRecords } from './session-records';
import type { TokenSigner } from './tokens';

const CUSTOM_TOKEN_TTL = 5 * 60;
const ID_TOKEN_TTL = 60 * 60;

/**
 * The gateway's own identity service, with Firebase's shape: short-lived signed custom and id
 * tokens, and a signed session cookie that also names a session stored in the content store, so
 * logout really ends it and any gateway sharing the store and secret accepts it.
 */
export class LocalIdentityProvider implements IdentityProvider {
  readonly kind = 'local' as const;

  constructor(
    private readonly signer: TokenSigner,
    private readonly sessions: SessionRecords,
  ) {}

  async createCustomToken(uid: string) {
    return this.signer.sign('custom', uid, CUSTOM_TOKEN_TTL);
  }

  async exchangeCustomToken(customToken: string) {
    const claims = this.signer.verify('custom', customToken);
    if (!claims || claims === 'expired') return undefined;
    return {
      idToken: this.signer.sign('id', claims.sub, ID_TOKEN_TTL, { auth_time: claims.iat }),
      expiresIn: ID_TOKEN_TTL,
    };
  }

  async createSessionCookie(
    idToken: string,
    expiresInSeconds: number,
    sessionVersion: (uid: string) => Promise<number | undefined>,
  ) {
    const claims = this.signer.verify('id', idToken);
    if (!claims || claims === 'expired') return undefined;
    const version = await sessionVersion(claims.sub);
    if (version === undefined) return undefined;
    const sid = randomBytes(18).toString('base64url');
    await this.sessions.open(sid, claims.sub, version, expiresInSeconds);
    return { cookie: this.signer.sign('session', claims.sub, expiresInSeconds, { sid }), uid: claims.sub };
  }

  async verifySessionCookie(cookie: string): Promise<VerifiedSession | undefined> {
    const claims = this.signer.verify('session', cookie);
    if (!claims || claims === 'expired' || typeof claims.sid !== 'string') return undefined;
    const stored = await this.sessions.find(claims.sid, claims.sub);
    return stored && { uid: claims.sub, sid: claims.sid, ...stored };
  }

  async revokeSession(cookie: string) {
    const claims = this.signer.verify('session', cookie);
    if (claims && claims !== 'expired' && typeof claims.sid === 'string') await this.sessions.end(claims.sid);
  }
}
