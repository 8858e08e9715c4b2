import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Executor } from '../../core/db/database';
import type { Actor } from '../../core/audit/record-change';
import { recordEntries } from './ledger-audit';
import { trimMessCutsAtStayEnd } from './mess-cuts';
import { insertArrivalDeposits, insertUnusedDayCredits } from './stay-charges-queries';

/**
 * The hostel's security deposit, charged when a student first moves into the hostel
 * (docs/product-rules.md#fees), once, whatever races. A hostel without a deposit charges nothing.
 * Every arrival given is charged at once, so an import's thousands of first stays cost what one
 * does.
 */
export async function chargeDepositsOnArrival(
  tx: Executor,
  actor: Actor,
  stays: readonly { studentId: string; roomId: string; on: CalendarDay }[],
): Promise<void> {
  if (stays.length === 0) return;
  const added = await insertArrivalDeposits(tx, actor, stays);
  await recordEntries(tx, actor, 'ledger.charge', added);
}

/**
 * When a stay ends inside a month already charged past its end, the days not lived are credited
 * (docs/product-rules.md#fees): the charge, less what the days lived would have cost, rounded
 * as charges are. A stay that ends before anything was charged needs no credit; posting the month
 * then charges only the days lived.
 */
export async function creditUnusedDays(
  tx: Executor,
  actor: Actor,
  stay: { residencyId: string; studentId: string; endOn: CalendarDay },
): Promise<void> {
  const added = await insertUnusedDayCredits(tx, actor, stay);
  await recordEntries(tx, actor, 'ledger.credit', added);
  await trimMessCutsAtStayEnd(tx, actor, stay);
}
