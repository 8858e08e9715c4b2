import { tooManyAttemptsMessage } from '@hms/shared/messages';
import type { Database } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import type { BackgroundJob } from '../../core/jobs/background-job';
import { deleteFailures, insertFailures, sweepFailures, waitMs } from './throttle-repository';

export type ThrottleLimits = {
  /** Failures allowed for one account (or, when none matches, one identifier) within the window. */
  perIdentifier: number;
  /** Failures allowed from one address within the window: stops one machine trying many accounts. */
  perAddress: number;
  windowMs: number;
};

const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perIdentifier: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

/** Failures older than this are of no window's concern and are swept. */
const THROTTLE_MEMORY_MS = 60 * 60_000;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Counts failures in a sliding window, per identifier and per client address
 * (docs/product-rules.md#sign-in-throttle), in the database: every server over one database counts
 * the same failures, so a guesser spread over several servers is refused as soon as on one
 * (docs/decisions/052). `scope` keeps separate limits apart (sign-in, reset links).
 */
export function createLoginThrottle(db: Database, scope: string, limits = DEFAULT_THROTTLE_LIMITS) {
  const keysOf = (identifier: string, address: string) => ({
    identifier: `id:${identifier.toLowerCase()}`,
    address: `ip:${address}`,
  });

  return {
    /** Throws a 429 when either key has used up its failures. */
    async check(identifier: string, address: string): Promise<void> {
      const keys = keysOf(identifier, address);
      const wait = await waitMs(db, scope, limits.windowMs, [
        { key: keys.identifier, limit: limits.perIdentifier },
        { key: keys.address, limit: limits.perAddress },
      ]);
      if (wait > 0) {
        const minutes = Math.max(1, Math.ceil(wait / 60_000));
        throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(minutes), {
          headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
        });
      }
    },

    async recordFailure(identifier: string, address: string): Promise<void> {
      const keys = keysOf(identifier, address);
      await insertFailures(db, scope, [keys.identifier, keys.address]);
    },

    async recordSuccess(identifier: string): Promise<void> {
      await deleteFailures(db, scope, keysOf(identifier, '').identifier);
    },
  };
}

/** Failures past every window go (docs/decisions/052). */
export function sweepThrottle(db: Database): Promise<number> {
  return sweepFailures(db, THROTTLE_MEMORY_MS);
}

export function throttleSweepJob(db: Database): BackgroundJob {
  return {
    name: 'sign-in-sweep',
    everyMs: 10 * 60_000,
    cron: '*/10 * * * *',
    run: async () => {
      await sweepThrottle(db);
    },
  };
}
