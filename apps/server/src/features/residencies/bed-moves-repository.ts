import type { CalendarDay } from '@hms/shared/calendar-day';
import type { ResidencyEndReason } from '@hms/shared/enums';
import { and, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, residencies, rooms, students } from '../../core/db/schema';

/*
 * What a bed move reads and writes, under its locks. Every path that moves a student (assign,
 * move, swap, check-out, an approved room request, an import's placements) locks the student row
 * first and rooms second, each in the order of their ids (the students_room_rules trigger then
 * takes the rooms in the same order), so two moves never wait in a circle.
 */

/**
 * Locks the rooms a move touches in the order of their ids (above), then reads their hostels. A
 * hostel update locks the hostel's rooms before it counts their residents, so once these locks
 * are held no hostel's type can change until the move commits.
 */
export async function lockRooms(db: Executor, ids: string[]) {
  const locked = await db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      residents: rooms.occupancy,
      hostelId: rooms.hostelId,
    })
    .from(rooms)
    .where(inArray(rooms.id, [...new Set(ids)]))
    .orderBy(rooms.id)
    .for('update');
  if (locked.length === 0) return [];
  const types = await db
    .select({ hostelId: hostels.id, hostelName: hostels.name, hostelType: hostels.type })
    .from(hostels)
    .where(inArray(hostels.id, [...new Set(locked.map((room) => room.hostelId))]));
  return locked.flatMap((room) => {
    const hostel = types.find((row) => row.hostelId === room.hostelId);
    return hostel ? [{ ...room, ...hostel }] : [];
  });
}

/** Locks the room a student moves into, and the one they leave, and answers the first. */
export async function lockRoomForMove(db: Executor, roomId: string, leaving: string | null) {
  const locked = await lockRooms(db, leaving ? [leaving, roomId] : [roomId]);
  return locked.find((room) => room.id === roomId);
}

/** The student's stay now, if they have one: read under the student's lock. */
export async function currentStay(db: Executor, studentId: string) {
  const [row] = await db
    .select({ id: residencies.id, movedInOn: residencies.movedInOn, bed: residencies.bed })
    .from(residencies)
    .where(and(eq(residencies.studentId, studentId), isNull(residencies.movedOutOn)));
  return row;
}

async function lastMovedOut(db: Executor, where: SQL | undefined): Promise<CalendarDay | null> {
  const [row] = await db
    .select({ day: max(residencies.movedOutOn) })
    .from(residencies)
    .where(where);
  return row?.day ?? null;
}

/** The day the student's last ended stay ended, or null. */
export function lastLeftOn(db: Executor, studentId: string) {
  return lastMovedOut(db, eq(residencies.studentId, studentId));
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
export function bedFreedOn(db: Executor, roomId: string, bed: number) {
  return lastMovedOut(db, and(eq(residencies.roomId, roomId), eq(residencies.bed, bed)));
}

/** The columns beginStays writes, in the order its select gives them. */
const stayColumns = sql.join(
  [
    residencies.studentId,
    residencies.roomId,
    residencies.bed,
    residencies.movedInOn,
    residencies.studentName,
    residencies.studentNumber,
    residencies.roomNumber,
    residencies.hostelName,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * Begins stays, in one statement however many; the residencies_keep_student trigger puts each
 * student in their room and bed, and students_room_rules checks the room's capacity and hostel
 * type as for every move. Hand-written (decision 058): the stays arrive as one JSON parameter,
 * read as a table (`json_to_recordset`, its columns named as the stays' keys) and joined to the
 * students, rooms and hostels whose names each stay keeps; the query builder's insert from a
 * select would have to give every column of the table, its defaults too.
 */
export async function beginStays(
  db: Executor,
  stays: readonly { studentId: string; roomId: string; bed: number; movedInOn: CalendarDay }[],
): Promise<void> {
  const rows = JSON.stringify(
    stays.map(({ studentId, roomId, bed, movedInOn }) => ({ studentId, roomId, bed, movedInOn })),
  );
  await db.execute(sql`
    insert into ${residencies} (${stayColumns})
    select ${students.id}, ${rooms.id}, n.bed, n."movedInOn",
      ${students.name}, ${students.rollNumber}, ${rooms.roomNumber}, ${hostels.name}
    from json_to_recordset(${rows}::json)
      as n("studentId" uuid, "roomId" uuid, bed smallint, "movedInOn" date)
    join ${students} on ${students.id} = n."studentId"
    join ${rooms} on ${rooms.id} = n."roomId"
    join ${hostels} on ${hostels.id} = ${rooms.hostelId}`);
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
