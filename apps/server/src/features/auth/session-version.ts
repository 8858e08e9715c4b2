import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Which sessions of an account are current (docs/product-rules.md#token-revocation). Each account
 * keeps, in `sessions_from`, when its password last changed, to the microsecond; a token carries
 * the value it had when the token was signed (its `sv` claim), and signs in only while the two are
 * equal. A change gives the account a new value, so every token signed before it ends however
 * soon after it was signed, and no clock is compared with another: not the app server's with the
 * database's, nor one server's with the next.
 */

/**
 * The account's session version as a token carries it: `sessions_from` in microseconds since
 * 1970, as text, or '0' for an account whose password never changed.
 */
export function sessionsVersionOf(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce((extract(epoch from ${column}) * 1000000)::bigint::text, '0')`;
}

/**
 * The new `sessions_from` of a password change. The statement's own clock, not the transaction's
 * start, and always later than the value it replaces, even were the database's clock set back:
 * a change always changes the version.
 */
export const nextSessionsFrom = sql`greatest(clock_timestamp(), sessions_from + interval '1 microsecond')`;

/**
 * Whether a token still signs its account in. A token without the claim was signed before tokens
 * carried it, and is judged as it was then: current when signed (`iat`, whole seconds, the app
 * server's clock) no earlier than the second the password last changed. Those tokens are all older
 * than any change made since, which the comparison in microseconds ends, and expire with
 * JWT_EXPIRES_IN.
 */
export function isCurrentSession(
  accountVersion: string,
  token: { iat: number; sv?: string | undefined },
): boolean {
  if (token.sv !== undefined) return token.sv === accountVersion;
  return (
    accountVersion === '0' || BigInt(Math.floor(token.iat)) * 1_000_000n >= BigInt(accountVersion)
  );
}
