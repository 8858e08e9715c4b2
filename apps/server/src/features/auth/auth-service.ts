import type {
  AdminLoginInput,
  AdminRegisterInput,
  PasswordChangeInput,
  SessionUser,
  StudentLoginInput,
  StudentRegisterInput,
} from '@hms/shared/auth';
import { STUDENT_EMAIL_DOMAIN } from '@hms/shared/constants';
import { apiMessages, staffMessages, validationMessages } from '@hms/shared/messages';
import type { Config } from '../../core/config/env';
import type { TokenSubject } from '../../core/http/request-account';
import type { Database } from '../../core/db/database';
import { uniqueViolation } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import {
  anyAdminExists,
  findAdminForLogin,
  findStudentForLogin,
  findWardenForLogin,
  lockPasswordHash,
  setPasswordHash,
  insertAdmin,
  insertStudent,
  lockAdminSignup,
  toAdminUser,
  toStudentUser,
  toWardenUser,
} from './accounts-repository';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { refuseCommonPassword } from './common-passwords';
import type { LoginThrottle } from './login-throttle';
import type { SignUpThrottle } from './sign-up-throttle';
import { hashPassword, spendVerifyTime, verifyPassword } from './password';

/** The session version of an account whose password never changed (session-version.ts). */
const NEW_ACCOUNT_VERSION = '0';

export type SignToken = (account: TokenSubject) => string;
type AuthResult = { token: string; user: SessionUser };

const uniqueMessages: Record<string, { path: string; message: string }> = {
  admins_email_key: { path: 'email', message: apiMessages.adminEmailTaken },
  students_student_id_key: { path: 'studentId', message: apiMessages.studentIdTaken },
  students_email_key: { path: 'email', message: apiMessages.studentEmailTaken },
};

/** Turns a unique violation into the 409 naming the clash (docs/product-rules.md#uniqueness). */
export function conflictFromUniqueViolation(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  const known = uniqueMessages[constraint];
  if (!known) return new AppError('CONFLICT', 'This record already exists.');
  return new AppError('CONFLICT', known.message, { errors: [known] });
}

/**
 * The original client sends `{studentId}@student.hostel`; people also type their ID or their
 * e-mail. Anything with an '@' that is not the synthetic domain is an e-mail
 * (docs/product-rules.md#sign-in).
 */
function parseStudentIdentifier(input: string): { by: 'studentId' | 'email'; value: string } {
  const value = input.trim();
  const suffix = `@${STUDENT_EMAIL_DOMAIN}`;
  if (value.toLowerCase().endsWith(suffix)) {
    return { by: 'studentId', value: value.slice(0, -suffix.length) };
  }
  return value.includes('@') ? { by: 'email', value } : { by: 'studentId', value };
}

