import type { LedgerEntry } from '@hms/shared/fees';
import { paise } from '../paise';
import type { EntryRow } from './ledger-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toLedgerEntryResponse(row: EntryRow): LedgerEntry {
  return {
    _id: row.id,
    kind: row.kind,
    date: row.entry_on,
    amount: paise(row.amount),
    description: row.description,
    month: row.month,
    line: row.line,
    hostel: row.hostel_id && row.hostel_name ? { _id: row.hostel_id, name: row.hostel_name } : null,
    method: row.method,
    reference: row.reference,
    receiptNumber: row.receipt_number,
    reverses: row.reverses,
    reversedBy: row.reversed_by,
    enteredBy: row.entered_by_name,
    createdAt: iso(row.created_at),
  };
}
