import { tooManyAttemptsMessage } from '@hms/shared/messages';
import { AppError } from '../../errors/app-error';

export type ThrottleLimits = {
  /** Failures allowed for one account (or, when none matches, one identifier) within the window. */
  perIdentifier: number;
  /** Failures allowed from one address within the window: stops one machine trying many accounts. */
  perAddress: number;
  windowMs: number;
};

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perIdentifier: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

/**
 * Counts failed sign-ins in a sliding window, per identifier and per client address (docs/product-rules.md#sign-in-throttle).
 * Kept in memory: one server's view. Several servers behind a load balancer each count their own
 * share, which still bounds the guessing rate by the number of servers.
 */
/** Past this many tracked keys, keys whose failures have all expired are swept. */
const SWEEP_THRESHOLD = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws a 429 when either key has used up its failures. */
  check(identifier: string, address: string): void {
    const waits = [
      this.waitMs(`id:${identifier.toLowerCase()}`, this.limits.perIdentifier),
      this.waitMs(`ip:${address}`, this.limits.perAddress),
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(minutes), {
        headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
      });
    }
  }

  recordFailure(identifier: string, address: string): void {
    // A spray of failed sign-ins for ever-new identifiers must not grow the map without bound.
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep();
    for (const key of [`id:${identifier.toLowerCase()}`, `ip:${address}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  recordSuccess(identifier: string): void {
    this.failures.delete(`id:${identifier.toLowerCase()}`);
  }

  /** How many keys are tracked; for tests. */
  get size(): number {
    return this.failures.size;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.limits.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  private waitMs(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) return 0;
    const oldestCounted = list[list.length - limit] ?? this.now();
    return oldestCounted + this.limits.windowMs - this.now();
  }
}
