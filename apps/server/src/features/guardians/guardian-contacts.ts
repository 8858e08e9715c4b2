import { CONTACT_SLOTS } from '@hms/shared/guardians';
import type { Executor } from '../../core/db/database';
import { contactsOfStudents, putContacts, type ContactRow } from './guardians-repository';

/*
 * For other features: the contacts of many students at once, read and written in their own
 * transactions (an import deciding against them and saving a file's rows, an export's slice).
 */

export type { ContactRow };

/** Each student's contacts in slot order; a student with none is absent. */
export async function readContactsOf(
  db: Executor,
  studentIds: readonly string[],
): Promise<Map<string, ContactRow[]>> {
  const byStudent = new Map<string, ContactRow[]>();
  for (const { studentId, ...contact } of await contactsOfStudents(db, studentIds)) {
    const kept = byStudent.get(studentId) ?? [];
    kept.push(contact);
    byStudent.set(studentId, kept);
  }
  return byStudent;
}

/** Writes the given slots of each student, each replacing what was kept in that slot. */
export function saveContactsOf(
  db: Executor,
  contacts: readonly (ContactRow & { studentId: string })[],
): Promise<void> {
  return putContacts(db, contacts);
}

const sameContact = (a: ContactRow | undefined, b: ContactRow | undefined) =>
  a?.name === b?.name &&
  a?.relation === b?.relation &&
  a?.phone === b?.phone &&
  a?.email === b?.email;

/**
 * The slots among `slots` whose contact differs between `before` and `after`, by name ("Guardian
 * 1"): what an audit entry says changed, as it never keeps a guardian's details.
 */
export function changedSlots(
  before: readonly ContactRow[],
  after: readonly ContactRow[],
  slots: readonly number[] = CONTACT_SLOTS.map((s) => s.slot),
): string[] {
  const at = (rows: readonly ContactRow[], slot: number) => rows.find((row) => row.slot === slot);
  return CONTACT_SLOTS.filter(
    (s) => slots.includes(s.slot) && !sameContact(at(before, s.slot), at(after, s.slot)),
  ).map((s) => s.name);
}

/** Rows of a file with each student's contacts beside them, read in one statement. */
export async function withContacts<Row extends { id: string }>(
  db: Executor,
  rows: readonly Row[],
): Promise<(Row & { contacts: ContactRow[] })[]> {
  const contacts = await readContactsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, contacts: contacts.get(row.id) ?? [] }));
}
