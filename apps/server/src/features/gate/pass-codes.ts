import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASS_WINDOW_SECONDS } from '@hms/shared/gate';

/**
 * A student's gate pass (docs/decisions/063): their id, a 30-second window and an HMAC of both
 * under a key derived from the server's secret, so every server of several reads every other's
 * passes. A code is good in its own window and the next: a screenshot is useless a minute later.
 */
export type PassKey = Buffer;

const VERSION = 'P1';
const SIGNATURE_CHARS = 22; // 128 bits of the HMAC, base64url

export function passKeyFrom(serverSecret: string): PassKey {
  return createHmac('sha256', serverSecret).update('gate-pass').digest();
}

const windowOf = (at: Date) => Math.floor(at.getTime() / 1000 / PASS_WINDOW_SECONDS);

function signature(key: PassKey, studentId: string, window: number): string {
  return createHmac('sha256', key)
    .update(`${studentId}.${window}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/**
 * The code to show now, and when the app should fetch the next; the gate still reads it for one
 * window more, for a slow scan or a clock a little behind.
 */
export function passCode(key: PassKey, studentId: string, now: Date) {
  const window = windowOf(now);
  return {
    code: `${VERSION}.${studentId}.${window}.${signature(key, studentId, window)}`,
    expiresAt: new Date((window + 1) * PASS_WINDOW_SECONDS * 1000),
  };
}

export type PassReading =
  { ok: true; studentId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a code scanned at `scannedAt` was a live pass then, and whose. */
export function readPass(key: PassKey, code: string, scannedAt: Date): PassReading {
  const [version, studentId, windowText, given, ...rest] = code.split('.');
  if (version !== VERSION || !studentId || !windowText || !given || rest.length > 0) {
    return { ok: false, reason: 'invalid' };
  }
  const window = Number(windowText);
  const expected = Buffer.from(signature(key, studentId, window));
  const actual = Buffer.from(given);
  if (
    !Number.isSafeInteger(window) ||
    expected.length !== actual.length ||
    !timingSafeEqual(expected, actual)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const age = windowOf(scannedAt) - window;
  return age === 0 || age === 1 ? { ok: true, studentId } : { ok: false, reason: 'expired' };
}
