import type { SessionUser } from '@hms/shared/auth';
import { roomMessages, studentMessages } from '@hms/shared/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/database';
import { type Paging, pageWindow, pagination } from '../../core/paging/page';
import { rooms } from '../../core/db/schema';
import { AppError } from '../../core/errors/app-error';
import { hostelScope, withinScope } from '../../core/scope/hostel-scope';
import { readStudent } from '../students';
import { history } from './residencies-repository';
import { toResidencyResponse } from './residency-response';

/** A student's and a room's stays, past and present (docs/decisions/044). */
export function createResidenciesService(deps: { db: Database }) {
  const { db } = deps;

  async function page(of: 'studentId' | 'roomId', id: string, paging: Paging) {
    const { rows, count } = await history(db, of, id, pageWindow(paging));
    return { data: rows.map(toResidencyResponse), pagination: pagination(paging, { count }) };
  }

  return {
    /** A student's stays: staff see those of the students their list holds. */
    async studentHistory(account: SessionUser, studentId: string, paging: Paging) {
      const student = await readStudent(db, studentId);
      const scope = hostelScope(account);
      const visible = student && (!student.hostelId || withinScope(scope, student.hostelId));
      if (!visible) throw new AppError('NOT_FOUND', studentMessages.notFound);
      return page('studentId', studentId, paging);
    },

    async roomHistory(account: SessionUser, roomId: string, paging: Paging) {
      const [room] = await db
        .select({ hostelId: rooms.hostelId })
        .from(rooms)
        .where(eq(rooms.id, roomId));
      if (!room || !withinScope(hostelScope(account), room.hostelId)) {
        throw new AppError('NOT_FOUND', roomMessages.notFound);
      }
      return page('roomId', roomId, paging);
    },

    ownHistory(studentId: string, paging: Paging) {
      return page('studentId', studentId, paging);
    },
  };
}

export type ResidenciesService = ReturnType<typeof createResidenciesService>;
