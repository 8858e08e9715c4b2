import type { StudentRegisterInput } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { mayLiveIn } from '@hms/shared/gender-rule';
import type { SessionUser } from '@hms/shared/auth';
import { staffMessages as sm, studentMessages as m } from '@hms/shared/messages';
import type { Pagination } from '@hms/shared/pagination';
import type { AssignRoomInput, Student, StudentUpdateInput } from '@hms/shared/students';
import { residencyMessages as rm, type CheckOutInput } from '@hms/shared/residencies';
import type { RecentValues } from '../../core/cache/recent-values';
import type { Database } from '../../core/db/database';
import { pagination, pageWindow } from '../../core/paging/page';
import { isRoomFull, isWrongHostelType } from '../../core/db/pg-errors';
import { AppError } from '../../core/errors/app-error';
import { conflictFromUniqueViolation, type AuthService } from '../auth';
import type { Actor } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { checkedOut, roomMoved } from '../residencies';
import { hostelScope, outsideScope, withinScope } from '../../core/scope/hostel-scope';
import { assignmentRefusal } from './assignment-rules';
import { toStudentResponse } from './student-response';
import { recordStudentChange, recordStudentDeletion } from './student-audit';
import { lockRoomForMove, lockStudent } from './assignment-repository';
import { dayOfChange, relocate } from '../residencies';
import { currentStay } from '../residencies';
import { finishStay } from '../residencies';
import { returnDeposit } from '../fees';
import {
  deleteStudent,
  findStudent,
  listStudents,
  updateStudent,
  type StudentFilter,
  type StudentRow,
} from './students-repository';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);
const roomMissing = () =>
  new AppError('NOT_FOUND', m.roomNotFound, {
    errors: [{ path: 'roomId', message: m.roomNotFound }],
  });

/**
 * The students_room_rules trigger refuses what the service's own checks let through only when
 * something changed outside them, such as a row written by hand.
 */
function explainRefusal(error: unknown): unknown {
  if (isRoomFull(error)) return conflict(m.roomJustFilled);
  if (isWrongHostelType(error)) return conflict(m.hostelTypeClash);
  return error;
}

