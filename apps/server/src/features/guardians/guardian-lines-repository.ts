import { and, asc, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { studentContacts } from '../../core/db/schema';

/**
 * The guardians (slots 1 and 2) of many students, in one statement. The ids go as one array
 * parameter: as a list of 400 parameters, building the statement cost more than running it.
 */
export function guardiansOfMany(db: Executor, studentIds: readonly string[]) {
  return db
    .select({
      studentId: studentContacts.studentId,
      name: studentContacts.name,
      relation: studentContacts.relation,
      phone: studentContacts.phone,
    })
    .from(studentContacts)
    .where(
      and(
        sql`${studentContacts.studentId} = any(${sql.param([...studentIds])}::uuid[])`,
        lte(studentContacts.slot, 2),
      ),
    )
    .orderBy(asc(studentContacts.studentId), asc(studentContacts.slot));
}
