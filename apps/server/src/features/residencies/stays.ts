import type { CalendarDay } from '@hms/shared/calendar-day';
import type { ResidencyEndReason } from '@hms/shared/enums';
import type { Executor } from '../../db/database';
import type { Actor } from '../audit/audit-repository';
import { chargeDepositOnArrival, creditUnusedDays } from '../fees/stay-charges';
import { beginStay, endStay } from './residencies-repository';

/**
 * A stay begins or ends, and the ledger follows in the same transaction
 * (docs/product-rules.md#fees): a first arrival in a hostel is charged its deposit, and days
 * already charged but not lived are credited. Every move, swap and check-out goes through these.
 */
export async function startStay(
  tx: Executor,
  actor: Actor,
  stay: { studentId: string; roomId: string; bed: number; movedInOn: CalendarDay },
): Promise<void> {
  await beginStay(tx, stay);
  await chargeDepositOnArrival(tx, actor, {
    studentId: stay.studentId,
    roomId: stay.roomId,
    on: stay.movedInOn,
  });
}

export async function finishStay(
  tx: Executor,
  actor: Actor,
  studentId: string,
  end: { on: CalendarDay; reason: ResidencyEndReason; note?: string | undefined },
): Promise<boolean> {
  const ended = await endStay(tx, studentId, end);
  if (ended) await creditUnusedDays(tx, actor, { residencyId: ended, endOn: end.on });
  return ended !== undefined;
}
