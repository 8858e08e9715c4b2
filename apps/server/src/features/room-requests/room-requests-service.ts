import type { SessionUser } from '@hms/shared/auth';
import type { CalendarDay } from '@hms/shared/calendar-day';
import type { RoomRequestStatus } from '@hms/shared/enums';
import {
  roomRequestMessages as m,
  type RoomRequest,
  type RoomRequestApproveInput,
  type RoomRequestCreateInput,
  type RoomRequestOptions,
} from '@hms/shared/room-requests';
import type { Database, Executor } from '../../core/db/database';
import { type PageOf, type Paging, pageWindow, pagination } from '../../core/paging/page';
import { isForeignKeyViolation, uniqueViolation } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { hostelScope } from '../../core/scope/hostel-scope';
import { lockStudentForMove, moveOnApproval } from '../residencies';
import { requestApproved, requestCreated, requestRejected } from './request-notifications';
import { toRoomRequestResponse } from './room-request-response';
import {
  decide,
  earlierFitting,
  findRequest,
  hostelsFor,
  insertRequest,
  listRequests,
  lockRequest,
  type RequestFilter,
} from './room-requests-repository';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

export function createRoomRequestsService(deps: {
  db: Database;
  today: () => CalendarDay;
  notify: Notifier;
}) {
  const { db, today, notify } = deps;

  /** The request as the caller may see it, for the answer and the audit entry. */
  async function shown(tx: Executor, id: string) {
    const row = await findRequest(tx, id, null);
    if (!row) throw notFound();
    return toRoomRequestResponse(row);
  }

  /** Locks a pending request the caller may decide, or says why not. */
  async function pending(tx: Executor, account: Actor, id: string) {
    const locked = await lockRequest(tx, id);
    const before = locked && (await findRequest(tx, id, hostelScope(account)));
    if (!locked || !before) throw notFound();
    if (locked.status !== 'Pending') throw conflict(m.notPending(locked.status));
    return { locked, before: toRoomRequestResponse(before) };
  }

  /** Records the change of the request, as it is now, and answers it. */
  async function audit(
    tx: Executor,
    actor: Actor,
    action: string,
    id: string,
    before?: RoomRequest,
  ) {
    const after = await shown(tx, id);
    const label = `${after.student.name} (${after.student.studentId})`;
    const entry = { action, entityType: 'request', entityId: id, label, after };
    await recordChange(tx, actor, before ? { ...entry, before } : entry);
    return after;
  }

  async function page(filter: RequestFilter, paging: Paging): Promise<PageOf<RoomRequest>> {
    const { rows, total } = await listRequests(db, filter, pageWindow(paging));
    const data = rows.map(toRoomRequestResponse);
    return { data, pagination: pagination(paging, { count: total }) };
  }

  return {
    /** A student asks for a first room or a change; one request may wait at a time. */
    async create(student: SessionUser, input: RoomRequestCreateInput): Promise<RoomRequest> {
      try {
        return await db.transaction(async (tx) => {
          const me = await lockStudentForMove(tx, student._id);
          if (!me) throw notFound();
          if (!me.isActive) throw conflict(m.inactive);
          const id = await insertRequest(tx, me.id, me.roomId !== null, input);
          const request = await audit(tx, student, 'request.create', id);
          // Whoever's queue holds it: the staff of the hostel asked for, or of every hostel that
          // takes the student when none is, and of the hostel they live in now.
          const asked = input.preferredHostel
            ? [input.preferredHostel]
            : (await hostelsFor(tx, me.id)).map((hostel) => hostel.id);
          const hostels = me.hostelId ? [...asked, me.hostelId] : asked;
          await notify(tx, { staffOf: hostels }, requestCreated(request));
          return request;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'room_requests_pending_student_key') {
          throw conflict(m.alreadyOpen);
        }
        if (isForeignKeyViolation(error)) {
          throw fieldError('VALIDATION', 'preferredHostel', m.hostelMissing);
        }
        throw error;
      }
    },

    async withdraw(student: SessionUser, id: string): Promise<RoomRequest> {
      return db.transaction(async (tx) => {
        const locked = await lockRequest(tx, id);
        if (!locked || locked.studentId !== student._id) throw notFound();
        if (locked.status !== 'Pending') throw conflict(m.notPending(locked.status));
        const before = await shown(tx, id);
        await decide(tx, id, { status: 'Withdrawn' });
        return audit(tx, student, 'request.withdraw', id, before);
      });
    },

    async options(student: SessionUser): Promise<RoomRequestOptions> {
      const hostels = await hostelsFor(db, student._id);
      return { hostels: hostels.map(({ id, name, type }) => ({ _id: id, name, type })) };
    },

    own: (student: SessionUser, paging: Paging) =>
      page({ studentId: student._id, scope: null }, paging),

    queue: (
      account: SessionUser,
      filter: { status?: RoomRequestStatus | undefined },
      paging: Paging,
    ) => page({ ...filter, scope: hostelScope(account) }, paging),

    /**
     * Moves the student into the chosen bed and closes the request, in one transaction
     * (docs/product-rules.md#room-requests). The room is locked before it is counted, so two
     * approvals into its last bed queue: the second finds it full and changes nothing.
     */
    async approve(actor: Actor, id: string, input: RoomRequestApproveInput): Promise<RoomRequest> {
      return db.transaction(async (tx) => {
        const { locked, before } = await pending(tx, actor, id);
        const jumped = input.outOfOrderReason?.trim();
        let earlier = 0;
        const { moved, room } = await moveOnApproval(tx, actor, {
          ...input,
          studentId: locked.studentId,
          today,
          notFound,
          sameRoom: (name, roomNumber) => conflict(m.sameRoom(name, roomNumber)),
          // Earlier requests the room would fit go first, unless the office says why not.
          async beforeMove(room) {
            earlier = await earlierFitting(tx, locked.queued, room.id);
            if (earlier > 0 && !jumped) {
              throw fieldError('VALIDATION', 'outOfOrderReason', m.outOfOrder(earlier));
            }
          },
        });
        await decide(tx, id, {
          status: 'Approved',
          note: earlier > 0 ? jumped : null,
          by: actor.name,
          movedTo: room.id,
        });
        await notify(tx, { student: moved.id }, requestApproved(moved));
        return audit(tx, actor, 'request.approve', id, before);
      });
    },

    async reject(actor: Actor, id: string, reason: string): Promise<RoomRequest> {
      return db.transaction(async (tx) => {
        const { locked, before } = await pending(tx, actor, id);
        await decide(tx, id, { status: 'Rejected', note: reason, by: actor.name });
        await notify(tx, { student: locked.studentId }, requestRejected(reason));
        return audit(tx, actor, 'request.reject', id, before);
      });
    },
  };
}

export type RoomRequestsService = ReturnType<typeof createRoomRequestsService>;
