import type { SessionUser } from '@hms/shared/auth';
import { addDays, type CalendarDay } from '@hms/shared/calendar-day';
import type { LeaveStatus } from '@hms/shared/enums';
import {
  leaveDaysProblem,
  leaveMessages as m,
  mayCancelLeave,
  type Leave,
  type LeaveApplyInput,
} from '@hms/shared/leave';
import type { Database, Executor } from '../../core/db/database';
import { type PageOf, type Paging, pageWindow, pagination } from '../../core/paging/page';
import { sqlState } from '../../core/db/pg-errors';
import { AppError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { hostelScope } from '../../core/scope/hostel-scope';
import { leaveCancelled, leaveCreated, leaveDecided } from './leave-notifications';
import {
  awayLeaves,
  findLeave,
  insertLeave,
  leaveList,
  lockApplicant,
  lockLeave,
  overlappingLeave,
  ownLeaves,
  setLeaveStatus,
  type LeaveRow,
} from './leave-repository';
import { toLeaveResponse } from './leave-response';

/** Raised by `leaves_no_overlap` (migration 0025) when two leaves of a student would overlap. */
const EXCLUSION_VIOLATION = '23P01';

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);
const overlaps = (other: { fromDay: CalendarDay; toDay: CalendarDay }) =>
  new AppError('CONFLICT', m.overlaps(other.fromDay, other.toDay));

/** Leave (out-pass) applications: docs/product-rules.md#leave. */
export function createLeaveService(deps: {
  db: Database;
  today: () => CalendarDay;
  notify: Notifier;
}) {
  const { db, today, notify } = deps;

  async function shown(tx: Executor, id: string): Promise<Leave> {
    const row = await findLeave(tx, id, null);
    if (!row) throw notFound();
    return toLeaveResponse(row, today());
  }

  async function audit(tx: Executor, actor: Actor, action: string, id: string, before?: Leave) {
    const after = await shown(tx, id);
    await recordChange(tx, actor, {
      action,
      entityType: 'leave',
      entityId: id,
      label: `${after.student.name} (${after.student.studentId}), ${after.from} to ${after.to}`,
      ...(before ? { before } : {}),
      after,
    });
    return after;
  }

  function pageOf({ rows, total }: { rows: LeaveRow[]; total: number }, paging: Paging) {
    const day = today();
    const data = rows.map((row) => toLeaveResponse(row, day));
    return { data, pagination: pagination(paging, { count: total }) };
  }

  /** A staff decision on a pending leave in the caller's scope, in one transaction. */
  function decide(actor: Actor, id: string, status: LeaveStatus, note: string | undefined) {
    return db.transaction(async (tx) => {
      const locked = await lockLeave(tx, id);
      const visible = locked && (await findLeave(tx, id, hostelScope(actor)));
      if (!locked || !visible) throw notFound();
      if (locked.status !== 'Pending') throw conflict(m.notPending(locked.status));
      const before = toLeaveResponse(visible, today());
      await setLeaveStatus(tx, id, { status, note: note || null, by: actor.name });
      const action = status === 'Approved' ? 'leave.approve' : 'leave.reject';
      const after = await audit(tx, actor, action, id, before);
      await notify(tx, { student: after.student._id }, leaveDecided(after));
      return after;
    });
  }

  return {
    /**
     * A student living in a hostel applies. The student row is locked first, so two applications
     * of theirs queue and the second sees the first; the exclusion constraint holds it for any
     * other writer.
     */
    async apply(student: SessionUser, input: LeaveApplyInput): Promise<Leave> {
      const problem = leaveDaysProblem({ from: input.from, to: input.to, today: today() });
      if (problem) {
        throw new AppError('VALIDATION', problem.message, { errors: [problem] });
      }
      try {
        return await db.transaction(async (tx) => {
          const me = await lockApplicant(tx, student._id);
          if (!me) throw notFound();
          if (!me.isActive) throw conflict(m.inactive);
          if (!me.hostelId) throw conflict(m.noRoom);
          const other = await overlappingLeave(tx, me.id, input);
          if (other) throw overlaps(other);
          const id = await insertLeave(tx, { ...input, studentId: me.id, hostelId: me.hostelId });
          const after = await audit(tx, student, 'leave.apply', id);
          await notify(tx, { staffOf: me.hostelId, except: student._id }, leaveCreated(after));
          return after;
        });
      } catch (error) {
        if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
        const other = await overlappingLeave(db, student._id, input);
        throw overlaps(other ?? { fromDay: input.from, toDay: input.to });
      }
    },

    /** The owner cancels pending or approved leave before its first day. */
    async cancel(student: SessionUser, id: string): Promise<Leave> {
      return db.transaction(async (tx) => {
        const locked = await lockLeave(tx, id);
        if (!locked || locked.studentId !== student._id) throw notFound();
        if (!mayCancelLeave({ status: locked.status, from: locked.fromDay }, today())) {
          throw conflict(m.notCancellable);
        }
        const before = await shown(tx, id);
        await setLeaveStatus(tx, id, { status: 'Cancelled' });
        const after = await audit(tx, student, 'leave.cancel', id, before);
        if (locked.status === 'Approved') {
          await notify(
            tx,
            { staffOf: locked.hostelId, except: student._id },
            leaveCancelled(after),
          );
        }
        return after;
      });
    },

    approve: (actor: Actor, id: string, note: string | undefined) =>
      decide(actor, id, 'Approved', note),

    reject: (actor: Actor, id: string, note: string) => decide(actor, id, 'Rejected', note),

    async own(student: SessionUser, paging: Paging): Promise<PageOf<Leave>> {
      return pageOf(await ownLeaves(db, student._id, pageWindow(paging)), paging);
    },

    async list(
      account: SessionUser,
      query: { status?: LeaveStatus | undefined; hostel?: string | undefined } & Paging,
    ): Promise<PageOf<Leave>> {
      const scope = hostelScope(account);
      return pageOf(await leaveList(db, { ...query, scope }, pageWindow(query)), query);
    },

    /** Who is away today and who is due back today or tomorrow, in the caller's scope. */
    async away(account: SessionUser, hostel: string | undefined) {
      const day = today();
      const tomorrow = addDays(day, 1);
      const scope = hostelScope(account);
      const rows = await awayLeaves(db, { hostel, scope, today: day, tomorrow });
      const leaves = rows.map((row) => toLeaveResponse(row, day));
      return {
        day,
        awayToday: leaves.filter((leave) => leave.from <= day),
        dueBack: leaves.filter((leave) => leave.to <= tomorrow),
      };
    },
  };
}

export type LeaveService = ReturnType<typeof createLeaveService>;
