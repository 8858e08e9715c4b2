import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): the OWASP minimum, about
 * 30 ms here, slow enough for a guesser and quick enough for a sign-in.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified when the account does not exist, so that a wrong e-mail costs as much time as a wrong
 * password and the answer time does not tell which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hash('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}
