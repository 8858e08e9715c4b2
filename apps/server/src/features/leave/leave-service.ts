import type { SessionUser } from '@hms/shared/auth';
import { addDays, type CalendarDay } from '@hms/shared/calendar-day';
import type { LeaveStatus } from '@hms/shared/enums';
import {
  guardianLinkExpiry,
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
import type { MailSettings } from '../../core/notify/mail-text';
import { hostelScope } from '../../core/scope/hostel-scope';
import type { TellGuardians } from '../guardians';
import { createGuardianApproval, formatInstant } from './guardian-approval';
import { guardianLinkToken, guardianLinkUrl, type GuardianLinkKey } from './guardian-links';
import {
  guardiansAskedOfLeave,
  guardiansOfLeaveApplied,
  guardiansOfLeaveDecided,
  leaveCancelled,
  leaveCreated,
  leaveDecided,
} from './leave-notifications';
import {
  awayLeaves,
  findLeave,
  insertLeave,
  leaveList,
  lockApplicant,
  lockLeave,
  overlappingLeave,
  ownLeaves,
  setGuardianAsked,
  setLeaveStatus,
  type LeaveRow,
} from './leave-repository';
import { toLeaveResponse } from './leave-response';
import { recountMessCuts } from '../fees';

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
  /** Guardians hear of leave applied and decided only while the student consents. */
  tellGuardians: TellGuardians;
  /** The college's time zone: a guardian's link ends at the leave's first day, 00:00, there. */
  timeZone: string;
  /** Signs and reads guardians' links; every server of one database has the same. */
  guardianLinkKey: GuardianLinkKey;
  /** Null when no e-mail is set up: no guardian can be asked, and the warden decides alone. */
  mail: MailSettings | null;
  now?: () => Date;
}) {
  const { db, today, notify, tellGuardians, timeZone, mail } = deps;
  const now = deps.now ?? (() => new Date());

  async function shown(tx: Executor, id: string): Promise<Leave> {
    const row = await findLeave(tx, id, null);
    if (!row) throw notFound();
    return toLeaveResponse(row, today(), timeZone);
  }

  /**
   * Why the office may not approve yet: the guardian asked has not answered and the link still
   * works, or they declined. Rejecting is always allowed.
   */
  function guardianHolds(guardian: Leave['guardian']): string | undefined {
    if (!guardian) return undefined;
    if (guardian.decision === 'Declined') return m.guardianDeclined;
    const expiresAt = new Date(guardian.expiresAt);
    if (guardian.decision === null && now() < expiresAt) {
      return m.waitingForGuardian(formatInstant(expiresAt, timeZone));
    }
    return undefined;
  }

  /**
   * What the student's guardians are e-mailed of an application: where the hostel asks for their
   * approval (and e-mail is set up), the link that answers it; otherwise (or once the link has
   * no time left) the usual message. Answers how many guardians were told.
   */
  async function tellOfApplication(tx: Executor, student: SessionUser, leave: Leave) {
    const guardian = leave.guardian;
    const asked = guardian ? new Date(guardian.expiresAt) > now() : false;
    const message =
      guardian && asked
        ? guardiansAskedOfLeave(leave, {
            url: guardianLinkUrl(
              mail?.appUrl ?? '',
              guardianLinkToken(deps.guardianLinkKey, leave._id, new Date(guardian.expiresAt)),
            ),
            until: formatInstant(new Date(guardian.expiresAt), timeZone),
          })
        : guardiansOfLeaveApplied(leave);
    return tellGuardians(tx, {
      actor: student,
      studentId: leave.student._id,
      topic: 'leave',
      ...message,
    });
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
    const data = rows.map((row) => toLeaveResponse(row, day, timeZone));
    return { data, pagination: pagination(paging, { count: total }) };
  }

  /** A staff decision on a pending leave in the caller's scope, in one transaction. */
  function decide(actor: Actor, id: string, status: LeaveStatus, note: string | undefined) {
    return db.transaction(async (tx) => {
      const locked = await lockLeave(tx, id);
      const visible = locked && (await findLeave(tx, id, hostelScope(actor)));
      if (!locked || !visible) throw notFound();
      if (locked.status !== 'Pending') throw conflict(m.notPending(locked.status));
      const before = toLeaveResponse(visible, today(), timeZone);
      const held = status === 'Approved' ? guardianHolds(before.guardian) : undefined;
      if (held) throw conflict(held);
      await setLeaveStatus(tx, id, { status, note: note || null, by: actor.name });
      await recountMessCuts(tx, actor, [id], { today: today(), timeZone });
      const action = status === 'Approved' ? 'leave.approve' : 'leave.reject';
      const after = await audit(tx, actor, action, id, before);
      await notify(tx, { student: after.student._id }, leaveDecided(after));
      await tellGuardians(tx, {
        actor,
        studentId: after.student._id,
        topic: 'leave',
        ...guardiansOfLeaveDecided(after),
      });
      return after;
    });
  }

  return {
    /** A guardian's page and answer, by the signed link (no sign-in). */
    guardianLink: createGuardianApproval({ db, key: deps.guardianLinkKey, notify, shown, now }),

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
          // Without e-mail nobody can be asked, and the warden decides as in any hostel.
          const guardianFirst = mail !== null && me.guardianApprovesLeave === true;
          // A leave that begins today leaves a link no time: its guardians are told, not asked.
          const at = now();
          if (guardianFirst && guardianLinkExpiry(at, input.from, timeZone) > at) {
            await setGuardianAsked(tx, id);
          }
          const after = await audit(tx, student, 'leave.apply', id);
          await notify(tx, { staffOf: me.hostelId, except: student._id }, leaveCreated(after));
          const told = await tellOfApplication(tx, student, after);
          // Rolls the application back: nobody could be asked.
          if (guardianFirst && told === 0) throw conflict(m.guardianNeeded);
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
        await recountMessCuts(tx, student, [id], { today: today(), timeZone });
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
      const leaves = rows.map((row) => toLeaveResponse(row, day, timeZone));
      return {
        day,
        awayToday: leaves.filter((leave) => leave.from <= day),
        dueBack: leaves.filter((leave) => leave.to <= tomorrow),
      };
    },
  };
}

export type LeaveService = ReturnType<typeof createLeaveService>;
