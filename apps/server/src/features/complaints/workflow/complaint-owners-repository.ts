import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { complaints, rooms, students, wardenHostels, wardens } from '../../../core/db/schema';

/** Whose complaint it is and where its author lives: what decides who may see it. */
export async function complaintOwner(db: Executor, id: string) {
  const [row] = await db
    .select({ studentId: complaints.studentId, authorHostelId: rooms.hostelId })
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(eq(complaints.id, id));
  return row;
}

/**
 * The warden a new complaint goes to: the one active warden of the hostel its author lives in,
 * when there is exactly one; its guards do not count (docs/decisions/062).
 */
export async function soleWardenFor(db: Executor, studentId: string) {
  const found = await db
    .select({ id: wardens.id, name: wardens.name })
    .from(students)
    .innerJoin(rooms, eq(rooms.id, students.roomId))
    .innerJoin(wardenHostels, eq(wardenHostels.hostelId, rooms.hostelId))
    .innerJoin(
      wardens,
      and(
        eq(wardens.id, wardenHostels.wardenId),
        eq(wardens.isActive, true),
        eq(wardens.staffRole, 'warden'),
      ),
    )
    .where(eq(students.id, studentId))
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}
