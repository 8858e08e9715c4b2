import type { SessionUser } from '@hms/shared/auth';
import type { Role } from '@hms/shared/enums';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { admins, students } from '../../db/schema';

const adminColumns = { id: admins.id, name: admins.name, email: admins.email };
const studentColumns = {
  id: students.id,
  name: students.name,
  email: students.email,
  studentId: students.studentId,
};

type AdminRow = { id: string; name: string; email: string };
type StudentRow = AdminRow & { studentId: string };

export function toAdminUser(row: AdminRow): SessionUser {
  return { _id: row.id, role: 'admin', name: row.name, email: row.email };
}

export function toStudentUser(row: StudentRow): SessionUser {
  return {
    _id: row.id,
    role: 'student',
    name: row.name,
    email: row.email,
    studentId: row.studentId,
  };
}

export async function findAdminForLogin(db: Executor, email: string) {
  const [row] = await db
    .select({ ...adminColumns, passwordHash: admins.passwordHash })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  return row;
}

/** `by` names the column matched, case-insensitively: the unique indexes are on `lower(...)`. */
export async function findStudentForLogin(db: Executor, by: 'studentId' | 'email', value: string) {
  const column = by === 'studentId' ? students.studentId : students.email;
  const [row] = await db
    .select({ ...studentColumns, passwordHash: students.passwordHash })
    .from(students)
    .where(sql`lower(${column}) = lower(${value})`);
  return row;
}

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
  return async (role: Role, id: string): Promise<SessionUser | undefined> => {
    if (role === 'admin') {
      const [row] = await admin.execute({ id });
      return row && toAdminUser(row);
    }
    const [row] = await student.execute({ id });
    return row && toStudentUser(row);
  };
}

export async function anyAdminExists(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(admins)
    .limit(1);
  return row !== undefined;
}

export async function insertAdmin(
  db: Executor,
  values: { name: string; email: string; passwordHash: string },
) {
  const [row] = await db.insert(admins).values(values).returning(adminColumns);
  if (!row) throw new Error('insert into admins returned no row');
  return row;
}

export async function insertStudent(db: Executor, values: typeof students.$inferInsert) {
  const [row] = await db.insert(students).values(values).returning(studentColumns);
  if (!row) throw new Error('insert into students returned no row');
  return row;
}

/** Serialises the "is this the first administrator?" check across servers and transactions. */
export async function lockAdminSignup(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7302115)`);
}
