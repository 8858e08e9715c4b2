import type { CalendarDay } from '@hms/shared/calendar-day';
import type { ChargeLine, LedgerEntryKind, PaymentMethod } from '@hms/shared/fees';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import type { PageWindow } from '../../../core/paging/page';
import { selectRows } from '../../../core/db/raw-rows';
import { ledgerEntries } from '../../../core/db/schema';
import { inScope, type HostelScope } from '../../../core/scope/hostel-scope';
import { paise } from '../paise';

export type EntryRow = {
  id: string;
  student_id: string;
  kind: LedgerEntryKind;
  entry_on: string;
  amount: string | number;
  description: string;
  hostel_id: string | null;
  hostel_name: string | null;
  month: string | null;
  line: ChargeLine | null;
  method: PaymentMethod | null;
  reference: string | null;
  receipt_number: string | null;
  receipt: unknown;
  reverses: string | null;
  reversed_by: string | null;
  reason: string | null;
  entered_by_name: string;
  created_at: Date | string;
};

const entryColumns = sql`e.id, e.student_id, e.kind, e.entry_on::text as entry_on, e.amount,
  e.description, e.hostel_id, coalesce(h.name, e.hostel_name) as hostel_name,
  to_char(e.month, 'YYYY-MM') as month, e.line, e.method, e.reference, e.receipt_number,
  e.receipt, e.reverses, r.id as reversed_by, e.reason, e.entered_by_name, e.created_at`;

const entryJoins = sql`left join hostels h on h.id = e.hostel_id
  left join ledger_entries r on r.reverses = e.id`;

/**
 * A student as the fee screens name them, within the scope: their current hostel and room. A
 * deleted student is named as their account kept them, with when they were deleted.
 */
export type FeeStudentRow = {
  id: string;
  name: string;
  student_id: string;
  is_active: boolean;
  hostel_id: string | null;
  hostel_name: string | null;
  room_number: string | null;
  deleted_at: Date | string | null;
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
  const within = inScope(sql`ro.hostel_id`, scope) ?? sql`true`;
  const [row] = await selectRows<FeeStudentRow>(
    db,
    sql`select s.id, s.name, s.student_id, s.is_active, ro.hostel_id, h.name as hostel_name,
          ro.room_number, null::timestamptz as deleted_at
        from students s
        left join rooms ro on ro.id = s.room_id
        left join hostels h on h.id = ro.hostel_id
        where s.id = ${id} and ${within} ${options.lock ? sql`for key share of s` : sql``}`,
  );
  if (row || !options.kept || scope !== null) return row;
  const [kept] = await selectRows<FeeStudentRow>(
    db,
    sql`select student_id as id, student_name as name, student_number as student_id,
          false as is_active, null::uuid as hostel_id, null::text as hostel_name,
          null::text as room_number, deleted_at
        from ledger_accounts where student_id = ${id} and deleted_at is not null`,
  );
  return kept;
}

/** Holds a student's row for the transaction before their account is locked (findFeeStudent). */
export async function lockHolder(tx: Executor, studentId: string): Promise<void> {
  await tx.execute(sql`select 1 from students where id = ${studentId} for key share`);
}

/**
 * Locks a student's account for the transaction, so two payments for one student queue and each
 * reads the dues the other left. Undefined: the student has no entries yet.
 */
export async function lockAccount(tx: Executor, studentId: string) {
  const [row] = await selectRows<{ balance: string; owing_since: string | null }>(
    tx,
    sql`select balance, owing_since::text as owing_since from ledger_accounts
        where student_id = ${studentId} for update`,
  );
  return row && { balance: paise(row.balance), owingSince: row.owing_since };
}

export async function readAccount(db: Executor, studentId: string) {
  const [row] = await selectRows<{ balance: string; owing_since: string | null }>(
    db,
    sql`select balance, owing_since::text as owing_since from ledger_accounts
        where student_id = ${studentId}`,
  );
  return { balance: paise(row?.balance), owingSince: row?.owing_since ?? null };
}

