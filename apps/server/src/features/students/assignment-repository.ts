import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { hostels, rooms, students } from '../../db/schema';
import type { AssignmentRoom } from './assignment-rules';
import { studentColumns } from './students-repository';

/**
 * Locks the student for the rest of the transaction and reads them as they are, with the room
 * and hostel they live in: what an audit entry keeps as the record before the change. Every path
 * that moves a student locks the student row first and rooms second (the students_room_rules
 * trigger then takes the rooms in the same order), so two moves never wait in a circle.
 */
export async function lockStudent(db: Executor, id: string) {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, id))
    .for('update', { of: students });
  return row;
}

/**
 * Locks the room a student moves into (and the one they leave, in the order of their ids, as the
 * students_room_rules trigger takes them, so two moves in opposite directions queue instead of
 * deadlocking), then reads its hostel. A hostel update locks the hostel's rooms before it counts
 * their residents, so once this lock is held the hostel's type cannot change until the move
 * commits.
 */
export async function lockRoomForMove(
  db: Executor,
  roomId: string,
  leaving: string | null,
): Promise<AssignmentRoom | undefined> {
  const ids = leaving && leaving !== roomId ? [leaving, roomId].sort() : [roomId];
  const locked = await db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      residents: rooms.occupancy,
      hostelId: rooms.hostelId,
    })
    .from(rooms)
    .where(inArray(rooms.id, ids))
    .orderBy(rooms.id)
    .for('update');
  const room = locked.find((row) => row.id === roomId);
  if (!room) return undefined;
  const [hostel] = await db
    .select({ hostelName: hostels.name, hostelType: hostels.type })
    .from(hostels)
    .where(eq(hostels.id, room.hostelId));
  return hostel && { ...room, ...hostel };
}

/** Puts the student in the room and gives them back as a read after the commit would. */
export async function moveIntoRoom(db: Executor, id: string, roomId: string) {
  const [row] = await db
    .update(students)
    .set({ roomId, updatedAt: new Date() })
    .from(rooms)
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(and(eq(students.id, id), eq(rooms.id, roomId)))
    .returning(studentColumns);
  return row;
}

/** Takes the student out of their room; one without a room is left as they are. */
export async function freeBed(db: Executor, id: string): Promise<void> {
  await db
    .update(students)
    .set({ roomId: null, updatedAt: new Date() })
    .where(and(eq(students.id, id), isNotNull(students.roomId)));
}
