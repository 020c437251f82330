import { randomBytes } from 'node:crypto';
import type { ContentStore } from '../content/port';
import type { IdentityProvider, VerifiedSession } from './provider';
import type { TokenSigner } from './tokens';

const CUSTOM_TOKEN_TTL = 5 * 60;
const ID_TOKEN_TTL = 60 * 60;
const SESSIONS = 'sessions';

/**
 * The gateway's own identity service, with Firebase's shape: short-lived signed custom and id
 * tokens, and a signed session cookie that also names a session stored in the content store, so
 * logout really ends it and any gateway sharing the store and secret accepts it.
 */
export class LocalIdentityProvider implements IdentityProvider {
  readonly kind = 'local' as const;
  private created = 0;

  constructor(
    private readonly signer: TokenSigner,
    private readonly store: ContentStore,
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
    const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
    await this.store.putRecord(SESSIONS, { id: sid, value: { uid: claims.sub, version }, expiresAt });
    if (++this.created % 100 === 1) void this.purgeExpired();
    return { cookie: this.signer.sign('session', claims.sub, expiresInSeconds, { sid }), uid: claims.sub };
  }

  async verifySessionCookie(cookie: string): Promise<VerifiedSession | undefined> {
    const claims = this.signer.verify('session', cookie);
    if (!claims || claims === 'expired' || typeof claims.sid !== 'string') return undefined;
    const stored = await this.store.getRecord(SESSIONS, claims.sid);
    if (!stored || stored.value.uid !== claims.sub) return undefined;
    const version = stored.value.version;
    return { uid: claims.sub, sid: claims.sid, ...(typeof version === 'number' ? { version } : {}) };
  }

  async revokeSession(cookie: string) {
    const claims = this.signer.verify('session', cookie);
    if (claims && claims !== 'expired' && typeof claims.sid === 'string')
      await this.store.deleteRecord(SESSIONS, claims.sid);
  }

  /** Drops sessions past their expiry so the store does not grow forever. */
  async purgeExpired() {
    const now = Math.floor(Date.now() / 1000);
    for (const r of await this.store.listRecords(SESSIONS))
      if (r.expiresAt !== undefined && r.expiresAt < now) await this.store.deleteRecord(SESSIONS, r.id);
  }
}
