import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact signed tokens (HMAC-SHA256): `base64url(claims).base64url(mac)`. Each purpose signs with
 * its own key derived from the session secret, so a token made for one purpose (say a custom token)
 * can never pass as another (a session), even if a caller forgot to check.
 */
export type TokenPurpose = 'custom' | 'id' | 'session' | 'reset' | 'access' | 'csrf';

export interface TokenClaims {
  sub: string;
  /** Expiry, epoch seconds. */
  exp: number;
  iat: number;
  [key: string]: unknown;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export class TokenSigner {
  private readonly keys = new Map<TokenPurpose, Buffer>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  private key(purpose: TokenPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.secret).update(`open-archive:${purpose}`).digest();
      this.keys.set(purpose, key);
    }
    return key;
  }

  sign(purpose: TokenPurpose, sub: string, ttlSeconds: number, extra: Record<string, unknown> = {}): string {
    const iat = this.now();
    const body = b64(JSON.stringify({ ...extra, sub, iat, exp: iat + ttlSeconds }));
    const mac = createHmac('sha256', this.key(purpose)).update(body).digest();
    return `${body}.${b64(mac)}`;
  }

  /** HMAC-SHA256 of `data` with this purpose's key, base64url (e.g. the CSRF token of a session). */
  mac(purpose: TokenPurpose, data: string): string {
    return createHmac('sha256', this.key(purpose)).update(data).digest('base64url');
  }

  /** The claims of a well-signed token for this purpose; 'expired' or undefined otherwise. */
  verify(purpose: TokenPurpose, token: string): TokenClaims | 'expired' | undefined {
    if (typeof token !== 'string' || token.length > 4096) return undefined;
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return undefined;
    const expected = createHmac('sha256', this.key(purpose)).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    if (!claims || typeof claims !== 'object') return undefined;
    const c = claims as TokenClaims;
    if (typeof c.sub !== 'string' || typeof c.exp !== 'number' || typeof c.iat !== 'number') return undefined;
    return c.exp <= this.now() ? 'expired' : c;
  }
}
