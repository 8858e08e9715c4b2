import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins and reset requests, one row each, counted in a sliding window by every server
 * over this database alike (docs/product-rules.md#sign-in-throttle, docs/decisions/052). `scope`
 * keeps sign-in and password-reset limits apart; `key` is an account, an identifier or an
 * address. Rows past the longest window are swept by a background job.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_key_idx').on(t.scope, t.key, t.failedAt),
    index('sign_in_failures_failed_at_idx').on(t.failedAt),
  ],
);
