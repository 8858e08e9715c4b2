import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { hostels, residencies, rooms } from '../../core/db/schema';

export const residencyColumns = {
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
export type ResidencyRow = Awaited<ReturnType<typeof studentHistory>>['rows'][number];

function history(db: Executor, where: ReturnType<typeof eq>, window: PageWindow) {
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
  ]).then(([rows, [counted]]) => ({ rows, total: counted?.total ?? 0 }));
}

/** A student's stays, newest first. */
export function studentHistory(db: Executor, studentId: string, window: PageWindow) {
  return history(db, eq(residencies.studentId, studentId), window);
}

/** A room's stays, newest first. */
export function roomHistory(db: Executor, roomId: string, window: PageWindow) {
  return history(db, eq(residencies.roomId, roomId), window);
}