export function createStudentsService(deps: {
  db: Database;
  auth: AuthService;
  totals: RecentValues<number>;
  /** Today in the college's time zone. */
  today: () => CalendarDay;
  notify: Notifier;
}) {
  const { db, auth, totals, today, notify } = deps;

  async function get(id: string): Promise<Student> {
    const row = await findStudent(db, id);
    if (!row) throw notFound();
    return toStudentResponse(row);
  }

  return {
    get,

    /** A warden's list: their residents and the students without a bed (docs/decisions/043). */
    async list(
      account: SessionUser,
      filter: Omit<StudentFilter, 'scope'>,
      paging: { page: number; limit: number },
    ): Promise<{ data: Student[]; pagination: Pagination }> {
      const scope = hostelScope(account);
      const scoped = scope === null ? filter : { ...filter, scope };
      const { rows, total } = await listStudents(db, scoped, pageWindow(paging), totals);
      return { data: rows.map(toStudentResponse), pagination: pagination(paging, total) };
    },

    async create(actor: Actor, input: StudentRegisterInput): Promise<Student> {
      const row = await auth.createStudent(input, actor);
      return get(row.id);
    },

    async update(actor: Actor, id: string, input: StudentUpdateInput): Promise<Student> {
      try {
        return await db.transaction(async (tx) => {
          const current = await lockStudent(tx, id);
          if (!current) throw notFound();
          // Staying in the room (still active) must still satisfy the hostel's rule.
          if (
            input.isActive &&
            current.hostelType &&
            !mayLiveIn(input.gender, current.hostelType)
          ) {
            throw conflict(
              m.genderChangeInHostel(current.name, current.hostelName ?? '', current.hostelType),
            );
          }
          if (!input.isActive && current.roomId) {
            await finishStay(tx, actor, id, { on: today(), reason: 'Deactivated' });
          }
          await updateStudent(tx, id, input);
          const after = await findStudent(tx, id);
          if (!after) throw notFound();
          await recordStudentChange(tx, actor, 'student.update', current, after);
          return toStudentResponse(after);
        });
      } catch (error) {
        throw conflictFromUniqueViolation(error) ?? explainRefusal(error);
      }
    },

    /**
     * Removes the student from the product (docs/product-rules.md#deleting): their sign-in, bed,
     * complaints, requests and leave go, and the database's triggers keep their ledger under the
     * name and student ID they had and erase their contact details (docs/decisions/056). Their
     * audit entries and past stays stay: both name the student without needing the row.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockStudent(tx, id);
        if (!before) throw notFound();
        // The stay ends first, so the room's history keeps it (docs/decisions/044), and the
        // days of a posted month not lived are credited to the ledger that stays.
        if (before.roomId) {
          await finishStay(tx, actor, id, { on: today(), reason: 'Student deleted' });
        }
        if (!(await deleteStudent(tx, id))) throw notFound();
        await recordStudentDeletion(tx, actor, before);
      });
    },

    /**
     * Moves the student into a bed of a room with a free bed (docs/product-rules.md#bed-assignment,
     * #residencies): one transaction locks the student, then the rooms, decides by
     * assignmentRefusal under those locks, and ends their stay and begins the next (relocate).
     */
    async assign(actor: Actor, id: string, input: AssignRoomInput): Promise<Student> {
      const scope = hostelScope(actor);
      let moved: StudentRow | undefined;
      try {
        moved = await db.transaction(async (tx) => {
          const student = await lockStudent(tx, id);
          if (!student) throw notFound();
          if (student.hostelId && !withinScope(scope, student.hostelId)) throw outsideScope();
          const room = await lockRoomForMove(tx, input.roomId, student.roomId);
          if (!room) throw roomMissing();
          if (!withinScope(scope, room.hostelId)) throw outsideScope(sm.roomOutsideScope);
          const refusal = assignmentRefusal(room, student, input);
          const sameBed = input.bed === undefined || input.bed === student.bed;
          if (refusal === 'stay' && sameBed) return undefined;
          if (refusal && refusal !== 'stay') throw refusal;
          const move = {
            bed: input.bed,
            date: input.date,
            today: today(),
            reason: 'Moved' as const,
          };
          await relocate(tx, actor, { student, room, ...move });
          const after = await findStudent(tx, id);
          if (!after) throw notFound();
          await notify(tx, { student: id }, roomMoved(student, after));
          await recordStudentChange(
            tx,
            actor,
            student.roomId ? 'student.move' : 'student.assign',
            student,
            after,
          );
          return after;
        });
      } catch (error) {
        throw explainRefusal(error);
      }
      return moved ? toStudentResponse(moved) : get(id);
    },

    /**
     * Ends the student's stay: `DELETE .../room` today without a note, the check-out with the day
     * and note the office gives. A student without a room is answered as they are when nothing
     * else was asked, and refused when a check-out was.
     */
    async checkOut(
      actor: Actor,
      id: string,
      input: CheckOutInput & { action: 'student.unassign' | 'student.checkout' },
    ): Promise<Student> {
      const row = await db.transaction(async (tx) => {
        const student = await lockStudent(tx, id);
        if (!student?.roomId) {
          if (student && input.action === 'student.checkout')
            throw conflict(rm.noStay(student.name));
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
        if (input.deposit) {
          await returnDeposit(
            tx,
            actor,
            { studentId: id, hostelId: student.hostelId!, on },
            input.deposit,
          );
        }
        const after = await findStudent(tx, id);
        await notify(tx, { student: id }, checkedOut(student, on, input.note));
        await recordStudentChange(tx, actor, input.action, student, after);
        return after;
      });
      if (!row) throw notFound();
      return toStudentResponse(row);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
