import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, rooms, students } from '../../core/db/schema';
import type { AssignmentRoom } from './assignment-rules';
import { selectStudents } from './students-repository';

/**
 * Locks the student for the rest of the transaction and reads them as they are, with the room
 * and hostel they live in: what an audit entry keeps as the record before the change. Every path
 * that moves a student locks the student row first and rooms second (the students_room_rules
 * trigger then takes the rooms in the same order), so two moves never wait in a circle.
 */
export async function lockStudent(db: Executor, id: string) {
  const [row] = await selectStudents(db).where(eq(students.id, id)).for('update', { of: students });
  return row;
}

/**
 * Locks the rooms a move touches in the order of their ids, as the students_room_rules trigger
 * takes them, so two moves in opposite directions queue instead of deadlocking; then reads their
 * hostels. A hostel update locks the hostel's rooms before it counts their residents, so once
 * these locks are held no hostel's type can change until the move commits.
 */
export async function lockRooms(db: Executor, ids: string[]): Promise<AssignmentRoom[]> {
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
    .select({ id: hostels.id, hostelName: hostels.name, hostelType: hostels.type })
    .from(hostels)
    .where(inArray(hostels.id, [...new Set(locked.map((room) => room.hostelId))]));
  return locked.flatMap((room) => {
    const hostel = types.find((row) => row.id === room.hostelId);
    return hostel
      ? [{ ...room, hostelName: hostel.hostelName, hostelType: hostel.hostelType }]
      : [];
  });
}

/** Locks the room a student moves into, and the one they leave, and answers the first. */
export async function lockRoomForMove(
  db: Executor,
  roomId: string,
  leaving: string | null,
): Promise<AssignmentRoom | undefined> {
  const locked = await lockRooms(db, leaving ? [leaving, roomId] : [roomId]);
  return locked.find((room) => room.id === roomId);
}
