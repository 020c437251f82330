import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes with scrypt (node:crypto, memory-hard). Stored as `scrypt$N$r$p$salt$hash`, so
 * the cost can be raised while old hashes still verify; a sign-in with an older, cheaper hash
 * stores a new one (needsRehash). OWASP's minimum is N=2^17, r=8, p=1: 128 MiB and ~0.8 s on a
 * small server per hash. Tests run with a cheaper N (config PASSWORD_SCRYPT_LOG2_N).
 */
export const OWASP_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** Refuse stored parameters beyond this: a tampered hash must not make the gateway allocate GiBs. */
const MAX_LOG2_N = 20;

/** scrypt needs 128 * N * r bytes; node's default maxmem (32 MiB) is below N=2^15. */
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

const derive = (password: string, salt: Buffer, opts: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...opts, maxmem: maxmemFor(opts.N, opts.r) },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const params = { N, r: Number(r), p: Number(p) };
  const ok =
    scheme === 'scrypt' &&
    salt &&
    hash &&
    Number.isInteger(N) &&
    N > 1 &&
    N <= 2 ** MAX_LOG2_N &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16;
  return ok ? { params, salt, hash } : undefined;
};

export class PasswordHasher {
  readonly N: number;

  constructor(log2N = OWASP_LOG2_N) {
    this.N = 2 ** log2N;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N: this.N, r: R, p: P });
    return ['scrypt', this.N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const expected = Buffer.from(parsed.hash, 'base64url');
    const key = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.params);
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Whether a hash that just verified was made with a lower cost than today's. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    return !parsed || parsed.params.N < this.N || parsed.params.r < R;
  }

  /** A hash of a random password: verifying against it costs the same as a real one (no timing hint). */
  private dummy: Promise<string> | undefined;
  dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummy;
  }
}
