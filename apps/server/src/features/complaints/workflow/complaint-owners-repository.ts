import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { selectRows } from '../../../core/db/raw-rows';
import { complaints, rooms, students } from '../../../core/db/schema';

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
 * when there is exactly one.
 */
export async function soleWardenFor(db: Executor, studentId: string) {
  const found = await selectRows<{ id: string; name: string }>(
    db,
    sql`
    select w.id, w.name from students s
    join rooms r on r.id = s.room_id
    join warden_hostels wh on wh.hostel_id = r.hostel_id
    join wardens w on w.id = wh.warden_id and w.is_active
    where s.id = ${studentId}
    limit 2`,
  );
  return found.length === 1 ? found[0] : undefined;
}
