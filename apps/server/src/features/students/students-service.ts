import { studentMessages as m } from '@hms/shared/messages';
import type { Pagination } from '@hms/shared/pagination';
import type { AssignRoomInput, Student, StudentUpdateInput } from '@hms/shared/students';
import type { StudentRegisterInput } from '@hms/shared/auth';
import type { Database } from '../../db/database';
import { isRoomFull } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { conflictFromUniqueViolation, type AuthService } from '../auth/auth-service';
import { mayLiveIn } from './gender-rule';
import { toStudentResponse } from './student-response';
import {
  deleteStudent,
  findStudent,
  listStudents,
  lockRoomForAssignment,
  lockStudent,
  lockStudentForAssignment,
  moveIntoRoom,
  setRoom,
  updateStudent,
  type StudentFilter,
  type StudentRow,
} from './students-repository';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

export function createStudentsService(deps: { db: Database; auth: AuthService }) {
  const { db, auth } = deps;

  async function get(id: string): Promise<Student> {
    const row = await findStudent(db, id);
    if (!row) throw notFound();
    return toStudentResponse(row);
  }

  return {
    async list(
      filter: StudentFilter,
      paging: { page: number; limit: number },
    ): Promise<{ data: Student[]; pagination: Pagination }> {
      const { rows, total } = await listStudents(db, filter, {
        limit: paging.limit,
        offset: (paging.page - 1) * paging.limit,
      });
      return {
        data: rows.map(toStudentResponse),
        pagination: { page: paging.page, limit: paging.limit, total },
      };
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
        throw conflictFromUniqueViolation(error) ?? error;
      }
      return get(id);
    },

    async remove(id: string): Promise<void> {
      if (!(await deleteStudent(db, id))) throw notFound();
    },

    /**
     * Decision 12, in one transaction: the room row is locked first, so assignments to one room
     * queue up; the capacity trigger on students refuses an over-full room whatever happens here.
     * Moving frees the old bed in the same UPDATE.
     */
    async assign(id: string, input: AssignRoomInput): Promise<Student> {
      const roomMissing = () =>
        new AppError('NOT_FOUND', m.roomNotFound, {
          errors: [{ path: 'roomId', message: m.roomNotFound }],
        });
      let moved: StudentRow | undefined;
      try {
        moved = await db.transaction(async (tx) => {
          const room = await lockRoomForAssignment(tx, input.roomId);
          if (!room) throw roomMissing();
          const student = await lockStudentForAssignment(tx, id, room.hostelId);
          if (!student) throw notFound();
          const { hostelName, hostelType } = student;
          if (hostelName === null || hostelType === null) throw roomMissing();
          if (student.roomId === input.roomId) return undefined;
          if (!student.isActive) throw conflict(m.inactive(student.name));
          if (input.hostel && input.hostel !== room.hostelId) {
            throw conflict(m.wrongHostel(room.roomNumber, hostelName));
          }
          if (!mayLiveIn(student.gender, hostelType)) {
            throw conflict(m.genderMismatch(hostelName, hostelType, student.name, student.gender));
          }
          if (room.residents >= room.capacity)
            throw conflict(m.roomFull(room.roomNumber, hostelName));
          return moveIntoRoom(tx, id, input.roomId);
        });
      } catch (error) {
        if (isRoomFull(error)) throw conflict('This room has just filled up. Choose another room.');
        throw error;
      }
      // The row the move returned is what a read after the commit would give; staying put reads.
      return moved ? toStudentResponse(moved) : get(id);
    },

    async unassign(id: string): Promise<Student> {
      const current = await findStudent(db, id);
      if (!current) throw notFound();
      if (current.roomId) await setRoom(db, id, null);
      return get(id);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
