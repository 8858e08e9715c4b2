import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guardian's link to answer a leave (docs/product-rules.md#leave): the leave's id and when the
 * link stops working, signed with an HMAC under a key derived from the server's secret with its
 * own label, so no other signature of the server (a gate pass, a session) reads as one, and every
 * server of one database reads every other's links. Nothing about the link is stored.
 */
export type GuardianLinkKey = Buffer;

const VERSION = 'G1';
const SIGNATURE_CHARS = 22; // 128 bits of the HMAC, base64url
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function guardianLinkKeyFrom(serverSecret: string): GuardianLinkKey {
  return createHmac('sha256', serverSecret).update('guardian-leave-link').digest();
}

function signature(key: GuardianLinkKey, leaveId: string, expires: number): string {
  return createHmac('sha256', key)
    .update(`${VERSION}.${leaveId}.${expires}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/** The token of the link to `leaveId`, working until `expiresAt` (to the second, rounded down). */
export function guardianLinkToken(key: GuardianLinkKey, leaveId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${VERSION}.${leaveId}.${expires}.${signature(key, leaveId, expires)}`;
}

export type GuardianLinkReading = { ok: true; leaveId: string; expiresAt: Date } | { ok: false };

/** Whose leave a token names and until when, if this server signed it; else nothing. */
export function readGuardianLink(key: GuardianLinkKey, token: string): GuardianLinkReading {
  const [version, leaveId, expiresText, given, ...rest] = token.split('.');
  if (version !== VERSION || !leaveId || !expiresText || !given || rest.length > 0) {
    return { ok: false };
  }
  const expires = Number(expiresText);
  if (!UUID.test(leaveId) || !/^[0-9]{1,12}$/.test(expiresText)) return { ok: false };
  const expected = Buffer.from(signature(key, leaveId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false };
  }
  return { ok: true, leaveId, expiresAt: new Date(expires * 1000) };
}

/** The address the guardian opens. */
export const guardianLinkUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/guardian/leave/${token}`;
