import type { CalendarDay } from '@hms/shared/calendar-day';
import {
  entryDayProblem,
  financialYearOf,
  receiptNumber,
  settledBy,
  unpaidDues,
  type DuesEntry,
} from '@hms/shared/fee-rules';
import type { LedgerEntry, PaymentCreateInput } from '@hms/shared/fees';
import type { Executor } from '../../../core/db/database';
import type { Actor } from '../../../core/audit/record-change';
import { fieldError } from '../../../core/errors/app-error';
import { recordEntries } from '../ledger-audit';
import {
  allEntries,
  insertEntry,
  nextReceiptSequence,
  type EntryRow,
  type FeeStudentRow,
} from './ledger-repository';
import { paise } from '../paise';
import type { ReceiptSnapshot } from './receipts';

/** Thrown inside a payment's transaction when its idempotency key was recorded meanwhile. */
export class AlreadyRecorded extends Error {}

export function toDuesEntries(rows: readonly EntryRow[]): DuesEntry[] {
  return rows.map((row) => ({
    id: row.id,
    date: row.entryOn,
    amount: paise(row.amount),
    month: row.month,
    description: row.description,
    reverses: row.reverses,
  }));
}

/** The day an entry is dated: the one asked for once entryDayProblem allows it, or today. */
export function entryDay(asked: CalendarDay | undefined, today: CalendarDay): CalendarDay {
  const day = asked ?? today;
  const problem = entryDayProblem(day, today);
  if (problem) throw fieldError('VALIDATION', 'date', problem);
  return day;
}

/**
 * Records a payment under the student's locked account (docs/product-rules.md#fees): it settles
 * the oldest dues first, as its receipt lists, and takes the next receipt number of the financial
 * year of its day. Answers the new entry.
 */
export async function recordPayment(
  tx: Executor,
  actor: Actor,
  student: FeeStudentRow,
  input: PaymentCreateInput & { amount: number },
  day: CalendarDay,
): Promise<LedgerEntry> {
  const dues = unpaidDues(toDuesEntries(await allEntries(tx, student.id)));
  const financialYear = financialYearOf(day);
  const number = receiptNumber(financialYear, await nextReceiptSequence(tx, financialYear));
  const receipt: ReceiptSnapshot = {
    student: { name: student.name, studentId: student.rollNumber },
    hostel: student.hostelName,
    room: student.roomNumber,
    lines: settledBy(dues, input.amount),
  };
  const id = await insertEntry(tx, {
    studentId: student.id,
    kind: 'Payment',
    entryOn: day,
    amount: -input.amount,
    description: `Payment by ${input.method}, receipt ${number}`,
    hostelId: student.hostelId,
    hostelName: student.hostelName,
    method: input.method,
    reference: input.reference || null,
    receiptNumber: number,
    receipt,
    idempotencyKey: input.idempotencyKey,
    enteredBy: actor,
  });
  // Another request with this key won; rolling back returns the receipt number taken here.
  if (!id) throw new AlreadyRecorded();
  const [payment] = await recordEntries(tx, actor, 'ledger.payment', [{ id }]);
  return payment!;
}
