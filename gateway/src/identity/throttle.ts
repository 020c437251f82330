import { createHash } from 'node:crypto';
import { normaliseEmail } from '../content/port';
import { CounterBusyError, type SharedCounters } from './shared-counters';

export interface ThrottleSettings {
  /** Failed sign-ins of an account that need no wait (LOGIN_RATE_LIMIT_ACCOUNT). */
  accountFreeFailures: number;
  /** Longest wait between two attempts on one account (LOGIN_MAX_DELAY_SECONDS). */
  accountMaxDelaySeconds: number;
  /** Failed sign-ins per address per window (LOGIN_RATE_LIMIT_IP). */
  addressFailures: number;
  /** Failures older than this are forgotten (LOGIN_RATE_LIMIT_WINDOW_SECONDS). */
  windowSeconds: number;
}

/** A password check that may go on; say how it ended. */
export interface Attempt {
  readonly accountKey: string;
  readonly addressKey: string;
}

/** Keys never hold an address in clear: the store may be read by people who should not see it. */
const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 32);

/**
 * Password guessing limits, after OWASP's authentication cheat sheet, kept in the content store so
 * several gateways share them:
 *
 * - per account: the first failures cost nothing; after that each attempt must wait a delay that
 *   doubles with every failure, up to `accountMaxDelaySeconds`; a success forgets them. There is no
 *   lock: once the (short) delay has passed, the right password always gets in.
 * - per address: only failures count (a success gives its attempt back), at most
 *   `addressFailures` per window.
 *
 * An attempt is counted before the password is checked and given back when it was right, so a
 * burst of parallel guesses cannot all slip in before the first failure is written.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: SharedCounters,
    private readonly settings: ThrottleSettings,
  ) {}

  /** Seconds each attempt must wait after `failures` failures (0 while within the free ones). */
  delayAfter(failures: number): number {
    const over = failures - this.settings.accountFreeFailures;
    return over < 0 ? 0 : Math.min(2 ** over, this.settings.accountMaxDelaySeconds);
  }

  /**
   * Before checking a password: `{ wait }` seconds to tell the caller, or the attempt to settle. A
   * flood on one key that keeps its counter locked is told to wait too (429), never a 500.
   */
  async begin(email: string, address: string): Promise<{ wait: number } | { attempt: Attempt }> {
    try {
      return await this.tryBegin(email, address);
    } catch (err) {
      if (err instanceof CounterBusyError) return { wait: 1 };
      throw err;
    }
  }

  private async tryBegin(email: string, address: string): Promise<{ wait: number } | { attempt: Attempt }> {
    const attempt = {
      accountKey: `login-account:${digest(normaliseEmail(email))}`,
      addressKey: `login-address:${digest(address)}`,
    };
    const { windowSeconds: window, addressFailures } = this.settings;
    const addressWait = await this.counters.update(attempt.addressKey, (c, now) => {
      const fresh = !c || now - (c.since ?? 0) >= window * 1000;
      const failures = fresh ? 0 : (c.failures ?? 0);
      const since = fresh ? now : (c?.since ?? now);
      if (failures >= addressFailures)
        return { value: c ?? null, ttlSeconds: window, result: secondsUntil(since + window * 1000, now) };
      return { value: { failures: failures + 1, since }, ttlSeconds: window, result: 0 };
    });
    if (addressWait) return { wait: addressWait };
    const accountWait = await this.counters.update(attempt.accountKey, (c, now) => {
      const failures = c && now - (c.last ?? 0) < window * 1000 ? (c.failures ?? 0) : 0;
      const nextAt = failures ? (c?.nextAt ?? 0) : 0;
      if (now < nextAt) return { value: c ?? null, ttlSeconds: window, result: secondsUntil(nextAt, now) };
      const counted = failures + 1;
      return {
        value: { failures: counted, last: now, nextAt: now + this.delayAfter(counted) * 1000 },
        ttlSeconds: window,
        result: 0,
      };
    });
    if (accountWait) {
      await this.giveBack(attempt.addressKey);
      return { wait: accountWait };
    }
    return { attempt };
  }

  /** The password was right: the account's failures are forgotten, the address gets its attempt back. */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.counters.update(attempt.accountKey, () => ({ value: null, ttlSeconds: 0, result: undefined }));
    await this.giveBack(attempt.addressKey);
  }

  /** Per-address budget of requests (visitor forms): 0, or seconds to wait. Every request counts. */
  async spend(key: string, limit: number, windowSeconds: number): Promise<number> {
    return this.spendOn(key, limit, windowSeconds).catch((err: unknown) => {
      if (err instanceof CounterBusyError) return 1;
      throw err;
    });
  }

  private spendOn(key: string, limit: number, windowSeconds: number): Promise<number> {
    return this.counters.update(`budget:${digest(key)}`, (c, now) => {
      const fresh = !c || now - (c.since ?? 0) >= windowSeconds * 1000;
      const used = fresh ? 0 : (c.used ?? 0);
      const since = fresh ? now : (c?.since ?? now);
      if (used >= limit)
        return {
          value: c ?? null,
          ttlSeconds: windowSeconds,
          result: secondsUntil(since + windowSeconds * 1000, now),
        };
      return { value: { used: used + 1, since }, ttlSeconds: windowSeconds, result: 0 };
    });
  }

  private async giveBack(addressKey: string) {
    await this.counters.update(addressKey, (c) => ({
      value: c ? { ...c, failures: Math.max(0, (c.failures ?? 0) - 1) } : null,
      ttlSeconds: this.settings.windowSeconds,
      result: undefined,
    }));
  }
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));
