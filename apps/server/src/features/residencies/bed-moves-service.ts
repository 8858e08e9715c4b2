import type { CalendarDay } from '@hms/shared/calendar-day';
import { mayLiveIn } from '@hms/shared/gender-rule';
import { staffMessages, studentMessages as sm } from '@hms/shared/messages';
import {
  residencyMessages as m,
  type CheckOutInput,
  type SwapInput,
} from '@hms/shared/residencies';
import type { AssignRoomInput, Student } from '@hms/shared/students';
import type { Database, Executor } from '../../core/db/database';
import { isRoomFull, isWrongHostelType } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import type { Actor } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { hostelScope, outsideScope, withinScope } from '../../core/scope/hostel-scope';
import { returnDeposit } from '../fees';
import {
  lockStudentRecord as lockStudent,
  readStudent,
  recordStudentChange,
  toStudentResponse,
  type StudentRow,
} from '../students';
import { assignmentRefusal, conflict, type AssignmentRoom } from './assignment-rules';
import { currentStay, lockRoomForMove, lockRooms, takenBeds } from './bed-moves-repository';
import { dayOfChange, relocate } from './relocation';
import { checkedOut, roomMoved } from './room-notifications';
import { finishStay } from './stays';

const notFound = () => new AppError('NOT_FOUND', sm.notFound);
const roomMissing = () => fieldError('NOT_FOUND', 'roomId', sm.roomNotFound);

/**
 * The students_room_rules trigger refuses what the service's own checks let through only when
 * something changed outside them, such as a row written by hand.
 */
function explainRefusal(error: unknown): unknown {
  if (isRoomFull(error)) return conflict(sm.roomJustFilled);
  if (isWrongHostelType(error)) return conflict(sm.hostelTypeClash);
  return error;
}

/**
 * A move's last steps under its locks: the new stay (relocate), the student read again, and their
 * audit entry, by default a move or, for a student without a room, an assignment.
 */
async function relocateAndRecord(
  tx: Executor,
  actor: Actor,
  move: Parameters<typeof relocate>[2] & { student: StudentRow },
  action = move.student.roomId ? 'student.move' : 'student.assign',
  missing = notFound,
): Promise<StudentRow> {
  await relocate(tx, actor, move);
  const after = await readStudent(tx, move.student.id);
  if (!after) throw missing();
  await recordStudentChange(tx, actor, action, move.student, after);
  return after;
}

/**
 * Every change to where a student sleeps (docs/product-rules.md#bed-assignment, #residencies):
 * each runs in one transaction that locks the student, then the rooms (bed-moves-repository.ts),
 * decides under those locks, ends the stay and begins the next (relocate), and writes the
 * student's audit entry and notification in the same transaction.
 */
