/**
 * Fixed-window counters in memory, for login and visitor forms. Per gateway process: with N
 * gateways an attacker gets N times the budget, which still bounds guessing; a shared store would
 * be the next step if that matters.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private slot(key: string, windowSeconds: number) {
    const now = this.now();
    let slot = this.windows.get(key);
    if (!slot || slot.resetAt <= now) {
      slot = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, slot);
      if (this.windows.size > 50_000) this.prune();
    }
    return slot;
  }

  /** Seconds to wait when `key` has used up `limit`, else 0. Does not count. */
  blocked(key: string, limit: number, windowSeconds: number): number {
    const slot = this.slot(key, windowSeconds);
    return slot.count >= limit ? Math.max(1, Math.ceil((slot.resetAt - this.now()) / 1000)) : 0;
  }

  hit(key: string, windowSeconds: number): void {
    this.slot(key, windowSeconds).count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune() {
    const now = this.now();
    for (const [key, slot] of this.windows) if (slot.resetAt <= now) this.windows.delete(key);
  }
}
