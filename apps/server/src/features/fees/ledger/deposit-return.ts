import type { CalendarDay } from '@hms/shared/calendar-day';
import { feeMessages as m, type DepositReturn } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import type { Executor } from '../../../core/db/database';
import { AppError, fieldError } from '../../../core/errors/app-error';
import type { Actor } from '../../../core/audit/record-change';
import { recordEntries } from '../ledger-audit';
import { paise } from '../paise';
import { depositsHeld, insertEntry, lockAccount } from './ledger-repository';

/**
 * At check-out, the deposit held in the hostel being left goes back to the student
 * (docs/product-rules.md#fees): `apply` of it settles dues, `refund` of it is paid out, in the
 * check-out's own transaction. A refund is only what the account owes the student once the
 * deposit is returned, so dues are never left standing while money is paid out.
 */
export async function returnDeposit(
  tx: Executor,
  actor: Actor,
  stay: { studentId: string; hostelId: string; on: CalendarDay },
  input: DepositReturn,
): Promise<void> {
  const { apply, refund } = input;
  if (apply + refund === 0) return;
  const account = await lockAccount(tx, stay.studentId);
  const deposit = (await depositsHeld(tx, stay.studentId)).find(
    (held) => held.hostelId === stay.hostelId,
  );
  if (!account || !deposit) throw new AppError('CONFLICT', m.noDeposit);
  const held = paise(deposit.held);
  if (apply + refund > held)
    throw fieldError('VALIDATION', 'deposit.apply', m.depositTooMuch(formatRupees(held)));
  const owed = apply + refund - account.balance;
  if (refund > Math.max(0, owed)) {
    throw fieldError(
      'VALIDATION',
      'deposit.refund',
      m.refundTooMuch(formatRupees(Math.max(0, owed))),
    );
  }
  const entry = { studentId: stay.studentId, entryOn: stay.on, enteredBy: actor };
  const hostel = { hostelId: deposit.hostelId, hostelName: deposit.hostelName };
  const parts = [
    apply > 0 ? `${formatRupees(apply)} applied to dues` : '',
    refund > 0 ? `${formatRupees(refund)} refunded` : '',
  ].filter(Boolean);
  const returned = await insertEntry(tx, {
    ...entry,
    ...hostel,
    kind: 'Deposit returned',
    amount: -(apply + refund),
    description: `Security deposit returned, ${deposit.hostelName}: ${parts.join(', ')}`,
  });
  const added = [{ id: returned! }];
  if (refund > 0) {
    const paid = await insertEntry(tx, {
      ...entry,
      ...hostel,
      kind: 'Refund',
      amount: refund,
      description: `Security deposit refunded by ${input.method}`,
      method: input.method,
      reference: input.reference || null,
    });
    added.push({ id: paid! });
  }
  await recordEntries(tx, actor, 'ledger.deposit', added);
}