export function createBedMovesService(deps: {
  db: Database;
  /** Today in the college's time zone. */
  today: () => CalendarDay;
  notify: Notifier;
}) {
  const { db, today, notify } = deps;

  return {
    /** Moves the student into a bed of a room with a free bed, deciding by assignmentRefusal. */
    async assign(actor: Actor, id: string, input: AssignRoomInput): Promise<Student> {
      const scope = hostelScope(actor);
      try {
        const moved = await db.transaction(async (tx) => {
          const student = await lockStudent(tx, id);
          if (!student) throw notFound();
          if (student.hostelId && !withinScope(scope, student.hostelId)) throw outsideScope();
          const room = await lockRoomForMove(tx, input.roomId, student.roomId);
          if (!room) throw roomMissing();
          if (!withinScope(scope, room.hostelId))
            throw outsideScope(staffMessages.roomOutsideScope);
          const refusal = assignmentRefusal(room, student, input);
          const sameBed = input.bed === undefined || input.bed === student.bed;
          if (refusal === 'stay' && sameBed) return student;
          if (refusal && refusal !== 'stay') throw refusal;
          const move = { student, room, bed: input.bed, date: input.date, today: today() };
          const after = await relocateAndRecord(tx, actor, { ...move, reason: 'Moved' });
          await notify(tx, { student: id }, roomMoved(student, after));
          return after;
        });
        return toStudentResponse(moved);
      } catch (error) {
        throw explainRefusal(error);
      }
    },

    /**
     * Ends the student's stay: `DELETE .../room` today without a note, the check-out with the day
     * and note the office gives. A student without a room is answered as they are when nothing
     * else was asked, and refused when a check-out was.
     */
    async checkOut(
      actor: Actor,
      id: string,
      action: 'student.unassign' | 'student.checkout',
      input: CheckOutInput = {},
    ): Promise<Student> {
      const row = await db.transaction(async (tx) => {
        const student = await lockStudent(tx, id);
        if (!student?.roomId) {
          if (student && action === 'student.checkout') throw conflict(m.noStay(student.name));
          return student;
        }
        if (!withinScope(hostelScope(actor), student.hostelId)) throw outsideScope();
        const stay = await currentStay(tx, id);
        const on = dayOfChange(input.date, today(), stay?.movedInOn);
        await finishStay(tx, actor, id, {
          on,
          reason: 'Checked out',
          note: input.note || undefined,
        });
        const left = { studentId: id, hostelId: student.hostelId!, on };
        if (input.deposit) await returnDeposit(tx, actor, left, input.deposit);
        const after = await readStudent(tx, id);
        await notify(tx, { student: id }, checkedOut(student, on, input.note));
        await recordStudentChange(tx, actor, action, student, after);
        return after;
      });
      if (!row) throw notFound();
      return toStudentResponse(row);
    },

    /**
     * Two students trade beds in one transaction (docs/product-rules.md#residencies), so two full
     * rooms can swap: both stays end, then each begins in the other's bed. The hostel rules hold
     * for both; a refusal of either undoes both.
     */
    async swap(actor: Actor, input: SwapInput): Promise<[Student, Student]> {
      const scope = hostelScope(actor);
      return db.transaction(async (tx) => {
        // Students first, in the order of their ids, then rooms (bed-moves-repository.ts).
        const byId = new Map<string, StudentRow | undefined>();
        for (const id of [input.first, input.second].sort())
          byId.set(id, await lockStudent(tx, id));
        const [first, second] = [byId.get(input.first), byId.get(input.second)];
        if (!first || !second) throw notFound();
        for (const student of [first, second]) {
          if (student.roomId && !withinScope(scope, student.hostelId)) throw outsideScope();
        }
        for (const student of [first, second]) {
          if (!student.roomId) throw conflict(m.swapWithoutRoom(student.name));
        }
        const locked = await lockRooms(tx, [first.roomId!, second.roomId!]);
        const roomOf = (id: string | null) => locked.find((room) => room.id === id)!;
        const pairs = [
          { student: first, room: roomOf(second.roomId), bed: second.bed! },
          { student: second, room: roomOf(first.roomId), bed: first.bed! },
        ];
        for (const { student, room } of pairs) {
          if (!mayLiveIn(student.gender, room.hostelType)) {
            throw conflict(
              sm.genderMismatch(room.hostelName, room.hostelType, student.name, student.gender),
            );
          }
        }
        const stays = await Promise.all(pairs.map(({ student }) => currentStay(tx, student.id)));
        const since = stays.flatMap((stay) => (stay ? [stay.movedInOn] : [])).sort();
        const on = dayOfChange(input.date, today(), since.at(-1));
        for (const { student } of pairs) {
          await finishStay(tx, actor, student.id, { on, reason: 'Swapped' });
        }
        const answers: Student[] = [];
        for (const { student, room, bed } of pairs) {
          const move = { student, room, bed, date: on, today: today(), reason: 'Swapped' as const };
          const after = await relocateAndRecord(tx, actor, move, 'student.swap');
          await notify(tx, { student: student.id }, roomMoved(student, after, 'Beds swapped'));
          answers.push(toStudentResponse(after));
        }
        return [answers[0]!, answers[1]!];
      });
    },
  };
}

export type BedMovesService = ReturnType<typeof createBedMovesService>;

/**
 * Locks the student as every bed move locks them first, for a change that must not cross one:
 * a room request being made waits for a move of its student, and the other way round.
 */
export const lockStudentForMove = lockStudent;

/** Who holds each bed of the room now; read under the room's lock. */
export const bedHolders = takenBeds;

/** What an approval asks of the move, and how the request feature words its refusals. */
type ApprovedMove = Pick<AssignRoomInput, 'roomId' | 'bed' | 'date'> & {
  studentId: string;
  today: () => CalendarDay;
  /** The request's own "not found", for a student gone since the request was made. */
  notFound: () => AppError;
  sameRoom: (studentName: string, roomNumber: string) => AppError;
  /** The request's own check of the locked room, made after the bed rules allow it. */
  beforeMove: (room: AssignmentRoom) => Promise<void>;
};

/**
 * Moves the student of an approved room request into the chosen bed, in the caller's
 * transaction (docs/product-rules.md#room-requests): the room is locked before it is counted, so
 * two approvals into its last bed queue and the second finds it full.
 */
export async function moveOnApproval(
  tx: Executor,
  actor: Actor,
  move: ApprovedMove,
): Promise<{ moved: StudentRow; room: AssignmentRoom }> {
  const student = await lockStudent(tx, move.studentId);
  if (!student) throw move.notFound();
  const room = await lockRoomForMove(tx, move.roomId, student.roomId);
  if (!room) throw new AppError('NOT_FOUND', sm.roomNotFound);
  if (!withinScope(hostelScope(actor), room.hostelId)) {
    throw outsideScope(staffMessages.roomOutsideScope);
  }
  const refusal = assignmentRefusal(room, student, { roomId: move.roomId });
  if (refusal === 'stay') throw move.sameRoom(student.name, room.roomNumber);
  if (refusal) throw refusal;
  await move.beforeMove(room);
  const change = { student, room, bed: move.bed, date: move.date, today: move.today() };
  const reason = 'Room change request';
  const moved = await relocateAndRecord(tx, actor, { ...change, reason }, undefined, move.notFound);
  return { moved, room };
}
