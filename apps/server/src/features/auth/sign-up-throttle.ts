import type { Database } from '../../core/db/database';
import { createLoginThrottle, type ThrottleLimits } from './login-throttle';

/**
 * Sign-ups allowed within 15 minutes: five for one e-mail address, sixty from one client. A
 * college's students often share one address, so the client's allowance is a registration desk's;
 * each sign-up costs an argon2 hash, and this bounds what one machine can make the server spend.
 */
export const SIGN_UP_THROTTLE_LIMITS: ThrottleLimits = {
  perIdentifier: 5,
  perAddress: 60,
  windowMs: 15 * 60_000,
};

export type SignUpThrottle = ReturnType<typeof createSignUpThrottle>;

/**
 * Counts sign-ups, of students and administrators alike, in a scope of its own of the sign-in
 * throttle's table (docs/product-rules.md#sign-up-throttle): every server over one database counts
 * the same ones (docs/decisions/052).
 */
export function createSignUpThrottle(db: Database, limits = SIGN_UP_THROTTLE_LIMITS) {
  const throttle = createLoginThrottle(db, 'sign-up', limits);
  return {
    /**
     * Answers 429 past either limit; else counts this sign-up, whatever becomes of it: one refused
     * for an address or student ID already taken has cost its hash too.
     */
    async admit(email: string, address: string): Promise<void> {
      await throttle.check(email, address);
      await throttle.recordFailure(email, address);
    },
  };
}
