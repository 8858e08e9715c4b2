import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import { mayLiveIn } from '@hms/shared/gender-rule';
import { roomMessages, studentMessages } from '@hms/shared/messages';
import type { Pagination } from '@hms/shared/pagination';
import { residencyMessages as m, type Residency, type SwapInput } from '@hms/shared/residencies';
import type { Student } from '@hms/shared/students';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/database';
import { pagination, pageWindow } from '../../core/paging/page';
import { rooms } from '../../core/db/schema';
import { AppError } from '../../core/errors/app-error';
import type { Actor } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { hostelScope, outsideScope, withinScope } from '../../core/scope/hostel-scope';
import { lockRooms, lockStudent } from '../students';
import { recordStudentChange } from '../students';
import { toStudentResponse } from '../students';
import { findStudent } from '../students';
import { dayOfChange, relocate } from './relocation';
import { currentStay, roomHistory, studentHistory } from './residencies-repository';
import { finishStay } from './stays';
import { toResidencyResponse } from './residency-response';
import { roomMoved } from './room-notifications';

type Paging = { page: number; limit: number };
type History = { data: Residency[]; pagination: Pagination };

const conflict = (message: string) => new AppError('CONFLICT', message);
const studentMissing = () => new AppError('NOT_FOUND', studentMessages.notFound);

export function createResidenciesService(deps: {
  db: Database;
  today: () => CalendarDay;
  notify: Notifier;
}) {
  const { db, today, notify } = deps;

  async function page(
    read: (window: ReturnType<typeof pageWindow>) => ReturnType<typeof studentHistory>,
    paging: Paging,
  ): Promise<History> {
    const { rows, total } = await read(pageWindow(paging));
    return {
      data: rows.map(toResidencyResponse),
      pagination: pagination(paging, { count: total }),
    };
  }

  return {
    /**
     * Two students trade beds in one transaction (docs/product-rules.md#residencies), so two full
     * rooms can swap: both stays end, then each begins in the other's bed. The hostel rules hold
     * for both; a refusal of either undoes both.
     */
    async swap(actor: Actor, input: SwapInput): Promise<[Student, Student]> {
      const scope = hostelScope(actor);
      return db.transaction(async (tx) => {
        // Students first, in the order of their ids, then rooms (assignment-repository.ts).
        const [low, high] = [input.first, input.second].sort();
        const lockedLow = await lockStudent(tx, low!);
        const lockedHigh = await lockStudent(tx, high!);
        const byId = new Map([lockedLow, lockedHigh].flatMap((s) => (s ? [[s.id, s]] : [])));
        const first = byId.get(input.first);
        const second = byId.get(input.second);
        if (!first || !second) throw studentMissing();
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
              studentMessages.genderMismatch(
                room.hostelName,
                room.hostelType,
                student.name,
                student.gender,
              ),
            );
          }
        }
        const stays = await Promise.all(pairs.map(({ student }) => currentStay(tx, student.id)));
        const on = dayOfChange(input.date, today(), maxDay(stays.map((stay) => stay?.movedInOn)));
        for (const { student } of pairs) {
          await finishStay(tx, actor, student.id, { on, reason: 'Swapped' });
        }
        const answers: Student[] = [];
        for (const { student, room, bed } of pairs) {
          await relocate(tx, actor, {
            student,
            room,
            bed,
            date: on,
            today: today(),
            reason: 'Swapped',
          });
          const after = await findStudent(tx, student.id);
          if (!after) throw studentMissing();
          await notify(tx, { student: student.id }, roomMoved(student, after, 'Beds swapped'));
          await recordStudentChange(tx, actor, 'student.swap', student, after);
          answers.push(toStudentResponse(after));
        }
        return [answers[0]!, answers[1]!];
      });
    },

    /** A student's stays: staff see those of the students their list holds. */
    async studentHistory(account: SessionUser, studentId: string, paging: Paging) {
      const student = await findStudent(db, studentId);
      const scope = hostelScope(account);
      const visible = student && (!student.hostelId || withinScope(scope, student.hostelId));
      if (!visible) throw studentMissing();
      return page((window) => studentHistory(db, studentId, window), paging);
    },

    async roomHistory(account: SessionUser, roomId: string, paging: Paging) {
      const [room] = await db
        .select({ hostelId: rooms.hostelId })
        .from(rooms)
        .where(eq(rooms.id, roomId));
      if (!room || !withinScope(hostelScope(account), room.hostelId)) {
        throw new AppError('NOT_FOUND', roomMessages.notFound);
      }
      return page((window) => roomHistory(db, roomId, window), paging);
    },

    /** The signed-in student's own stays. */
    ownHistory(studentId: string, paging: Paging) {
      return page((window) => studentHistory(db, studentId, window), paging);
    },
  };
}

function maxDay(days: (CalendarDay | undefined)[]): CalendarDay | undefined {
  return days.reduce<CalendarDay | undefined>((a, b) => (!a || (b && b > a) ? b : a), undefined);
}

export type ResidenciesService = ReturnType<typeof createResidenciesService>;
