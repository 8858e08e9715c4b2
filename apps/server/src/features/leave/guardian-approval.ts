import {
  guardianLinkMessages as g,
  type GuardianDecision,
  type GuardianLeave,
  type Leave,
} from '@hms/shared/leave';
import type { Database, Executor } from '../../core/db/database';
import { AppError, fieldError } from '../../core/errors/app-error';
import { recordChange } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { createLoginThrottle, type ThrottleLimits } from '../auth';
import { readGuardianLink, type GuardianLinkKey } from './guardian-links';
import { leaveGuardianAnswered } from './leave-notifications';
import { findLeave, lockLeave, setGuardianDecision } from './leave-repository';

/**
 * Links that are not this server's, counted per client address: twenty in 15 minutes, then 429,
 * as for password-reset links. A link that reads is never counted.
 */
export const GUARDIAN_LINK_THROTTLE: ThrottleLimits = {
  perIdentifier: 20,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

const invalid = () => fieldError('VALIDATION', 'token', g.invalid);

/** "1 Dec 2026, 00:00" in the college's time zone. */
export function formatInstant(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/**
 * A guardian's answer to the signed link of a leave (docs/product-rules.md#leave): no sign-in,
 * the link is the permission. It answers once, under the leave's lock, while the leave is pending
 * and the link has not expired.
 */
export function createGuardianApproval(deps: {
  db: Database;
  key: GuardianLinkKey;
  notify: Notifier;
  shown: (tx: Executor, id: string) => Promise<Leave>;
  now: () => Date;
}) {
  const { db, key, notify, shown, now } = deps;
  const throttle = createLoginThrottle(db, 'guardian-link', GUARDIAN_LINK_THROTTLE);

  /** The link's leave, if this server signed it; a link that is not counts against the client. */
  async function read(token: string, address: string) {
    const who = `link:${address}`;
    await throttle.check(who, address);
    const link = readGuardianLink(key, token);
    if (!link.ok) {
      await throttle.recordFailure(who, address);
      throw invalid();
    }
    return link;
  }

  function view(leave: Leave, linkExpiresAt: Date): GuardianLeave {
    const guardian = leave.guardian;
    // The sooner of the link's own end and the leave's: a link signed earlier never outlives it.
    const expiresAt = new Date(
      Math.min(linkExpiresAt.getTime(), new Date(guardian?.expiresAt ?? 0).getTime()),
    );
    const decision = guardian?.decision ?? null;
    const state = decision
      ? 'answered'
      : leave.status !== 'Pending'
        ? 'closed'
        : now() >= expiresAt
          ? 'expired'
          : 'waiting';
    return {
      student: leave.student.name,
      hostel: leave.hostel?.name ?? null,
      from: leave.from,
      to: leave.to,
      destination: leave.destination,
      state,
      decision,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async function visible(tx: Executor, leaveId: string) {
    const leave = await findLeave(tx, leaveId, null).then((row) => row && shown(tx, leaveId));
    // A link is signed only for a leave its hostel asked about; one deleted since is gone.
    if (!leave?.guardian) throw new AppError('NOT_FOUND', g.gone);
    return leave;
  }

  return {
    /** What the guardian's page shows: whose leave, which days, where to, and where it stands. */
    async view(token: string, address: string): Promise<GuardianLeave> {
      const link = await read(token, address);
      return view(await visible(db, link.leaveId), link.expiresAt);
    },

    /**
     * The one answer. Two at once queue on the leave's lock, and the second finds it answered;
     * the entry is the guardian's, with no account, naming the student.
     */
    async answer(token: string, decision: GuardianDecision, address: string) {
      const link = await read(token, address);
      return db.transaction(async (tx) => {
        if (!(await lockLeave(tx, link.leaveId))) throw new AppError('NOT_FOUND', g.gone);
        const before = await visible(tx, link.leaveId);
        const current = view(before, link.expiresAt);
        if (current.state === 'answered' && current.decision) {
          throw new AppError('CONFLICT', g.answered(current.decision));
        }
        if (current.state === 'closed') throw new AppError('CONFLICT', g.notPending(before.status));
        if (current.state === 'expired') throw new AppError('GONE', g.expired);
        await setGuardianDecision(tx, link.leaveId, decision);
        const after = await shown(tx, link.leaveId);
        await recordChange(
          tx,
          { _id: null, role: 'guardian', name: `Guardian of ${after.student.name}` },
          {
            action: 'leave.guardian',
            entityType: 'leave',
            entityId: link.leaveId,
            label: `${after.student.name} (${after.student.studentId}), ${after.from} to ${after.to}`,
            before,
            after,
          },
        );
        await notify(
          tx,
          { staffOf: after.hostel?._id ?? null },
          leaveGuardianAnswered(after, 'staff'),
        );
        await notify(tx, { student: after.student._id }, leaveGuardianAnswered(after, 'student'));
        return { message: g[decision], data: view(after, link.expiresAt) };
      });
    },
  };
}
