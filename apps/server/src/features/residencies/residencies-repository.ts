import type { ResidencyEndReason } from '@hms/shared/enums';
import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { CalendarDay } from '@hms/shared/calendar-day';
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

/** The student's stay now, if they have one: read under the student's lock. */
export async function currentStay(db: Executor, studentId: string) {
  const [row] = await db
    .select({ id: residencies.id, movedInOn: residencies.movedInOn, bed: residencies.bed })
    .from(residencies)
    .where(and(eq(residencies.studentId, studentId), isNull(residencies.movedOutOn)));
  return row;
}

/** The day the student's last ended stay ended, or null. */
export async function lastLeftOn(db: Executor, studentId: string): Promise<CalendarDay | null> {
  const [row] = await db
    .select({ day: max(residencies.movedOutOn) })
    .from(residencies)
    .where(eq(residencies.studentId, studentId));
  return row?.day ?? null;
}

/** Who holds each bed of the room now; read under the room's lock. */
export async function takenBeds(db: Executor, roomId: string) {
  return db
    .select({
      bed: residencies.bed,
      studentId: residencies.studentId,
      name: residencies.studentName,
    })
    .from(residencies)
    .where(and(eq(residencies.roomId, roomId), isNull(residencies.movedOutOn)));
}

/** The day the bed's last resident left, or null. */
export async function bedFreedOn(
  db: Executor,
  roomId: string,
  bed: number,
): Promise<CalendarDay | null> {
  const [row] = await db
    .select({ day: max(residencies.movedOutOn) })
    .from(residencies)
    .where(and(eq(residencies.roomId, roomId), eq(residencies.bed, bed)));
  return row?.day ?? null;
}

/**
 * Begins stays, in one statement however many; the residencies_keep_student trigger puts each
 * student in their room and bed, and students_room_rules checks the room's capacity and hostel
 * type as for every move.
 */
export async function beginStays(
  db: Executor,
  stays: readonly { studentId: string; roomId: string; bed: number; movedInOn: CalendarDay }[],
): Promise<void> {
  const rows = JSON.stringify(
    stays.map((stay) => ({
      student_id: stay.studentId,
      room_id: stay.roomId,
      bed: stay.bed,
      moved_in_on: stay.movedInOn,
    })),
  );
  await db.execute(sql`
    insert into residencies
      (student_id, room_id, bed, moved_in_on, student_name, student_number, room_number, hostel_name)
    select s.id, r.id, n.bed, n.moved_in_on, s.name, s.student_id, r.room_number, h.name
    from json_to_recordset(${rows}::json)
      as n(student_id uuid, room_id uuid, bed smallint, moved_in_on date)
    join students s on s.id = n.student_id
    join rooms r on r.id = n.room_id
    join hostels h on h.id = r.hostel_id`);
}

/** Ends the student's current stay, answering its id; the trigger takes them out of the room. */
export async function endStay(
  db: Executor,
  studentId: string,
  end: { on: CalendarDay; reason: ResidencyEndReason; note?: string | undefined },
): Promise<string | undefined> {
  const [ended] = await db
    .update(residencies)
    .set({ movedOutOn: end.on, endReason: end.reason, note: end.note ?? null })
    .where(and(eq(residencies.studentId, studentId), isNull(residencies.movedOutOn)))
    .returning({ id: residencies.id });
  return ended?.id;
}

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
