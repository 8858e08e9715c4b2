import type { Role } from '@hms/shared/enums';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { nextSessionsFrom } from '../auth';

export type ResetAccount = { role: Role; id: string; name: string; email: string };

/**
 * Every account that signs in with this e-mail, ignoring case: an administrator, an active warden
 * (a deactivated one cannot sign in), a student. The unique indexes are on `lower(email)`.
 */
export function accountsWithEmail(db: Executor, email: string) {
  return selectRows<ResetAccount>(
    db,
    sql`select 'admin' as role, id, name, email from admins where lower(email) = lower(${email})
      union all
      select 'warden', id, name, email from wardens
        where lower(email) = lower(${email}) and is_active
      union all
      select 'student', id, name, email from students where lower(email) = lower(${email})`,
  );
}

export async function insertReset(
  tx: Executor,
  reset: { tokenHash: string; role: Role; accountId: string; minutes: number },
): Promise<void> {
  await tx.execute(sql`insert into password_resets (token_hash, account_role, account_id, expires_at)
    values (${reset.tokenHash}, ${reset.role}, ${reset.accountId},
      now() + ${reset.minutes} * interval '1 minute')`);
}

/**
 * The link's row; with `lock`, locked until the caller's transaction ends, so two uses of one
 * link queue and the second finds it used. Whether it may still be used is the database's
 * clock's answer.
 */
export async function findReset(db: Executor, tokenHash: string, lock: boolean) {
  const [row] = await selectRows<{ account_role: Role; account_id: string; usable: boolean }>(
    db,
    sql`select account_role, account_id, used_at is null and expires_at > now() as usable
      from password_resets where token_hash = ${tokenHash} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

/** Every link of the account not yet used stops working: the one used, and any older or newer. */
export async function endResets(tx: Executor, accountId: string): Promise<void> {
  await tx.execute(sql`update password_resets set used_at = now()
    where account_id = ${accountId} and used_at is null`);
}

const accountTables = {
  admin: sql`admins`,
  warden: sql`wardens`,
  student: sql`students`,
} as const;

/**
 * The account, locked until the change commits, with whether it is on a temporary password.
 * With `signsIn`, a deactivated warden is not found, as at sign-in.
 */
export async function lockAccount(tx: Executor, role: Role, id: string, signsIn: boolean) {
  const temporary = role === 'admin' ? sql`false` : sql`must_change_password`;
  const active = role === 'warden' && signsIn ? sql`is_active` : sql`true`;
  const [row] = await selectRows<{ id: string; name: string; temporary: boolean }>(
    tx,
    sql`select id, name, ${temporary} as temporary from ${accountTables[role]}
      where id = ${id} and ${active} for update`,
  );
  return row;
}

/** The office's temporary password: the account must choose its own at next sign-in. */
export async function setTemporaryPassword(
  tx: Executor,
  role: 'student' | 'warden',
  id: string,
  passwordHash: string,
): Promise<void> {
  const updated = role === 'warden' ? sql`, updated_at = now()` : sql``;
  await tx.execute(sql`update ${accountTables[role]}
    set password_hash = ${passwordHash}, must_change_password = true,
      sessions_from = ${nextSessionsFrom} ${updated}
    where id = ${id}`);
}
