import type { SessionUser, StudentRegisterInput } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import type { ResidencyEndReason } from '@hms/shared/enums';
import { mayLiveIn } from '@hms/shared/gender-rule';
import { studentMessages as m } from '@hms/shared/messages';
import type { Student, StudentUpdateInput } from '@hms/shared/students';
import type { RecentValues } from '../../core/cache/recent-values';
import type { Database, Executor } from '../../core/db/database';
import { type PageOf, type Paging, pagination, pageWindow } from '../../core/paging/page';
import { isRoomFull, isWrongHostelType } from '../../core/db/pg-errors';
import { AppError } from '../../core/errors/app-error';
import { conflictFromUniqueViolation, type AuthService } from '../auth';
import type { Actor } from '../../core/audit/record-change';
import { hostelScope } from '../../core/scope/hostel-scope';
import { toStudentResponse } from './student-response';
import { recordStudentChange, recordStudentDeletion } from './student-audit';
import type { StudentFilter } from './student-types';
import {
  deleteStudent,
  findStudent,
  listStudents,
  lockStudent,
  updateStudent,
} from './students-repository';

/**
 * Ends the student's stay in the caller's transaction and credits the days of a charged month not
 * lived: the residencies feature's, given to this service where the services are made, since
 * residencies reads students and not the other way round.
 */
type EndStay = (
  tx: Executor,
  actor: Actor,
  studentId: string,
  end: { on: CalendarDay; reason: ResidencyEndReason },
) => Promise<unknown>;

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

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
  endStay: EndStay;
}) {
  const { db, auth, totals, today, endStay } = deps;

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
      paging: Paging,
    ): Promise<PageOf<Student>> {
      const scope = hostelScope(account);
      const scoped = scope === null ? filter : { ...filter, scope };
      const { rows, count } = await listStudents(db, scoped, pageWindow(paging), totals);
      return { data: rows.map(toStudentResponse), pagination: pagination(paging, { count }) };
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
            await endStay(tx, actor, id, { on: today(), reason: 'Deactivated' });
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
          await endStay(tx, actor, id, { on: today(), reason: 'Student deleted' });
        }
        if (!(await deleteStudent(tx, id))) throw notFound();
        await recordStudentDeletion(tx, actor, before);
      });
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
