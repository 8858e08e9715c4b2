import type { CalendarDay } from '@hms/shared/calendar-day';
import type { ResidencyEndReason } from '@hms/shared/enums';
import {
  bedProblem,
  firstFreeBed,
  moveDateProblem,
  residencyMessages as m,
} from '@hms/shared/residencies';
import { studentMessages } from '@hms/shared/messages';
import type { Executor } from '../../core/db/database';
import { AppError, fieldError } from '../../core/errors/app-error';
import type { AssignmentRoom } from './assignment-rules';
import type { Actor } from '../../core/audit/record-change';
import { bedFreedOn, currentStay, lastLeftOn, takenBeds } from './bed-moves-repository';
import { finishStay, startStays } from './stays';

const invalid = (path: 'bed' | 'date', message: string) => fieldError('VALIDATION', path, message);

/** The day a change is recorded for: the one asked for, once it passes moveDateProblem. */
export function dayOfChange(
  asked: CalendarDay | undefined,
  today: CalendarDay,
  since?: CalendarDay | null,
) {
  const date = asked ?? today;
  const problem = moveDateProblem({ date, today, currentSince: since ?? null });
  if (problem) throw invalid('date', problem);
  return date;
}

/**
 * Moves a student into a bed of a room (docs/product-rules.md#residencies): the bed asked for,
 * or the lowest free one; on the day asked for, or today. Their current stay, if any, ends that
 * day for `reason`. Called under the locks of the student and the room, after
 * assignmentRefusal has allowed the room, so the beds and days it reads cannot change before the
 * stays are written.
 */
export async function relocate(
  tx: Executor,
  actor: Actor,
  move: {
    student: { id: string; name: string };
    room: AssignmentRoom;
    bed?: number | undefined;
    date?: CalendarDay | undefined;
    today: CalendarDay;
    reason: ResidencyEndReason;
  },
): Promise<void> {
  const { student, room, today } = move;
  const date = move.date ?? today;
  const holders = (await takenBeds(tx, room.id)).filter((held) => held.studentId !== student.id);
  let bed = move.bed;
  if (bed === undefined) {
    const taken = holders.map((held) => held.bed);
    bed = firstFreeBed(room.capacity, taken);
    if (bed === undefined) {
      throw new AppError('CONFLICT', studentMessages.roomFull(room.roomNumber, room.hostelName));
    }
  } else {
    const outside = bedProblem(bed, room.roomNumber, room.capacity);
    if (outside) throw invalid('bed', outside);
    const holder = holders.find((held) => held.bed === bed);
    if (holder) throw new AppError('CONFLICT', m.bedTaken(bed, room.roomNumber, holder.name));
  }
  const current = await currentStay(tx, student.id);
  const problem = moveDateProblem({
    date,
    today,
    currentSince: current?.movedInOn ?? null,
    lastLeft: current ? null : await lastLeftOn(tx, student.id),
    bed,
    bedFreed: await bedFreedOn(tx, room.id, bed),
  });
  if (problem) throw invalid('date', problem);
  if (current) await finishStay(tx, actor, student.id, { on: date, reason: move.reason });
  await startStays(tx, actor, [{ studentId: student.id, roomId: room.id, bed, movedInOn: date }]);
}
