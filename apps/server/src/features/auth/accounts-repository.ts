import { isHostelStaff } from '@hms/shared/enums';
import type { SessionUser } from '@hms/shared/auth';
import type { Role } from '@hms/shared/enums';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';
import type { RowOf } from '../../core/db/rows';
import { admins, students, wardens, type wardenHostels } from '../../core/db/schema';
import { isCurrentSession } from './session-version';

/**
 * The account's session version as a token carries it: `sessions_from` in microseconds since
 * 1970, as text, or '0' for an account whose password never changed.
 */
function sessionsVersionOf(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce((extract(epoch from ${column}) * 1000000)::bigint::text, '0')`;
}

/**
 * The new `sessions_from` of a password change. The statement's own clock, not the transaction's
 * start, and always later than the value it replaces, even were the database's clock set back:
 * a change always changes the version.
 */
export const nextSessionsFrom = sql`greatest(clock_timestamp(), sessions_from + interval '1 microsecond')`;

// An account's columns as sign-in and the session check read them, its session version with them.
const adminColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  sessionsVersion: sessionsVersionOf(admins.sessionsFrom),
};
const studentColumns = {
  id: students.id,
  name: students.name,
  email: students.email,
  rollNumber: students.rollNumber,
  // Set for a student an import made, until they choose their own password.
  mustChangePassword: students.mustChangePassword,
  sessionsVersion: sessionsVersionOf(students.sessionsFrom),
};

// Wardens, guards and mess managers alike: hostel staff, one table, their role a column
// (docs/decisions/062, 064).
const wardenColumns = {
  id: wardens.id,
  name: wardens.name,
  email: wardens.email,
  staffRole: wardens.staffRole,
  mustChangePassword: wardens.mustChangePassword,
  // Read with the account on every request, so a change of hostels applies at once.
  hostelIds: sql<WardenRow['hostelIds']>`array(
    select wh.hostel_id from warden_hostels wh where wh.warden_id = ${wardens.id} order by 1
  )`,
  sessionsVersion: sessionsVersionOf(wardens.sessionsFrom),
};

type AdminRow = Awaited<ReturnType<typeof insertAdmin>>;
type WardenRow = Pick<
  RowOf<typeof wardens>,
  'id' | 'name' | 'email' | 'staffRole' | 'mustChangePassword'
> & {
  hostelIds: RowOf<typeof wardenHostels>['hostelId'][];
};
type StudentRow = Awaited<ReturnType<typeof insertStudent>>;

export function toAdminUser(row: AdminRow): SessionUser {
  return { _id: row.id, role: 'admin', name: row.name, email: row.email };
}

/** A warden's or a guard's session, as the row's role says; both work within their hostels. */
export function toWardenUser(row: WardenRow): SessionUser {
  const { id, name, email, staffRole, hostelIds, mustChangePassword } = row;
  return { _id: id, role: staffRole, name, email, hostelIds, mustChangePassword };
}

export function toStudentUser(row: StudentRow): SessionUser {
  return {
    _id: row.id,
    role: 'student',
    name: row.name,
    email: row.email,
    studentId: row.rollNumber,
    ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
  };
}

export async function findAdminForLogin(db: Executor, email: string) {
  const [row] = await db
    .select({ ...adminColumns, passwordHash: admins.passwordHash })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  return row;
}

/**
 * A warden or a guard. A deactivated one is not found: they cannot sign in, as if the account
 * were gone.
 */
export async function findWardenForLogin(db: Executor, email: string) {
  const [row] = await db
    .select({ ...wardenColumns, passwordHash: wardens.passwordHash })
    .from(wardens)
    .where(and(sql`lower(${wardens.email}) = lower(${email})`, eq(wardens.isActive, true)));
  return row;
}

/** `by` names the column matched, case-insensitively: the unique indexes are on `lower(...)`. */
export async function findStudentForLogin(db: Executor, by: 'studentId' | 'email', value: string) {
  const column = by === 'studentId' ? students.rollNumber : students.email;
  const [row] = await db
    .select({ ...studentColumns, passwordHash: students.passwordHash })
    .from(students)
    .where(sql`lower(${column}) = lower(${value})`);
  return row;
}

/** What of a verified token the account check needs: when it was signed, and its version. */
type SessionToken = Parameters<typeof isCurrentSession>[1];

/**
 * The account check that runs on every signed-in request, built once as prepared statements:
 * neither rebuilt per request nor parsed again by the database.
 */
export function sessionUserFinder(db: Database) {
  const admin = db
    .select(adminColumns)
    .from(admins)
    .where(eq(admins.id, sql.placeholder('id')))
    .prepare('session_admin');
  const student = db
    .select(studentColumns)
    .from(students)
    .where(eq(students.id, sql.placeholder('id')))
    .prepare('session_student');
  // The row's role must be the token's: a warden's token never signs in a guard, nor the other
  // way round (docs/decisions/062).
  const warden = db
    .select(wardenColumns)
    .from(wardens)
    .where(
      and(
        eq(wardens.id, sql.placeholder('id')),
        eq(wardens.staffRole, sql.placeholder('role')),
        eq(wardens.isActive, true),
      ),
    )
    .prepare('session_warden');
  // A token signed before the account's password last changed signs nobody in.
  return async (role: Role, id: string, token: SessionToken): Promise<SessionUser | undefined> => {
    if (isHostelStaff(role)) {
      const [row] = await warden.execute({ id, role });
      return row && isCurrentSession(row.sessionsVersion, token) ? toWardenUser(row) : undefined;
    }
    if (role === 'admin') {
      const [row] = await admin.execute({ id });
      return row && isCurrentSession(row.sessionsVersion, token) ? toAdminUser(row) : undefined;
    }
    const [row] = await student.execute({ id });
    return row && isCurrentSession(row.sessionsVersion, token) ? toStudentUser(row) : undefined;
  };
}

export async function anyAdminExists(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).limit(1);
  return row !== undefined;
}

export async function insertAdmin(db: Executor, values: typeof admins.$inferInsert) {
  const [row] = await db.insert(admins).values(values).returning(adminColumns);
  if (!row) throw new Error('insert into admins returned no row');
  return row;
}

export async function insertStudent(db: Executor, values: typeof students.$inferInsert) {
  const [row] = await db.insert(students).values(values).returning(studentColumns);
  if (!row) throw new Error('insert into students returned no row');
  return row;
}

/**
 * Serialises the "is this the first administrator?" check across servers and transactions.
 * Hand-written: a lock of the session, no table's row.
 */
export async function lockAdminSignup(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7302115)`);
}

