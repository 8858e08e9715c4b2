import type { ComplaintStatus } from '@hms/shared/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RecentValues } from '../../core/cache/recent-values';
import type { Database, Executor } from '../../core/db/database';
import { countColumn, listStatements, readPage, type PageWindow } from '../../core/paging/page';
import { preparedByShape } from '../../core/paging/prepared-by-shape';
import { complaints, rooms, serviceTargets, students } from '../../core/db/schema';
import { complaintColumns, ownColumns } from './complaint-columns';
import {
  filterConditions,
  filterValues,
  presentFilters,
  type ComplaintFilter,
  type ComplaintFilterName,
} from './complaint-filters';
import { SEARCH_COUNT_CAP, searchQueries } from './complaint-search-queries';

// The dashboard counts the overdue complaints with the list's own condition.
export { overdue } from './complaint-filters';

export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

export const complaintListQueries = preparedByShape(
  'complaints_page',
  (db, present: ReadonlySet<ComplaintFilterName>, name) => {
    const where = filterConditions(present);
    if (present.has('search')) return searchQueries(db, where, name);
    return listStatements(
      name,
      db
        .select(complaintColumns)
        .from(complaints)
        .innerJoin(students, eq(students.id, complaints.studentId))
        .where(where)
        .orderBy(desc(complaints.createdAt), desc(complaints.id)),
      db.select(countColumn).from(complaints).where(where),
    );
  },
);

/** One page of complaints, newest first, and how many match in all. */
export async function listComplaints(
  db: Database,
  filter: ComplaintFilter,
  window: PageWindow,
  totals: RecentValues<number>,
): Promise<{ rows: ComplaintRow[]; total: { count: number; capped: boolean } }> {
  const queries = complaintListQueries(db, presentFilters(filter));
  const { rows, count } = await readPage(queries, filterValues(filter), window, totals);
  const capped = Boolean(filter.search) && count > SEARCH_COUNT_CAP;
  return { rows, total: { count: capped ? SEARCH_COUNT_CAP : count, capped } };
}

export async function findComplaint(db: Executor, id: string) {
  const [row] = await db
    .select(complaintColumns)
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .where(eq(complaints.id, id));
  return row;
}

/**
 * The new complaint's own columns; its author is the caller, who the route already knows. It is
 * due when its priority's service target, as it stands now, has passed (docs/decisions/042).
 */
export async function insertComplaint(
  db: Executor,
  values: Pick<
    typeof complaints.$inferInsert,
    'studentId' | 'subject' | 'description' | 'category' | 'priority' | 'assignedWardenId'
  >,
) {
  const target = db
    .select({ minutes: serviceTargets.minutes })
    .from(serviceTargets)
    .where(eq(serviceTargets.priority, values.priority ?? 'Medium'));
  const dueAt = sql`now() + make_interval(mins => (${target}))`;
  const [row] = await db
    .insert(complaints)
    .values({ ...values, dueAt })
    .returning(ownColumns);
  if (!row) throw new Error('insert into complaints returned no row');
  return row;
}

/**
 * Moves the complaint to `to`, stamping when it was taken up or resolved; the caller holds its
 * lock (lockComplaint) and has checked the move. Answers the complaint as it is now.
 */
export async function transitionComplaint(
  db: Executor,
  id: string,
  to: ComplaintStatus,
  resolution: string | undefined,
) {
  const now = new Date();
  const [row] = await db
    .update(complaints)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'In Progress' ? { inProgressAt: now } : {}),
      ...(to === 'Resolved' ? { resolution: resolution ?? null, resolvedAt: now } : {}),
    })
    .from(students)
    .where(and(eq(complaints.id, id), eq(students.id, complaints.studentId)))
    .returning(complaintColumns);
  return row;
}

/**
 * Locks the complaint, as it is and with its author, for the rest of the transaction: its
 * status cannot change and it cannot be closed meanwhile. Its key stays free, so comments can
 * still be inserted against it by others.
 */
export async function lockComplaint(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...complaintColumns,
      studentId: complaints.studentId,
      authorHostelId: rooms.hostelId,
    })
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(eq(complaints.id, id))
    .for('no key update', { of: complaints });
  return row;
}

/** Gives the complaint to a warden or an administrator, or to nobody; the caller holds its lock. */
export async function setAssignee(
  db: Executor,
  id: string,
  assignee: { wardenId: string | null; adminId: string | null },
) {
  const [row] = await db
    .update(complaints)
    .set({
      assignedWardenId: assignee.wardenId,
      assignedAdminId: assignee.adminId,
      updatedAt: new Date(),
    })
    .from(students)
    .where(and(eq(complaints.id, id), eq(students.id, complaints.studentId)))
    .returning(complaintColumns);
  return row;
}
