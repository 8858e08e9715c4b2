import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { hostels, residencies, rooms } from '../../core/db/schema';

const residencyColumns = {
  id: residencies.id,
  studentId: residencies.studentId,
  studentName: residencies.studentName,
  studentNumber: residencies.studentNumber,
  roomId: residencies.roomId,
  roomNumber: residencies.roomNumber,
  roomType: rooms.type,
  hostelId: hostels.id,
  hostelName: residencies.hostelName,
  hostelType: hostels.type,
  bed: residencies.bed,
  movedInOn: residencies.movedInOn,
  movedOutOn: residencies.movedOutOn,
  endReason: residencies.endReason,
  note: residencies.note,
};
export type ResidencyRow = Awaited<ReturnType<typeof history>>['rows'][number];

/** A student's or a room's stays, newest first. */
export function history(db: Executor, of: 'studentId' | 'roomId', id: string, window: PageWindow) {
  const where = eq(residencies[of], id);
  return Promise.all([
    db
      .select(residencyColumns)
      .from(residencies)
      .leftJoin(rooms, eq(rooms.id, residencies.roomId))
      .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
      .where(where)
      .orderBy(desc(residencies.movedInOn), desc(residencies.createdAt), desc(residencies.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(residencies).where(where),
  ]).then(([rows, [counted]]) => ({ rows, count: counted?.total ?? 0 }));
}
