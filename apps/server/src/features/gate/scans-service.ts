import type { SessionUser } from '@hms/shared/auth';
import { todayIn } from '@hms/shared/calendar-day';
import { gateMessages as m, OFFLINE_SCAN_MAX_HOURS, type GateScanInput } from '@hms/shared/gate';
import { lateMinutes, SAME_MOVEMENT_SECONDS } from '@hms/shared/gate-rules';
import type { Database, Executor } from '../../core/db/database';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { AppError } from '../../core/errors/app-error';
import type { Notifier } from '../../core/notify/notify';
import { hostelScope } from '../../core/scope/hostel-scope';
import type { TellGuardians } from '../guardians';
import { leaveAtGate, type GateLeave } from '../leave';
import { guardiansOfLateReturn, lateReturnNotice } from './gate-notifications';
import { toMovement } from './movement-response';
import { findMovement } from './movements-repository';
import { readPass, type PassKey } from './pass-codes';
import {
  findResident,
  insertMovement,
  lockStudent,
  movementBefore,
  movementByKey,
  sameMovementNear,
  type ResidentRow,
} from './scans-repository';

/** A clock a little ahead of the server's is still the present. */
const FUTURE_SLACK_MS = 2 * 60_000;

/**
 * A guard's scan at a gate (docs/product-rules.md#gate-movements): who it is, what it means, and
 * the movement recorded once, however many times the phone sends it or guards scan it.
 */
export function createScansService(deps: {
  db: Database;
  passKey: PassKey;
  timeZone: string;
  notify: Notifier;
  tellGuardians: TellGuardians;
  now?: () => Date;
}) {
  const { db, passKey, timeZone, notify, tellGuardians } = deps;
  const now = deps.now ?? (() => new Date());

  function scanTime(input: GateScanInput): Date {
    const at = new Date(input.scannedAt);
    const current = now().getTime();
    if (at.getTime() > current + FUTURE_SLACK_MS)
      throw new AppError('VALIDATION', m.scannedInFuture);
    if (at.getTime() < current - OFFLINE_SCAN_MAX_HOURS * 3_600_000) {
      throw new AppError('VALIDATION', m.scannedTooLongAgo);
    }
    return at;
  }

  async function resident(account: SessionUser, input: GateScanInput, at: Date) {
    const scope = hostelScope(account);
    if (input.code) {
      const pass = readPass(passKey, input.code, at);
      if (!pass.ok) {
        throw new AppError('VALIDATION', pass.reason === 'expired' ? m.passExpired : m.passInvalid);
      }
      const found = await findResident(db, { id: pass.studentId }, scope);
      if (!found) throw new AppError('NOT_FOUND', m.notResident);
      return found;
    }
    const rollNumber = input.rollNumber ?? '';
    const found = await findResident(db, { rollNumber }, scope);
    if (!found) throw new AppError('NOT_FOUND', m.studentNotFound);
    return found;
  }

  /** An answer for a scan already recorded. */
  async function answer(tx: Executor, id: number, who: ResidentRow, alreadyRecorded: boolean) {
    const row = await findMovement(tx, id);
    if (!row) throw new Error('A recorded movement was not found');
    return { movement: toMovement(row), roomNumber: who.roomNumber, alreadyRecorded };
  }

  async function record(account: SessionUser, input: GateScanInput) {
    const at = scanTime(input);
    const who = await resident(account, input, at);
    return db.transaction(async (tx) => {
      await lockStudent(tx, who.id);
      const sent = await movementByKey(tx, input.clientKey);
      if (sent) return answer(tx, sent.id, who, true);
      const twin = await sameMovementNear(tx, who.id, input.direction, at, SAME_MOVEMENT_SECONDS);
      if (twin) return answer(tx, twin.id, who, true);

      const before = await movementBefore(tx, who.id, at);
      const facts =
        input.direction === 'out'
          ? await goingOut(tx, who, at, before, account)
          : await comingIn(tx, who, at, before, account);
      const id = await insertMovement(tx, {
        studentId: who.id,
        hostelId: who.hostelId,
        direction: input.direction,
        gate: input.gate,
        scannedAt: at,
        recordedById: account._id,
        recordedBy: account.name,
        clientKey: input.clientKey,
        ...facts,
      });
      const result = await answer(tx, id, who, false);
      await recordChange(tx, account, {
        action: `gate.${input.direction}`,
        entityType: 'student',
        entityId: who.id,
        label: `${who.name} (${who.rollNumber})`,
        after: { ...result.movement, roomNumber: who.roomNumber },
      });
      if (facts.lateMinutes !== null) {
        await notify(tx, { staffOf: who.hostelId }, lateReturnNotice(result.movement));
        await tellGuardians(tx, {
          actor: account,
          studentId: who.id,
          topic: 'lateReturn',
          ...guardiansOfLateReturn(result.movement),
        });
      }
      return result;
    });
  }

  type Before = Awaited<ReturnType<typeof movementBefore>>;

  const recountBy = (actor: Actor) => ({ actor, today: todayIn(timeZone), timeZone });

  async function goingOut(tx: Executor, who: ResidentRow, at: Date, before: Before, by: Actor) {
    const leave = await leaveAtGate.covering(tx, who.id, todayIn(timeZone, at));
    if (leave) await leaveAtGate.taken(tx, leave.id, at, recountBy(by));
    return {
      leaveId: leave?.id ?? null,
      lateMinutes: null,
      unmatched: before?.direction === 'out' ? ('out-twice' as const) : null,
      withoutLeave: leave === null,
    };
  }

  async function comingIn(tx: Executor, who: ResidentRow, at: Date, before: Before, by: Actor) {
    const wentOut = before?.direction === 'out' ? before : null;
    const leave: GateLeave | null = wentOut?.leaveId
      ? await leaveAtGate.stillApproved(tx, wentOut.leaveId)
      : null;
    if (leave) await leaveAtGate.completed(tx, leave.id, at, recountBy(by));
    return {
      leaveId: leave?.id ?? null,
      lateMinutes: lateMinutes({
        returnedAt: at,
        wentOutAt: wentOut?.scannedAt ?? null,
        curfew: who.curfew,
        timeZone,
        leaveLastDay: leave?.toDay ?? null,
      }),
      unmatched: wentOut ? null : ('in-without-out' as const),
      withoutLeave: false,
    };
  }

  return { record };
}

export type ScansService = ReturnType<typeof createScansService>;
