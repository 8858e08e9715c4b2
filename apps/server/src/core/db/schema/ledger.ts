import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { chargeLine, ledgerEntryKind, paymentMethod } from './enums';
import { hostels } from './hostels';
import { residencies } from './residencies';

/**
 * Each student's account, an append-only list of entries (docs/decisions/045). `amount` is in
 * paise: what the student owes more (charges, fines, refunds paid out) or less (payments,
 * waivers, a returned deposit). Migration 0022's triggers refuse updates and deletes, check a
 * reversal against the entry it reverses, and keep ledger_accounts equal to the entries' sum.
 *
 * `student_id` names the account's holder without a foreign key: the ledger outlives a deleted
 * student, whose name and student ID their account keeps (docs/decisions/056).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order entries were made in, which breaks ties between entries of one day.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    studentId: uuid('student_id').notNull(),
    kind: ledgerEntryKind('kind').notNull(),
    entryOn: date('entry_on', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    hostelId: uuid('hostel_id').references(() => hostels.id, { onDelete: 'set null' }),
    hostelName: text('hostel_name'),
    // A month's charge: its stay, month, line, the days it covers and the monthly rate (rupees).
    residencyId: uuid('residency_id').references(() => residencies.id, { onDelete: 'restrict' }),
    month: date('month', { mode: 'string' }),
    line: chargeLine('line'),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    rate: integer('rate'),
    // The posting that made a month's charge: one audit entry stands for all of its lines.
    postingId: uuid('posting_id'),
    method: paymentMethod('method'),
    reference: text('reference'),
    receiptNumber: text('receipt_number'),
    // What a receipt prints, fixed when the payment is made.
    receipt: jsonb('receipt'),
    idempotencyKey: uuid('idempotency_key'),
    reverses: uuid('reverses').references((): AnyPgColumn => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason'),
    // A mess cut's leave (docs/product-rules.md#mess-cut); no foreign key, as for the student.
    leaveId: uuid('leave_id'),
    enteredById: uuid('entered_by_id'),
    enteredByName: text('entered_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_student_idx').on(t.studentId, t.seq),
    index('ledger_entries_hostel_day_idx').on(t.hostelId, t.entryOn),
    // The fee collection report: a year of every hostel's entries by day, with what it sums,
    // read from the index alone (docs/decisions/047).
    index('ledger_entries_day_idx').on(t.entryOn, t.kind, t.amount, t.line, t.reverses, t.hostelId),
    // Posting a month twice, or twice at once, charges each stay's line once.
    uniqueIndex('ledger_entries_charge_key')
      .on(t.residencyId, t.month, t.line)
      .where(sql`${t.kind} = 'Charge' and ${t.line} <> 'Security deposit'`),
    // Days a stay did not use, once the stay has ended, are credited once.
    uniqueIndex('ledger_entries_unused_key')
      .on(t.residencyId, t.month, t.line)
      .where(sql`${t.kind} = 'Waiver' and ${t.residencyId} is not null`),
    // The deposit is charged on a student's first arrival in a hostel.
    uniqueIndex('ledger_entries_deposit_key')
      .on(t.studentId, t.hostelId)
      .where(sql`${t.kind} = 'Charge' and ${t.line} = 'Security deposit'`),
    // A leave's mess cuts, recounted when the leave changes.
    index('ledger_entries_leave_idx')
      .on(t.leaveId)
      .where(sql`${t.leaveId} is not null`),
    uniqueIndex('ledger_entries_receipt_key').on(t.receiptNumber),
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('ledger_entries_reverses_key').on(t.reverses),
    check(
      'ledger_entries_sign_check',
      sql`case ${t.kind}
        when 'Charge' then ${t.amount} > 0 when 'Fine' then ${t.amount} > 0
        when 'Refund' then ${t.amount} > 0
        when 'Payment' then ${t.amount} < 0 when 'Waiver' then ${t.amount} < 0
        when 'Deposit returned' then ${t.amount} < 0
        else ${t.amount} <> 0 end`,
    ),
    check('ledger_entries_amount_check', sql`abs(${t.amount}) <= 1000000000`),
    check(
      'ledger_entries_reversal_check',
      sql`(${t.kind} = 'Reversal') = (${t.reverses} is not null and ${t.reason} is not null)`,
    ),
    check(
      'ledger_entries_payment_check',
      sql`(${t.kind} = 'Payment') = (${t.receiptNumber} is not null) and (${t.kind} not in ('Payment', 'Refund') or ${t.method} is not null)`,
    ),
    check(
      'ledger_entries_charge_check',
      sql`${t.line} is null or ${t.kind} in ('Charge', 'Waiver')`,
    ),
  ],
);

/**
 * Each student's balance and the day their oldest unpaid due fell due, kept by migration 0022's
 * trigger from the entries, so the dues list reads one row a student. When the student is
 * deleted, the students_keep_ledger_holder trigger of migration 0028 writes their name and
 * student ID as they were, and when, here: the fee screens read the student while they exist and
 * these after (docs/decisions/056).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    studentId: uuid('student_id').primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    owingSince: date('owing_since', { mode: 'string' }),
    studentName: text('student_name'),
    studentNumber: text('student_number'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The dues list in its order; with the balance, its amount filter reads no table row.
    index('ledger_accounts_owing_idx')
      .on(t.owingSince, t.studentId, t.balance)
      .where(sql`${t.balance} > 0`),
    // The Deleted students list, newest deletion first.
    index('ledger_accounts_deleted_idx')
      .on(t.deletedAt, t.studentId)
      .where(sql`${t.deletedAt} is not null`),
    check(
      'ledger_accounts_holder_check',
      sql`(${t.deletedAt} is null) = (${t.studentName} is null)
        and (${t.deletedAt} is null) = (${t.studentNumber} is null)`,
    ),
  ],
);

/** The last receipt number given in each financial year; a payment takes the next. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});
