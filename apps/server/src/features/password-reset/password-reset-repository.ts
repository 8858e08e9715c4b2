import { isHostelStaff } from '@hms/shared/enums';
import type { Role } from '@hms/shared/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { RawRow } from '../../core/db/rows';
import { admins, passwordResets, students, wardens } from '../../core/db/schema';
import { nextSessionsFrom } from '../auth';

export type ResetAccount = RawRow<typeof admins, 'id' | 'name' | 'email'> & { role: Role };

/**
 * Every account that signs in with this e-mail, ignoring case: an administrator, an active warden
 * or guard (a deactivated one cannot sign in), a student. The unique indexes are on
 * `lower(email)`. Hand-written: one union over the three accounts' tables.
 */
export function accountsWithEmail(db: Executor, email: string) {
  return selectRows<ResetAccount>(
    db,
    sql`select 'admin' as role, id, name, email from admins where lower(email) = lower(${email})
      union all
      select staff_role, id, name, email from wardens
        where lower(email) = lower(${email}) and is_active
      union all
      select 'student', id, name, email from students where lower(email) = lower(${email})`,
  );
}

export async function insertReset(
  tx: Executor,
  reset: { tokenHash: string; role: Role; accountId: string; minutes: number },
): Promise<void> {
  await tx.insert(passwordResets).values({
    tokenHash: reset.tokenHash,
    accountRole: reset.role,
    accountId: reset.accountId,
    expiresAt: sql`now() + ${reset.minutes} * interval '1 minute'`,
  });
}

/**
 * The link's row; with `lock`, locked until the caller's transaction ends, so two uses of one
 * link queue and the second finds it used. Whether it may still be used is the database's
 * clock's answer.
 */
export async function findReset(db: Executor, tokenHash: string, lock: boolean) {
  const query = db
    .select({
      // One of the roles: only insertReset writes the column.
      accountRole: sql<Role>`${passwordResets.accountRole}`,
      accountId: passwordResets.accountId,
      usable: sql<boolean>`${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Every link of the account not yet used stops working: the one used, and any older or newer. */
export async function endResets(tx: Executor, accountId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

/**
 * The account, locked until the change commits, with its role and whether it is on a temporary
 * password. `role` 'warden' or 'guard' finds either in the hostel staff's table, whose row says
 * which it is. With `signsIn`, a deactivated warden or guard is not found, as at sign-in, nor one
 * whose role is no longer `role`.
 */
export async function lockAccount(tx: Executor, role: Role, id: string, signsIn: boolean) {
  const [row] = await (role === 'admin'
    ? tx
        .select({
          id: admins.id,
          name: admins.name,
          role: sql<Role>`'admin'`,
          temporary: sql<boolean>`false`,
        })
        .from(admins)
        .where(eq(admins.id, id))
        .for('update')
    : isHostelStaff(role)
      ? tx
          .select({
            id: wardens.id,
            name: wardens.name,
            role: sql<Role>`${wardens.staffRole}`,
            temporary: wardens.mustChangePassword,
          })
          .from(wardens)
          .where(
            and(
              eq(wardens.id, id),
              signsIn ? eq(wardens.isActive, true) : undefined,
              signsIn ? eq(wardens.staffRole, role) : undefined,
            ),
          )
          .for('update')
      : tx
          .select({
            id: students.id,
            name: students.name,
            role: sql<Role>`'student'`,
            temporary: students.mustChangePassword,
          })
          .from(students)
          .where(eq(students.id, id))
          .for('update'));
  return row;
}

/**
 * The office's temporary password: the account must choose its own at next sign-in. 'warden' is
 * the hostel staff's table: a warden or a guard.
 */
export async function setTemporaryPassword(
  tx: Executor,
  role: 'student' | 'warden',
  id: string,
  passwordHash: string,
): Promise<void> {
  const values = { passwordHash, mustChangePassword: true, sessionsFrom: nextSessionsFrom };
  if (role === 'warden') {
    await tx
      .update(wardens)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(wardens.id, id));
  } else {
    await tx.update(students).set(values).where(eq(students.id, id));
  }
}