const passwordTables = {
  admin: admins,
  warden: wardens,
  guard: wardens,
  mess: wardens,
  student: students,
} as const;

/** The account's password hash, its row locked until the change commits. */
export async function lockPasswordHash(db: Executor, role: Role, id: string) {
  const table = passwordTables[role];
  // Hostel staff share a table: the row must hold the role the session has.
  const staffRole = isHostelStaff(role) ? role : undefined;
  const [row] = await db
    .select({ hash: table.passwordHash })
    .from(table)
    .where(and(eq(table.id, id), staffRole && eq(wardens.staffRole, staffRole)))
    .for('update');
  return row?.hash;
}

/**
 * Sets the account's password and ends its sessions (docs/product-rules.md#token-revocation);
 * answers the account's new session version, for the token the change itself answers with.
 */
export async function setPasswordHash(db: Executor, role: Role, id: string, passwordHash: string) {
  const sessionsFrom = nextSessionsFrom;
  // A temporary password, a warden's, a guard's or an imported student's, is replaced for good.
  const [row] = isHostelStaff(role)
    ? await db
        .update(wardens)
        .set({ passwordHash, sessionsFrom, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(wardens.id, id))
        .returning({ version: sessionsVersionOf(wardens.sessionsFrom) })
    : role === 'student'
      ? await db
          .update(students)
          .set({ passwordHash, sessionsFrom, mustChangePassword: false })
          .where(eq(students.id, id))
          .returning({ version: sessionsVersionOf(students.sessionsFrom) })
      : await db
          .update(admins)
          .set({ passwordHash, sessionsFrom })
          .where(eq(admins.id, id))
          .returning({ version: sessionsVersionOf(admins.sessionsFrom) });
  if (!row) throw new Error(`no ${role} ${id} to set the password of`);
  return row.version;
}
