import { studentMessages as m } from '@hms/shared/messages';
import type { Pagination } from '@hms/shared/pagination';
import type { AssignRoomInput, Student, StudentUpdateInput } from '@hms/shared/students';
import type { StudentRegisterInput } from '@hms/shared/auth';
import type { Database } from '../../db/database';
import type { ListTotals } from '../../db/list-totals';
import { answerPage } from '../../db/page-total';
import { isRoomFull, isWrongHostelType } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { conflictFromUniqueViolation, type AuthService } from '../auth/auth-service';
import { assignmentRefusal } from './assignment-rules';
import { mayLiveIn } from './gender-rule';
import { toStudentResponse } from './student-response';
import {
  deleteStudent,
  findStudent,
  freeBed,
  listStudents,
  lockRoomForAssignment,
  lockStudent,
  attemptAssignment,
  type AssignmentLook,
  moveIntoRoom,
  peekAssignment,
  updateStudent,
  type StudentFilter,
  type StudentRow,
} from './students-repository';
import { accountGone, type Caller } from '../auth/caller';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);
const roomMissing = () =>
  new AppError('NOT_FOUND', m.roomNotFound, {
    errors: [{ path: 'roomId', message: m.roomNotFound }],
  });

export function createStudentsService(deps: {
  db: Database;
  auth: AuthService;
  totals: ListTotals;
}) {
  const { db, auth, totals } = deps;

  async function get(id: string): Promise<Student> {
    const row = await findStudent(db, id);
    if (!row) throw notFound();
    return toStudentResponse(row);
  }

  async function assignUnderLocks(id: string, input: AssignRoomInput): Promise<Student> {
    let moved: StudentRow | undefined;
    try {
      moved = await db.transaction(async (tx) => {
        const student = await lockStudent(tx, id);
        const room = await lockRoomForAssignment(tx, input.roomId, student?.roomId ?? null);
        if (!room) throw roomMissing();
        if (!student) throw notFound();
        const refusal = assignmentRefusal(room, student, input);
        if (refusal === 'stay') return undefined;
        if (refusal) throw refusal;
        return moveIntoRoom(tx, id, input.roomId);
      });
    } catch (error) {
      if (isRoomFull(error)) throw conflict(m.roomJustFilled);
      if (isWrongHostelType(error)) throw conflict(m.hostelTypeClash);
      throw error;
    }
    // The row the move returned is what a read after the commit would give; staying put reads.
    return moved ? toStudentResponse(moved) : get(id);
  }

  return {
    async list(
      caller: Caller,
      filter: StudentFilter,
      paging: { page: number; limit: number },
    ): Promise<{ data: Student[]; pagination: Pagination }> {
      return answerPage(
        paging,
        (window) => listStudents(db, caller, filter, window, totals),
        toStudentResponse,
      );
    },

    async create(input: StudentRegisterInput): Promise<Student> {
      const row = await auth.createStudent(input);
      return get(row.id);
    },

    async update(id: string, input: StudentUpdateInput): Promise<Student> {
      try {
        await db.transaction(async (tx) => {
          const current = await lockStudent(tx, id);
          if (!current) throw notFound();
          // Staying in the room (still active) must still satisfy the hostel's rule.
          if (
            input.isActive &&
            current.hostelType &&
            !mayLiveIn(input.gender, current.hostelType)
          ) {
            throw conflict(
              `${current.name} lives in ${current.hostelName}, a ${current.hostelType} hostel. ` +
                'Move them to another hostel before changing their gender.',
            );
          }
          await updateStudent(tx, id, input);
        });
      } catch (error) {
        if (isWrongHostelType(error)) throw conflict(m.hostelTypeClash);
        throw conflictFromUniqueViolation(error) ?? error;
      }
      return get(id);
    },

    async remove(id: string): Promise<void> {
      if (!(await deleteStudent(db, id))) throw notFound();
    },

    /**
     * Decision 12. Most assignments are one statement (attemptAssignment): it moves the student
     * when every rule holds, and otherwise reads the student and the room as it found them, which
     * says why not. Its rules are backed by the students_room_rules trigger; when the trigger
     * refuses, or the look finds no reason (the data changed in between), the move runs again in
     * a transaction that locks the student, then the room, and decides under those locks. Moving
     * frees the old bed in the same UPDATE. Both statements check the caller (decision 014).
     */
    async assign(caller: Caller, id: string, input: AssignRoomInput): Promise<Student> {
      let look: AssignmentLook | undefined;
      try {
        const attempt = await attemptAssignment(db, caller, id, input);
        if (attempt?.moved) return toStudentResponse(attempt.moved);
        look = attempt?.look;
      } catch (error) {
        // The trigger saw a bed taken or a hostel's type changed since the statement began.
        if (!isRoomFull(error) && !isWrongHostelType(error)) throw error;
        look = await peekAssignment(db, caller, id, input.roomId);
      }
      if (!look) {
        // No student to read, so nothing vouched for the caller: checked on its own first.
        await caller.confirm();
      } else {
        if (!look.callerExists) throw accountGone();
        if (!look.room) throw roomMissing();
        const refusal = assignmentRefusal(look.room, look.student, input);
        if (refusal instanceof AppError) throw refusal;
      }
      return assignUnderLocks(id, input);
    },

    /** One statement frees the bed and checks the caller (decision 014). */
    async unassign(caller: Caller, id: string): Promise<Student> {
      const freed = await freeBed(db, caller, id);
      if (!freed) {
        // No student to read, so nothing vouched for the caller: checked on its own first.
        await caller.confirm();
        throw notFound();
      }
      if (!freed.callerExists) throw accountGone();
      return toStudentResponse(freed.student);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
