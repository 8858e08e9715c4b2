import type { Executor } from '../../db/database';
import { recordChange, type Actor } from '../audit/audit-repository';
import { toStudentResponse } from './student-response';
import type { StudentRow } from './students-repository';

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
