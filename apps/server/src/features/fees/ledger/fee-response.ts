import type { LedgerEntry } from '@hms/shared/fees';
import { paise } from '../paise';
import type { EntryRow } from './ledger-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toLedgerEntryResponse(row: EntryRow): LedgerEntry {
  return {
    _id: row.id,
    kind: row.kind,
    date: row.entryOn,
    amount: paise(row.amount),
    description: row.description,
    month: row.month,
    line: row.line,
    hostel: row.hostelId && row.hostelName ? { _id: row.hostelId, name: row.hostelName } : null,
    method: row.method,
    reference: row.reference,
    receiptNumber: row.receiptNumber,
    reverses: row.reverses,
    reversedBy: row.reversedBy,
    enteredBy: row.enteredByName,
    createdAt: iso(row.createdAt),
  };
}
