import type { Month } from '@hms/shared/fee-rules';
import { and, asc, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../core/audit/record-change';
import type { Executor } from '../../../core/db/database';
import type { RowOf } from '../../../core/db/rows';
import {
  hostels,
  ledgerAccounts,
  ledgerEntries,
  receiptCounters,
  rooms,
  students,
} from '../../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../../core/paging/page';
import { inScope, type HostelScope } from '../../../core/scope/hostel-scope';
import { paise } from '../paise';

/** The entry that reverses an entry, if any: `reverses` is unique (ledger_entries_reverses_key). */
const reversal = alias(ledgerEntries, 'r');

/** An entry as every answer shows it: with its hostel's name now, and what reverses it. */
const entryColumns = {
  id: ledgerEntries.id,
  studentId: ledgerEntries.studentId,
  kind: ledgerEntries.kind,
  entryOn: ledgerEntries.entryOn,
  amount: ledgerEntries.amount,
  description: ledgerEntries.description,
  hostelId: ledgerEntries.hostelId,
  hostelName: sql<string | null>`coalesce(${hostels.name}, ${ledgerEntries.hostelName})`,
  month: sql<Month | null>`to_char(${ledgerEntries.month}, 'YYYY-MM')`,
  line: ledgerEntries.line,
  method: ledgerEntries.method,
  reference: ledgerEntries.reference,
  receiptNumber: ledgerEntries.receiptNumber,
  receipt: ledgerEntries.receipt,
  reverses: ledgerEntries.reverses,
  reversedBy: reversal.id,
  reason: ledgerEntries.reason,
  enteredByName: ledgerEntries.enteredByName,
  createdAt: ledgerEntries.createdAt,
};

function selectEntries(db: Executor) {
  return db
    .select(entryColumns)
    .from(ledgerEntries)
    .leftJoin(hostels, eq(hostels.id, ledgerEntries.hostelId))
    .leftJoin(reversal, eq(reversal.reverses, ledgerEntries.id))
    .$dynamic();
}

export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

/** A student as the fee screens name them, within the scope: their current hostel and room. */
function selectFeeStudent(db: Executor, id: string, scope: HostelScope) {
  return db
    .select({
      id: students.id,
      name: students.name,
      rollNumber: students.rollNumber,
      isActive: students.isActive,
      hostelId: rooms.hostelId,
      hostelName: hostels.name,
      roomNumber: rooms.roomNumber,
    })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(and(eq(students.id, id), inScope(rooms.hostelId, scope)))
    .$dynamic();
}

/** A deleted student is named as their account kept them, with when they were deleted. */
export type FeeStudentRow = Awaited<ReturnType<typeof selectFeeStudent>>[number] & {
  deletedAt: RowOf<typeof ledgerAccounts>['deletedAt'];
};

/**
 * The student of a ledger, within the scope. `lock` holds their row (FOR KEY SHARE) for the
 * transaction, as every ledger write does before it locks the account, so a deletion waits for
 * the write or the write for the deletion (docs/decisions/056). `kept`: a deleted student's
 * ledger is found too, by its kept name; it lies in no hostel, so never in a warden's scope.
 */
export async function findFeeStudent(
  db: Executor,
  id: string,
  scope: HostelScope,
  options: { lock?: boolean; kept?: boolean } = {},
): Promise<FeeStudentRow | undefined> {
  const query = selectFeeStudent(db, id, scope);
  const [row] = await (options.lock ? query.for('key share', { of: students }) : query);
  if (row) return { ...row, deletedAt: null };
  if (!options.kept || scope !== null) return undefined;
  const [kept] = await db
    .select({
      id: ledgerAccounts.studentId,
      // Never null here: a deleted student's account keeps both (ledger_accounts_holder_check).
      name: sql<string>`${ledgerAccounts.studentName}`,
      rollNumber: sql<string>`${ledgerAccounts.studentNumber}`,
      deletedAt: ledgerAccounts.deletedAt,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.studentId, id), isNotNull(ledgerAccounts.deletedAt)));
  return kept && { ...kept, isActive: false, hostelId: null, hostelName: null, roomNumber: null };
}

/** Holds a student's row for the transaction before their account is locked (findFeeStudent). */
export async function lockHolder(tx: Executor, studentId: string): Promise<void> {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, studentId))
    .for('key share');
}

function selectAccount(db: Executor, studentId: string) {
  return db
    .select({ balance: ledgerAccounts.balance, owingSince: ledgerAccounts.owingSince })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.studentId, studentId));
}

