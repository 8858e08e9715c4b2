import { studentMessages as m } from '@hms/shared/messages';
import type { AssignRoomInput } from '@hms/shared/students';
import { AppError } from '../../core/errors/app-error';
import { mayLiveIn } from '@hms/shared/gender-rule';
import type { StudentRow } from '../students';
import type { lockRooms } from './bed-moves-repository';

/** A room as a move reads it under its lock, with its hostel. */
export type AssignmentRoom = Awaited<ReturnType<typeof lockRooms>>[number];

export type AssignmentStudent = Pick<StudentRow, 'name' | 'gender' | 'isActive' | 'roomId'>;

export const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * What stops the student moving into the room (docs/product-rules.md#bed-assignment), in the order an office reads it:
 * 'stay' when they already live there, undefined when the move may go ahead. Called under the
 * locks of the room and the student, so what it reads cannot change before the move is written.
 */
export function assignmentRefusal(
  room: AssignmentRoom,
  student: AssignmentStudent,
  input: AssignRoomInput,
): AppError | 'stay' | undefined {
  if (student.roomId === input.roomId) return 'stay';
  if (!student.isActive) return conflict(m.inactive(student.name));
  if (input.hostel && input.hostel !== room.hostelId) {
    return conflict(m.wrongHostel(room.roomNumber, room.hostelName));
  }
  if (!mayLiveIn(student.gender, room.hostelType)) {
    return conflict(
      m.genderMismatch(room.hostelName, room.hostelType, student.name, student.gender),
    );
  }
  if (room.residents >= room.capacity)
    return conflict(m.roomFull(room.roomNumber, room.hostelName));
  return undefined;
}
