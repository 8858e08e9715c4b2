import type { Executor } from '../../core/db/database';
import type { Actor } from '../../core/audit/record-change';
import { chargeDepositsOnArrival, creditUnusedDays } from '../fees';
import { beginStays, endStay } from './bed-moves-repository';

/**
 * A stay begins or ends, and the ledger follows in the same transaction
 * (docs/product-rules.md#fees): a first arrival in a hostel is charged its deposit, and days
 * already charged but not lived are credited. Every move, swap and check-out goes through these.
 * Stays begin together, an import's new residents as a move's one: a statement for the stays,
 * one for their deposits.
 */
export async function startStays(
  tx: Executor,
  actor: Actor,
  stays: Parameters<typeof beginStays>[1],
): Promise<void> {
  if (stays.length === 0) return;
  await beginStays(tx, stays);
  await chargeDepositsOnArrival(
    tx,
    actor,
    stays.map((stay) => ({ studentId: stay.studentId, roomId: stay.roomId, on: stay.movedInOn })),
  );
}

export async function finishStay(
  tx: Executor,
  actor: Actor,
  studentId: string,
  end: Parameters<typeof endStay>[2],
): Promise<boolean> {
  const ended = await endStay(tx, studentId, end);
  if (ended) await creditUnusedDays(tx, actor, { residencyId: ended, studentId, endOn: end.on });
  return ended !== undefined;
}