/** Every entry of a student in the order they were made: what the dues rule reads. */
export function allEntries(db: Executor, studentId: string) {
  return selectRows<EntryRow>(
    db,
    sql`select ${entryColumns} from ledger_entries e ${entryJoins}
        where e.student_id = ${studentId} order by e.seq`,
  );
}

/** A page of a student's entries, newest first, and how many there are. */
export async function entriesPage(db: Executor, studentId: string, window: PageWindow) {
  const [rows, [counted]] = await Promise.all([
    selectRows<EntryRow>(
      db,
      sql`select ${entryColumns} from ledger_entries e ${entryJoins}
          where e.student_id = ${studentId}
          order by e.seq desc limit ${window.limit} offset ${window.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ledger_entries where student_id = ${studentId}`,
    ),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findEntry(db: Executor, id: string): Promise<EntryRow | undefined> {
  const [row] = await selectRows<EntryRow>(
    db,
    sql`select ${entryColumns} from ledger_entries e ${entryJoins} where e.id = ${id}`,
  );
  return row;
}

/**
 * The entries with these ids, each with its student's name and ID (as their account kept them
 * once they are deleted), in one statement.
 */
export function findEntries(db: Executor, ids: readonly string[]) {
  return selectRows<EntryRow & { student_name: string; student_number: string }>(
    db,
    sql`select ${entryColumns}, coalesce(s.name, a.student_name) as student_name,
          coalesce(s.student_id, a.student_number) as student_number
        from ledger_entries e ${entryJoins}
        left join students s on s.id = e.student_id
        left join ledger_accounts a on a.student_id = e.student_id
        where e.id = any(${sql.param(ids)}::uuid[])`,
  );
}

export async function findByIdempotencyKey(db: Executor, key: string) {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from ledger_entries where idempotency_key = ${key}`,
  );
  return row?.id;
}

export type NewEntry = {
  studentId: string;
  kind: LedgerEntryKind;
  entryOn: CalendarDay;
  amount: number;
  description: string;
  hostelId?: string | null;
  hostelName?: string | null;
  method?: PaymentMethod | null;
  reference?: string | null;
  receiptNumber?: string | null;
  receipt?: unknown;
  idempotencyKey?: string | null;
  reverses?: string | null;
  reason?: string | null;
  enteredBy: { id: string; name: string };
};

/** Adds an entry; undefined when its idempotency key was taken by another request meanwhile. */
export async function insertEntry(tx: Executor, entry: NewEntry): Promise<string | undefined> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      studentId: entry.studentId,
      kind: entry.kind,
      entryOn: entry.entryOn,
      amount: entry.amount,
      description: entry.description,
      hostelId: entry.hostelId ?? null,
      hostelName: entry.hostelName ?? null,
      method: entry.method ?? null,
      reference: entry.reference ?? null,
      receiptNumber: entry.receiptNumber ?? null,
      receipt: entry.receipt ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      reverses: entry.reverses ?? null,
      reason: entry.reason ?? null,
      enteredById: entry.enteredBy.id,
      enteredByName: entry.enteredBy.name,
    })
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
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into receipt_counters (financial_year, last) values (${financialYear}, 1)
        on conflict (financial_year) do update set last = receipt_counters.last + 1
        returning last`,
  );
  return row!.last;
}

/**
 * The security deposit held for a student in each hostel: deposits charged, less what was
 * returned, neither reversed.
 */
export function depositsHeld(db: Executor, studentId: string) {
  return selectRows<{ hostel_id: string; hostel_name: string; held: string }>(
    db,
    sql`select e.hostel_id, coalesce(h.name, max(e.hostel_name)) as hostel_name,
          sum(e.amount) as held
        from ledger_entries e
        left join hostels h on h.id = e.hostel_id
        where e.student_id = ${studentId} and e.hostel_id is not null
          and ((e.kind = 'Charge' and e.line = 'Security deposit') or e.kind = 'Deposit returned')
          and not exists (select 1 from ledger_entries r where r.reverses = e.id)
        group by e.hostel_id, h.name
        having sum(e.amount) > 0`,
  );
}
