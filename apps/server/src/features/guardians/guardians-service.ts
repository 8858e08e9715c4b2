import type { SessionUser } from '@hms/shared/auth';
import type { GuardiansInput, StudentGuardians } from '@hms/shared/guardians';
import { studentMessages } from '@hms/shared/messages';
import type { Database, Executor } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { hostelScope } from '../../core/scope/hostel-scope';
import {
  EMERGENCY_SLOT,
  findStudentInScope,
  lockGuardiansOf,
  readConsent,
  readContacts,
  replaceContacts,
  writeConsent,
  type ContactRow,
} from './guardians-repository';
import { changedSlots } from './guardian-contacts';
import { toGuardiansResponse } from './guardians-response';

const notFound = () => new AppError('NOT_FOUND', studentMessages.notFound);

/** The slots a set is kept in: its guardians 1 and 2, its emergency contact 3. */
function slotsOf(input: GuardiansInput): ContactRow[] {
  const row = (slot: number, contact: GuardiansInput['guardians'][number]): ContactRow => ({
    slot,
    name: contact.name,
    relation: contact.relation,
    phone: contact.phone,
    email: contact.email ?? null,
  });
  const slots = input.guardians.map((contact, index) => row(index + 1, contact));
  if (input.emergencyContact) slots.push(row(EMERGENCY_SLOT, input.emergencyContact));
  return slots;
}

/** A student's guardians, emergency contact and consent (docs/product-rules.md#guardians). */
export function createGuardiansService(db: Database) {
  async function read(tx: Executor, studentId: string): Promise<StudentGuardians> {
    const contacts = await readContacts(tx, studentId);
    return toGuardiansResponse(contacts, await readConsent(tx, studentId));
  }

  return {
    /** The signed-in student's own. */
    own: (studentId: string) => read(db, studentId),

    /** A student's, for the office and the wardens of the student's hostel; elsewhere, 404. */
    async ofStudent(account: SessionUser, studentId: string): Promise<StudentGuardians> {
      if (!(await findStudentInScope(db, studentId, hostelScope(account)))) throw notFound();
      return read(db, studentId);
    },

    /**
     * The student replaces their whole set in one transaction, under their row's lock. The audit
     * entry keeps the consent and which slots changed, never a guardian's name, phone or e-mail:
     * the trail is permanent, and what it erases of a deleted student is their own e-mail and
     * phone alone (migration 0028), so a guardian's details are never written into it.
     */
    async replace(student: Actor, input: GuardiansInput): Promise<StudentGuardians> {
      return db.transaction(async (tx) => {
        const me = await lockGuardiansOf(tx, student._id);
        if (!me) throw notFound();
        const contacts = await readContacts(tx, student._id);
        const before = toGuardiansResponse(contacts, await readConsent(tx, student._id));
        const slots = slotsOf(input);
        await replaceContacts(tx, student._id, slots);
        await writeConsent(tx, student._id, input.consent);
        await recordChange(tx, student, {
          action: 'guardian.update',
          entityType: 'student',
          entityId: student._id,
          label: `${me.name} (${me.rollNumber})`,
          before: { consent: before.consent },
          after: { consent: input.consent, changed: changedSlots(contacts, slots) },
        });
        return read(tx, student._id);
      });
    },
  };
}

export type GuardiansService = ReturnType<typeof createGuardiansService>;
