import type { ComplaintStatus } from '@hms/shared/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { complaints, rooms, serviceTargets, students } from '../../../core/db/schema';
import { complaintColumns, ownColumns } from '../queries/complaint-columns';

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
    .select({ ...complaintColumns, authorHostelId: rooms.hostelId })
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
