import { randomBytes } from 'node:crypto';
import type { IdentityProvider, VerifiedSession } from './provider';
import type { SessionRecords } from './session-records';
import type { TokenLedger } from './token-ledger';
import type { TokenClaims, TokenSigner } from './tokens';

const CUSTOM_TOKEN_TTL = 5 * 60;
const ID_TOKEN_TTL = 60 * 60;

/**
 * The gateway's own identity service, with Firebase's shape: short-lived signed custom and id
 * tokens, and a signed session cookie that also names a session stored in the content store, so
 * logout really ends it and any gateway sharing the store and secret accepts it. Custom and id
 * tokens carry an id and their issue time in ms: each is used once, and none issued before the
 * user's last logout or password change is accepted (token-ledger.ts).
 */
export class LocalIdentityProvider implements IdentityProvider {
  readonly kind = 'local' as const;

  constructor(
    private readonly signer: TokenSigner,
    private readonly sessions: SessionRecords,
    private readonly ledger: TokenLedger,
  ) {}

  private issue(purpose: 'custom' | 'id', uid: string, ttl: number, extra: Record<string, unknown> = {}) {
    return this.signer.sign(purpose, uid, ttl, {
      ...extra,
      jti: randomBytes(12).toString('base64url'),
      t: this.ledger.stamp(),
    });
  }

  /** The claims of a token that is well signed, unexpired, not retired, and presented for the first time. */
  private async spend(purpose: 'custom' | 'id', token: string): Promise<TokenClaims | undefined> {
    const claims = this.signer.verify(purpose, token);
    if (!claims || claims === 'expired') return undefined;
    if (typeof claims.jti !== 'string' || typeof claims.t !== 'number') return undefined;
    if (await this.ledger.issuedBeforeRetire(claims.sub, claims.t)) return undefined;
    if (!(await this.ledger.claimOnce(`${purpose}:${claims.jti}`, claims.exp))) return undefined;
    return claims;
  }

  async createCustomToken(uid: string) {
    return this.issue('custom', uid, CUSTOM_TOKEN_TTL);
  }

  async exchangeCustomToken(customToken: string) {
    const claims = await this.spend('custom', customToken);
    if (!claims) return undefined;
    return {
      idToken: this.issue('id', claims.sub, ID_TOKEN_TTL, { auth_time: claims.iat }),
      expiresIn: ID_TOKEN_TTL,
    };
  }

  async createSessionCookie(
    idToken: string,
    expiresInSeconds: number,
    sessionVersion: (uid: string) => Promise<number | undefined>,
  ) {
    const claims = await this.spend('id', idToken);
    if (!claims) return undefined;
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