export function createAuthService(deps: {
  db: Database;
  config: Pick<Config, 'adminSignup' | 'studentSignup'>;
  throttle: LoginThrottle;
  signUpThrottle: SignUpThrottle;
  signToken: SignToken;
}) {
  const { db, config, throttle, signUpThrottle, signToken } = deps;

  /**
   * A token for `user`, current while the account's session version stays `sessionsVersion`: the
   * version the statement that checked the password, or changed it, read.
   */
  function issue(user: SessionUser, sessionsVersion: string): AuthResult {
    return { token: signToken({ _id: user._id, role: user.role, sessionsVersion }), user };
  }

  const adminSignupClosed = () => new AppError('FORBIDDEN', apiMessages.adminSignupClosed);

  async function registerAdmin(input: AdminRegisterInput, address: string): Promise<AuthResult> {
    // Closed sign-up is refused before anything is hashed or counted; the transaction's check
    // under the lock decides a race for the first.
    if (config.adminSignup !== 'open' && (await anyAdminExists(db))) throw adminSignupClosed();
    refuseCommonPassword(input.password);
    await signUpThrottle.admit(input.email, address);
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await db.transaction(async (tx) => {
        if (config.adminSignup !== 'open') {
          await lockAdminSignup(tx);
          if (await anyAdminExists(tx)) throw adminSignupClosed();
        }
        const { name, email } = input;
        const created = toAdminUser(await insertAdmin(tx, { name, email, passwordHash }));
        await recordChange(tx, created, {
          action: 'admin.register',
          entityType: 'admin',
          entityId: created._id,
          after: created,
        });
        return created;
      });
      return issue(user, NEW_ACCOUNT_VERSION);
    } catch (error) {
      throw conflictFromUniqueViolation(error) ?? error;
    }
  }

  async function registerStudent(input: StudentRegisterInput, address: string) {
    if (config.studentSignup === 'closed') {
      throw new AppError('FORBIDDEN', apiMessages.studentSignupClosed);
    }
    refuseCommonPassword(input.password);
    await signUpThrottle.admit(input.email, address);
    return issue(toStudentUser(await createStudent(input)), NEW_ACCOUNT_VERSION);
  }

  /**
   * Also used when an administrator adds a student: `by` is who did, and a student signing
   * themselves up is their own actor.
   */
  async function createStudent(input: StudentRegisterInput, by?: Actor) {
    refuseCommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        const row = await insertStudent(tx, {
          rollNumber: input.studentId,
          name: input.name,
          email: input.email,
          passwordHash,
          phone: input.phone,
          course: input.course,
          year: input.year,
          gender: input.gender,
        });
        await recordChange(tx, by ?? toStudentUser(row), {
          action: by ? 'student.create' : 'student.register',
          entityType: 'student',
          entityId: row.id,
          // The input's password is dropped with every other secret (recordChange).
          after: { _id: row.id, ...input },
        });
        return row;
      });
    } catch (error) {
      throw conflictFromUniqueViolation(error) ?? error;
    }
  }

  async function signIn(
    identifier: string,
    address: string,
    password: string,
    find: () => Promise<
      { passwordHash: string; user: SessionUser; sessionsVersion: string } | undefined
    >,
  ): Promise<AuthResult> {
    const account = await find();
    // Failures count against the account, whichever of its names was typed (student ID, its
    // @student.hostel form or e-mail), so each form gives a guesser no tries of its own.
    const key = account ? `account:${account.user.role}:${account.user._id}` : identifier;
    await throttle.check(key, address);
    const valid = account
      ? await verifyPassword(account.passwordHash, password)
      : (await spendVerifyTime(password), false);
    if (!account || !valid) {
      await throttle.recordFailure(key, address);
      throw new AppError('UNAUTHORIZED', apiMessages.invalidCredentials);
    }
    await throttle.recordSuccess(key);
    return issue(account.user, account.sessionsVersion);
  }

  /**
   * The Admin tab signs in administrators, wardens and guards alike: the account says which (a
   * guard is a row of the wardens' table with its role, docs/decisions/062).
   */
  function loginAdmin(input: AdminLoginInput, address: string): Promise<AuthResult> {
    return signIn(input.email, address, input.password, async () => {
      const admin = await findAdminForLogin(db, input.email);
      if (admin) return { ...admin, user: toAdminUser(admin) };
      const warden = await findWardenForLogin(db, input.email);
      return warden && { ...warden, user: toWardenUser(warden) };
    });
  }

  /**
   * Any account replaces its own password, knowing the current one; a temporary password (a
   * warden's, an imported student's) stops being required with it. The answer is a fresh sign-in
   * as the account is now.
   */
  async function changePassword(account: SessionUser, input: PasswordChangeInput) {
    if (input.newPassword === input.currentPassword)
      throw fieldError('VALIDATION', 'newPassword', validationMessages.passwordUnchanged);
    refuseCommonPassword(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    const sessionsVersion = await db.transaction(async (tx) => {
      const current = await lockPasswordHash(tx, account.role, account._id);
      if (current === undefined) throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
      if (!(await verifyPassword(current, input.currentPassword)))
        throw fieldError('VALIDATION', 'currentPassword', staffMessages.wrongCurrentPassword);
      const version = await setPasswordHash(tx, account.role, account._id, passwordHash);
      await recordChange(tx, account, {
        action: `${account.role}.credentials`,
        entityType: account.role,
        entityId: account._id,
        label: account.name,
        // Which password it was is no one's business: only whether it was the temporary one.
        before: { onTemporaryCredentials: account.mustChangePassword ?? false },
        after: { onTemporaryCredentials: false },
      });
      return version;
    });
    return issue(
      account.mustChangePassword === undefined
        ? account
        : { ...account, mustChangePassword: false },
      sessionsVersion,
    );
  }

  function loginStudent(input: StudentLoginInput, address: string): Promise<AuthResult> {
    const { by, value } = parseStudentIdentifier(input.studentId);
    return signIn(`${by}:${value}`, address, input.password, async () => {
      const row = await findStudentForLogin(db, by, value);
      return row && { ...row, user: toStudentUser(row) };
    });
  }

  return {
    registerAdmin,
    registerStudent,
    createStudent,
    loginAdmin,
    loginStudent,
    changePassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
