/**
 * Which sessions of an account are current (docs/product-rules.md#token-revocation). Each account
 * keeps, in `sessions_from`, when its password last changed, to the microsecond; a token carries
 * the value it had when the token was signed (its `sv` claim), and signs in only while the two are
 * equal. A change gives the account a new value, so every token signed before it ends however
 * soon after it was signed, and no clock is compared with another: not the app server's with the
 * database's, nor one server's with the next. The version is read, and a new one given, by the
 * statements of accounts-repository.ts (sessionsVersionOf, nextSessionsFrom).
 */

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
