import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@hms/shared/enums';
import { staffMessages, studentMessages } from '@hms/shared/messages';
import {
  passwordResetMessages as m,
  RESET_TOKEN_MINUTES,
  type PasswordResetConfirmInput,
} from '@hms/shared/password-reset';
import type { Database } from '../../core/db/database';
import { AppError, fieldError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { hashPassword, refuseCommonPassword, setPasswordHash } from '../auth';
import { createLoginThrottle, type ThrottleLimits } from '../auth';
import { queueEmail } from '../email';
import {
  accountsWithEmail,
  endResets,
  findReset,
  insertReset,
  lockAccount,
  setTemporaryPassword,
} from './password-reset-repository';
import { RESET_MAIL_SUBJECT, resetLink, resetMailText } from './reset-mail';

/**
 * Asking for links, counted whether or not the address has an account: three for one address, or
 * twenty from one client, within 15 minutes.
 */
export const RESET_THROTTLE_LIMITS: ThrottleLimits = {
  perIdentifier: 3,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

/** Only the token's SHA-256 is kept: the database alone never opens an account. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenInvalid = () => fieldError('VALIDATION', 'token', m.tokenInvalid);

/**
 * Password reset by an e-mailed link, and the office's temporary passwords
 * (docs/product-rules.md#password-reset).
 */
export function createPasswordResetService(deps: {
  db: Database;
  /** Null when SMTP is not configured: no link can be sent. */
  mail: { appUrl: string; collegeName: string } | null;
}) {
  const { db, mail } = deps;
  const throttle = createLoginThrottle(db, 'reset', RESET_THROTTLE_LIMITS);

  return {
    /**
     * A link for each account with this e-mail, queued in the transaction that stores its hash.
     * The caller hears the same whether or not there is one.
     */
    async request(email: string, address: string): Promise<void> {
      if (!mail) throw new AppError('CONFLICT', m.notConfigured);
      const key = `reset:${email}`;
      await throttle.check(key, address);
      await throttle.recordFailure(key, address);
      await db.transaction(async (tx) => {
        for (const account of await accountsWithEmail(tx, email)) {
          const token = randomBytes(32).toString('base64url');
          await insertReset(tx, {
            tokenHash: tokenHash(token),
            role: account.role,
            accountId: account.id,
            minutes: RESET_TOKEN_MINUTES,
          });
          await queueEmail(tx, {
            to: account.email,
            subject: RESET_MAIL_SUBJECT,
            text: resetMailText(account, resetLink(mail.appUrl, token), mail.collegeName),
          });
        }
      });
    },

    /**
     * Sets the new password once per link. The link's row is locked first, so of two uses at once
     * one changes the password and the other finds the link used; every other link of the
     * account stops working with it.
     */
    async confirm(input: PasswordResetConfirmInput): Promise<{ role: Role }> {
      refuseCommonPassword(input.newPassword, 'newPassword');
      const hash = tokenHash(input.token);
      // A link that does not work costs no hashing: anyone may call this.
      if (!(await findReset(db, hash, false))?.usable) throw tokenInvalid();
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction(async (tx) => {
        const reset = await findReset(tx, hash, true);
        if (!reset?.usable) throw tokenInvalid();
        const role = reset.accountRole;
        const account = await lockAccount(tx, role, reset.accountId, true);
        if (!account) throw tokenInvalid();
        await setPasswordHash(tx, role, account.id, passwordHash);
        await endResets(tx, account.id);
        await recordChange(
          tx,
          { _id: account.id, role, name: account.name },
          {
            action: `${role}.credentials`,
            entityType: role,
            entityId: account.id,
            label: account.name,
            before: { onTemporaryCredentials: account.temporary },
            after: { onTemporaryCredentials: false, by: 'E-mail link' },
          },
        );
        return { role };
      });
    },

    /**
     * The office gives a student, a warden or a guard (`role` 'warden': the Staff page's
     * accounts) a password to sign in with once; they must choose their own before anything
     * else. Links they were sent stop working. The entry is the account's own role's:
     * `guard.reset` for a guard.
     */
    async setTemporary(actor: Actor, role: 'student' | 'warden', id: string, password: string) {
      refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const account = await lockAccount(tx, role, id, false);
        const notFound = role === 'student' ? studentMessages.notFound : staffMessages.notFound;
        if (!account) throw new AppError('NOT_FOUND', notFound);
        await setTemporaryPassword(tx, role, id, passwordHash);
        await endResets(tx, id);
        await recordChange(tx, actor, {
          action: `${account.role}.reset`,
          entityType: account.role,
          entityId: id,
          label: account.name,
          before: { onTemporaryCredentials: account.temporary },
          after: { onTemporaryCredentials: true },
        });
        return { _id: id, mustChangePassword: true as const };
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
