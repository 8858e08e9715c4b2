import type { Student } from '@hms/shared/students';
import type { Executor } from '../../core/db/database';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { toStudentResponse } from './student-response';
import type { StudentRow } from './student-types';

/** A student's audit entry: the student as the API answers with, before and after the change. */
export function recordStudentChange(
  tx: Executor,
  actor: Actor,
  action: string,
  before: StudentRow,
  after?: StudentRow,
) {
  return recordChange(tx, actor, {
    action,
    entityType: 'student',
    entityId: before.id,
    before: toStudentResponse(before),
    ...(after ? { after: toStudentResponse(after) } : {}),
  });
}

/**
 * A deletion's entry: the student as they were, without the e-mail address and phone number the
 * deletion erases from their earlier entries too (docs/decisions/056).
 */
export function recordStudentDeletion(tx: Executor, actor: Actor, before: StudentRow) {
  const record: Partial<Student> = toStudentResponse(before);
  delete record.email;
  delete record.phone;
  return recordChange(tx, actor, {
    action: 'student.delete',
    entityType: 'student',
    entityId: before.id,
    before: record,
  });
}