/**
 * Locks a student's account for the transaction, so two payments for one student queue and each
 * reads the dues the other left. Undefined: the student has no entries yet.
 */
export async function lockAccount(tx: Executor, studentId: string) {
  const [row] = await selectAccount(tx, studentId).for('update');
  return row && { balance: paise(row.balance), owingSince: row.owingSince };
}

export async function readAccount(db: Executor, studentId: string) {
  const [row] = await selectAccount(db, studentId);
  return { balance: paise(row?.balance), owingSince: row?.owingSince ?? null };
}

/** Every entry of a student in the order they were made: what the dues rule reads. */
export function allEntries(db: Executor, studentId: string) {
  return selectEntries(db)
    .where(eq(ledgerEntries.studentId, studentId))
    .orderBy(asc(ledgerEntries.seq));
}

/** A page of a student's entries, newest first, and how many there are. */
export async function entriesPage(db: Executor, studentId: string, window: PageWindow) {
  const own = eq(ledgerEntries.studentId, studentId);
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      selectEntries(db).where(own).orderBy(desc(ledgerEntries.seq)).limit(limit).offset(offset),
    () => db.select(countColumn).from(ledgerEntries).where(own),
  );
  return { rows, count: count[0]?.total ?? 0 };
}

export async function findEntry(db: Executor, id: string): Promise<EntryRow | undefined> {
  const [row] = await selectEntries(db).where(eq(ledgerEntries.id, id));
  return row;
}

/**
 * The entries with these ids, each with its student's name and ID (as their account kept them
 * once they are deleted), in one statement.
 */
export function findEntries(db: Executor, ids: readonly string[]) {
  return (
    db
      .select({
        ...entryColumns,
        studentName: sql<string>`coalesce(${students.name}, ${ledgerAccounts.studentName})`,
        rollNumber: sql<string>`coalesce(${students.rollNumber}, ${ledgerAccounts.studentNumber})`,
      })
      .from(ledgerEntries)
      .leftJoin(hostels, eq(hostels.id, ledgerEntries.hostelId))
      .leftJoin(reversal, eq(reversal.reverses, ledgerEntries.id))
      .leftJoin(students, eq(students.id, ledgerEntries.studentId))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.studentId, ledgerEntries.studentId))
      // One bound array rather than a parameter for each id: an import's first stays add thousands.
      .where(sql`${ledgerEntries.id} = any(${sql.param(ids)}::uuid[])`)
  );
}

export async function findByIdempotencyKey(db: Executor, key: string) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, key));
  return row?.id;
}

/** A new entry: what it is, whichever of the rest it has (the others stay null), who entered it. */
type NewEntry = Omit<typeof ledgerEntries.$inferInsert, 'enteredById' | 'enteredByName'> & {
  enteredBy: Actor;
};

/** Adds an entry; undefined when its idempotency key was taken by another request meanwhile. */
export async function insertEntry(
  tx: Executor,
  { enteredBy, ...entry }: NewEntry,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ ...entry, enteredById: enteredBy._id, enteredByName: enteredBy.name })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return row?.id;
}

/**
 * The next receipt number of a financial year. The counter's row stays locked until the payment
 * commits, so racing payments take numbers one after another, and a payment that rolls back
 * gives its number back: the numbers have no gaps.
 */
export async function nextReceiptSequence(tx: Executor, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row!.last;
}

/**
 * The security deposit held for a student in each hostel: deposits charged, less what was
 * returned, neither reversed.
 */
export function depositsHeld(db: Executor, studentId: string) {
  return db
    .select({
      // Never null: entries in no hostel are left out.
      hostelId: sql<string>`${ledgerEntries.hostelId}`,
      hostelName: sql<string>`coalesce(${hostels.name}, max(${ledgerEntries.hostelName}))`,
      held: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .leftJoin(hostels, eq(hostels.id, ledgerEntries.hostelId))
    .where(
      and(
        eq(ledgerEntries.studentId, studentId),
        isNotNull(ledgerEntries.hostelId),
        sql`((${ledgerEntries.kind} = 'Charge' and ${ledgerEntries.line} = 'Security deposit')
          or ${ledgerEntries.kind} = 'Deposit returned')`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(reversal)
            .where(eq(reversal.reverses, ledgerEntries.id)),
        ),
      ),
    )
    .groupBy(ledgerEntries.hostelId, hostels.name)
    .having(sql`sum(${ledgerEntries.amount}) > 0`);
}
