import { ROLES, type Role } from '@hms/shared/enums';

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function decodePayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/**
 * The role a stored token says it carries (its JWT payload: `sub`, `role`, `exp`), read without
 * checking the signature, or null when it names none or has run out. Only the server can tell
 * whether a token is genuine (/auth/me): the claim decides no more than what the app may start
 * drawing and asking for while that check is under way. Every answer is still authorised by the
 * server, and a token it refuses still ends the session.
 */
export function claimedRole(token: string, now: number = Date.now()): Role | null {
  let claims: unknown;
  try {
    claims = decodePayload(token);
  } catch {
    // Not a JWT (or not one this app issued): nothing is claimed.
    return null;
  }
  if (typeof claims !== 'object' || claims === null || !('role' in claims)) return null;
  if (!isRole(claims.role)) return null;
  // An expired token is left to the server's answer, so its user never sees a frame flash by.
  if ('exp' in claims && (typeof claims.exp !== 'number' || claims.exp * 1000 <= now)) return null;
  return claims.role;
}
