import { formatMonth, type Month } from '@hms/shared/fee-rules';
import type { Receipt } from '@hms/shared/fees';
import { rupeesInWords } from '@hms/shared/money-words';
import { paise } from '../paise';
import type { EntryRow } from './ledger-repository';

/** What a payment's receipt keeps from the moment it was made (ledger_entries.receipt). */
export type ReceiptSnapshot = {
  student: { name: string; studentId: string };
  hostel: string | null;
  room: string | null;
  lines: { description: string; month: Month | null; amount: number }[];
};

/** "Oct 2026 – Nov 2026", or one month, or null when the payment settled no month's dues. */
function periodOf(lines: ReceiptSnapshot['lines']): string | null {
  const months = lines.flatMap((line) => (line.month ? [line.month] : [])).sort();
  if (months.length === 0) return null;
  const first = formatMonth(months[0]!);
  const last = formatMonth(months[months.length - 1]!);
  return first === last ? first : `${first} – ${last}`;
}

/** The receipt of a payment entry: what it settled, the amount in figures and words. */
export function toReceipt(row: EntryRow): Receipt {
  const snapshot = row.receipt as ReceiptSnapshot;
  const amount = -paise(row.amount);
  return {
    _id: row.id,
    number: row.receiptNumber ?? '',
    date: row.entryOn,
    // The ledger the receipt belongs to, which outlives a deleted student.
    student: { _id: row.studentId, ...snapshot.student },
    hostel: snapshot.hostel,
    room: snapshot.room,
    period: periodOf(snapshot.lines),
    lines: snapshot.lines.map(({ description, amount: part }) => ({ description, amount: part })),
    amount,
    amountInWords: rupeesInWords(amount),
    method: row.method ?? 'Cash',
    reference: row.reference,
    receivedBy: row.enteredByName,
    cancelled: row.reversedBy !== null,
  };
}
