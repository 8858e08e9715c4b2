import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { studentContacts } from '../../core/db/schema';

/** The guardians (slots 1 and 2) of many students, in one statement. */
export function guardiansOfMany(db: Executor, studentIds: readonly string[]) {
  return db
    .select({
      studentId: studentContacts.studentId,
      name: studentContacts.name,
      relation: studentContacts.relation,
      phone: studentContacts.phone,
    })
    .from(studentContacts)
    .where(and(inArray(studentContacts.studentId, [...studentIds]), lte(studentContacts.slot, 2)))
    .orderBy(asc(studentContacts.studentId), asc(studentContacts.slot));
}
