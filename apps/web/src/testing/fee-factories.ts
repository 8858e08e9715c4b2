import { todayIn } from '@hms/shared/calendar-day';
import type { Account, Collection, DueRow, LedgerEntry, Receipt } from '@hms/shared/fees';
import type { Hostel } from '@hms/shared/hostels';
import { nextId, timestamp } from './factories';
import { testConfig, type MockRoutes } from './mock-api';

/** This month in the test configuration's time zone, as the Fees page starts with it. */
export const thisMonth = todayIn(testConfig.timeZone).slice(0, 7);

export function createAccount(overrides: Partial<Account> = {}): Account {
  return {
    student: { _id: nextId(), name: 'Priya Sharma', studentId: '2024CS001' },
    deletedAt: null,
    balance: 0,
    owingSince: null,
    dues: [],
    deposits: [],
    ...overrides,
  };
}

/** A ledger entry, by default a month's rent charged. */
export function createLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    _id: nextId(),
    kind: 'Charge',
    date: '2026-11-01',
    amount: 450000,
    description: 'Rent for Nov 2026',
    month: '2026-11',
    line: 'Rent',
    hostel: null,
    method: null,
    reference: null,
    receiptNumber: null,
    reverses: null,
    reversedBy: null,
    enteredBy: 'Asha Menon',
    createdAt: timestamp,
    ...overrides,
  };
}

/** A payment entry with its receipt number. */
export function createPayment(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return createLedgerEntry({
    kind: 'Payment',
    amount: -450000,
    description: 'Payment by UPI',
    month: null,
    line: null,
    method: 'UPI',
    reference: 'UPI-778812',
    receiptNumber: 'RCPT/2026-27/000123',
    ...overrides,
  });
}

export function entriesPage(
  entries: LedgerEntry[],
  { page = 1, limit = 10, total = entries.length } = {},
) {
  return { success: true, data: entries, pagination: { page, limit, total } };
}

export function createReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    _id: nextId(),
    number: 'RCPT/2026-27/000123',
    date: '2026-11-05',
    student: { _id: nextId(), name: 'Priya Sharma', studentId: '2024CS001' },
    hostel: 'Kaveri',
    room: '101',
    period: 'Nov 2026',
    lines: [{ description: 'Rent for Nov 2026', amount: 450050 }],
    amount: 450050,
    amountInWords: 'Rupees Four Thousand Five Hundred and Fifty Paise Only',
    method: 'UPI',
    reference: 'UPI-778812',
    receivedBy: 'Asha Menon',
    cancelled: false,
    ...overrides,
  };
}

export function createDueRow(overrides: Partial<DueRow> = {}): DueRow {
  return {
    student: { _id: nextId(), name: 'Priya Sharma', studentId: '2024CS001' },
    deleted: false,
    hostel: 'Kaveri',
    room: '101',
    balance: 900000,
    owingSince: '2026-10-01',
    days: 45,
    ...overrides,
  };
}

export function duesPage(rows: DueRow[], { page = 1, limit = 20, total = rows.length } = {}) {
  return { success: true, data: rows, pagination: { page, limit, total } };
}

export function collectionOf(hostels: Collection['hostels'], month = thisMonth): Collection {
  return { month, hostels };
}

export const ok = (data: unknown) => ({ body: { success: true, data } });

/** What the office's Fees page asks for as it opens, with nothing posted, collected or owed. */
export function feesPageRoutes(hostels: Hostel[] = []): MockRoutes {
  return {
    'GET /api/hostels': ok(hostels),
    [`GET /api/fees/postings/preview?month=${thisMonth}`]: ok({
      _id: null,
      month: thisMonth,
      hostel: null,
      lines: 0,
      students: 0,
      total: 0,
    }),
    [`GET /api/fees/collection?month=${thisMonth}`]: ok(collectionOf([])),
    'GET /api/fees/dues?page=1&limit=20': { body: duesPage([]) },
  };
}
