import { isHostelStaff } from '@hms/shared/enums';
import type { SessionUser } from '@hms/shared/auth';
import { staffMessages } from '@hms/shared/messages';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../errors/app-error';

/**
 * The hostels an account's reads and changes are limited to: a warden's or a guard's own, or null
 * for every hostel. Each repository puts it in its statement's WHERE, so a warden's list is
 * filtered by the database and an id from elsewhere finds nothing (docs/decisions/043, 062).
 */
export type HostelScope = readonly string[] | null;

export function hostelScope(account: Pick<SessionUser, 'role' | 'hostelIds'>): HostelScope {
  return isHostelStaff(account.role) ? (account.hostelIds ?? []) : null;
}

/** Whether a record in `hostelId` (null: in no hostel) lies within the scope. */
export function withinScope(scope: HostelScope, hostelId: string | null | undefined): boolean {
  return scope === null || (hostelId != null && scope.includes(hostelId));
}

/** A change a warden may not make here: 403, with a sentence saying why. */
export const outsideScope = (message: string = staffMessages.outsideScope) =>
  new AppError('FORBIDDEN', message);

/**
 * `column` within the scope, as one bound array, so a statement's text is the same for every
 * warden. Null scope: no condition.
 */
export function inScope(column: SQL | AnyColumn, scope: HostelScope): SQL | undefined {
  return scope === null ? undefined : sql`${column} = any(${sql.param(scope)}::uuid[])`;
}
