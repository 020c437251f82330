import { createHash } from 'node:crypto';
import { purgeExpiredRecords } from '../content/port';
import type { CounterStore } from './shared-counters';

const USED = 'tokens-used';
const VALID_AFTER = 'tokens-valid-after';

/**
 * What makes sign-in tokens end before they expire, in the content store (shared by gateways):
 * - each custom and id token opens at most one session (`claimOnce`, atomic insert-if-absent), so a
 *   token copied from a log or a proxy is worth nothing once used;
 * - a per-user "valid after" time, moved by logout and by any password or role change, refuses
 *   every custom or id token issued before it (`retire`, `issuedBeforeRetire`).
 */
export class TokenLedger {
  private uses = 0;
  private lastStamp = 0;

  constructor(
    private readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time `tokenId` is presented, false ever after (until it would have expired anyway). */
  async claimOnce(tokenId: string, expiresAtSeconds: number): Promise<boolean> {
    const id = createHash('sha256').update(tokenId).digest('base64url');
    if (++this.uses % 200 === 0) void this.purgeExpired().catch(() => {});
    return this.store.insertRecord(USED, {
      id,
      value: { at: this.now() },
      expiresAt: Math.ceil(expiresAtSeconds),
    });
  }

  /**
   * A time in ms for a token's issue or a retire, strictly increasing within this process: a token
   * issued in the same millisecond as a password change is still ordered before or after it.
   */
  stamp(): number {
    this.lastStamp = Math.max(this.now(), this.lastStamp + 1);
    return this.lastStamp;
  }

  /** Refuses every token of `uid` issued until now. Kept a day: no token lives longer. */
  async retire(uid: string): Promise<void> {
    const now = this.stamp();
    await this.store.putRecord(VALID_AFTER, {
      id: uid,
      value: { after: now },
      expiresAt: Math.ceil(now / 1000) + 24 * 3600,
    });
  }

  /** Whether a token of `uid` issued at `issuedAtMs` predates its last logout or password change. */
  async issuedBeforeRetire(uid: string, issuedAtMs: number): Promise<boolean> {
    const after = (await this.store.getRecord(VALID_AFTER, uid))?.value.after;
    return typeof after === 'number' && issuedAtMs < after;
  }

  async purgeExpired() {
    const nowS = Math.floor(this.now() / 1000);
    for (const kind of [USED, VALID_AFTER]) await purgeExpiredRecords(this.store, kind, nowS);
  }
}
