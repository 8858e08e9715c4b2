import type { GuardianTopic } from '@hms/shared/guardians';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { guardianConsents, rooms, studentContacts, students } from '../../core/db/schema';
import type { RowOf } from '../../core/db/rows';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/** A kept contact: slots 1 and 2 are the guardians, slot 3 the emergency contact. */
export type ContactRow = Pick<
  RowOf<typeof studentContacts>,
  'slot' | 'name' | 'relation' | 'phone' | 'email'
>;
export type ConsentRow = Pick<
  RowOf<typeof guardianConsents>,
  'leave' | 'lateReturn' | 'rollCallAbsence' | 'feesDue'
>;

export const EMERGENCY_SLOT = 3;

const contactColumns = {
  slot: studentContacts.slot,
  name: studentContacts.name,
  relation: studentContacts.relation,
  phone: studentContacts.phone,
  email: studentContacts.email,
};

const consentColumns = {
  leave: guardianConsents.leave,
  lateReturn: guardianConsents.lateReturn,
  rollCallAbsence: guardianConsents.rollCallAbsence,
  feesDue: guardianConsents.feesDue,
};

/** A student's contacts in slot order. */
export function readContacts(db: Executor, studentId: string): Promise<ContactRow[]> {
  return db
    .select(contactColumns)
    .from(studentContacts)
    .where(eq(studentContacts.studentId, studentId))
    .orderBy(asc(studentContacts.slot));
}

/** What the student consents to; undefined when they never said, which is nothing. */
export async function readConsent(db: Executor, studentId: string) {
  const [row] = await db
    .select(consentColumns)
    .from(guardianConsents)
    .where(eq(guardianConsents.studentId, studentId));
  return row;
}

/**
 * The student, if the caller may see them: anyone in the office, a warden only a resident of
 * their hostels. The scope is in the statement, so a student elsewhere is simply not found.
 */
export async function findStudentInScope(db: Executor, studentId: string, scope: HostelScope) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(and(eq(students.id, studentId), inScope(rooms.hostelId, scope)));
  return row;
}

/** Locks the student for the change, as every change of a student does. */
export async function lockGuardiansOf(db: Executor, studentId: string) {
  const [row] = await db
    .select({ name: students.name, rollNumber: students.rollNumber })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  return row;
}

/** The student as an entry names them: "Asha Rao (2025CS001)". */
export async function studentLabel(db: Executor, studentId: string): Promise<string> {
  const [row] = await db
    .select({ name: students.name, rollNumber: students.rollNumber })
    .from(students)
    .where(eq(students.id, studentId));
  return row ? `${row.name} (${row.rollNumber})` : '';
}

/** Replaces every contact of the student with `contacts`: slots not given are removed. */
export async function replaceContacts(db: Executor, studentId: string, contacts: ContactRow[]) {
  await db.delete(studentContacts).where(eq(studentContacts.studentId, studentId));
  if (contacts.length === 0) return;
  await db
    .insert(studentContacts)
    .values(contacts.map((contact) => ({ ...contact, studentId, updatedAt: new Date() })));
}

/** Writes the student's consent, the one row per student. */
export async function writeConsent(db: Executor, studentId: string, consent: ConsentRow) {
  await db
    .insert(guardianConsents)
    .values({ studentId, ...consent })
    .onConflictDoUpdate({
      target: guardianConsents.studentId,
      set: { ...consent, updatedAt: new Date() },
    });
}

/** The contacts of many students, for an import deciding against them and a file's rows. */
export async function contactsOfStudents(db: Executor, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ studentId: studentContacts.studentId, ...contactColumns })
    .from(studentContacts)
    .where(sql`${studentContacts.studentId} = any(${sql.param([...studentIds])}::uuid[])`)
    .orderBy(asc(studentContacts.studentId), asc(studentContacts.slot));
}

/**
 * Puts the given slots of many students, each replacing the contact kept in that slot: an
 * import's contacts, in the import's own transaction.
 */
export async function putContacts(
  db: Executor,
  contacts: readonly (ContactRow & { studentId: string })[],
) {
  // A thousand rows a statement keeps each well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < contacts.length; start += 1_000) {
    const slice = contacts.slice(start, start + 1_000);
    await db
      .insert(studentContacts)
      .values(slice.map((contact) => ({ ...contact, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: [studentContacts.studentId, studentContacts.slot],
        set: {
          name: sql`excluded.name`,
          relation: sql`excluded.relation`,
          phone: sql`excluded.phone`,
          email: sql`excluded.email`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

const TOPIC_COLUMN = {
  leave: guardianConsents.leave,
  lateReturn: guardianConsents.lateReturn,
  rollCallAbsence: guardianConsents.rollCallAbsence,
  feesDue: guardianConsents.feesDue,
} as const;

/** The guardians (not the emergency contact) with an e-mail, while the student consents. */
export function guardiansToTell(db: Executor, studentId: string, topic: GuardianTopic) {
  return db
    .select({ slot: studentContacts.slot, email: sql<string>`${studentContacts.email}` })
    .from(studentContacts)
    .innerJoin(guardianConsents, eq(guardianConsents.studentId, studentContacts.studentId))
    .where(
      and(
        eq(studentContacts.studentId, studentId),
        lte(studentContacts.slot, 2),
        isNotNull(studentContacts.email),
        eq(TOPIC_COLUMN[topic], true),
      ),
    )
    .orderBy(asc(studentContacts.slot));
}
