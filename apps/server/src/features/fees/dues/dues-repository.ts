import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Month } from '@hms/shared/fee-rules';
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import { selectRows } from '../../../core/db/raw-rows';
import { columnsOf, type RawRow } from '../../../core/db/rows';
import { hostels, ledgerAccounts, rooms, students } from '../../../core/db/schema';
import { containsPattern } from '../../../core/paging/like-pattern';
import { countColumn, type PageWindow } from '../../../core/paging/page';
import { inScope, type HostelScope } from '../../../core/scope/hostel-scope';
import { chargedEntry, collectedEntry } from '../ledger/collection-terms';

export type DuesFilter = {
  search?: string | undefined;
  hostel?: string | undefined;
  minAmount: number;
  minDays: number;
  scope: HostelScope;
  today: CalendarDay;
};

/**
 * The accounts `query` reads, of the students owing at least `minAmount` for at least `minDays`,
 * in a student's current hostel (a warden: theirs). The accounts are read along
 * ledger_accounts_owing_idx, oldest dues first; students and rooms are joined while choosing only
 * when a filter needs them. A deleted student still owes: their account names them
 * (docs/decisions/056), and they are in no hostel.
 */
function chosenAccounts<Query extends PgSelect>(query: Query, filter: DuesFilter, after?: SQL) {
  const joined =
    filter.hostel || filter.search || filter.scope
      ? query
          .leftJoin(students, eq(students.id, ledgerAccounts.studentId))
          .leftJoin(rooms, eq(rooms.id, students.roomId))
      : query;
  const searched = sql`coalesce(${students.searchText},
    lower(${ledgerAccounts.studentName} || ' ' || ${ledgerAccounts.studentNumber}))`;
  return joined.where(
    and(
      // Written out rather than bound, so the planner matches the index's own `balance > 0`.
      sql`${ledgerAccounts.balance} > 0`,
      gte(ledgerAccounts.balance, filter.minAmount),
      sql`${ledgerAccounts.owingSince} <= ${filter.today}::date - ${filter.minDays}::int`,
      filter.hostel ? eq(rooms.hostelId, filter.hostel) : undefined,
      inScope(rooms.hostelId, filter.scope),
      filter.search
        ? sql`${searched} like ${containsPattern(filter.search.toLowerCase())}`
        : undefined,
      after,
    ),
  );
}

/**
 * The chosen accounts in the list's order, then their students: a page deep in the list skips
 * index entries, not joined rows.
 */
export function duesPage(db: Executor, filter: DuesFilter, window: PageWindow, after?: SQL) {
  const choosing = db
    .select({
      studentId: ledgerAccounts.studentId,
      balance: ledgerAccounts.balance,
      owingSince: ledgerAccounts.owingSince,
    })
    .from(ledgerAccounts)
    .$dynamic();
  const chosen = db
    .$with('chosen')
    .as(
      chosenAccounts(choosing, filter, after)
        .orderBy(ledgerAccounts.owingSince, ledgerAccounts.studentId)
        .limit(window.limit)
        .offset(window.offset),
    );
  const kept = alias(ledgerAccounts, 'k');
  return db
    .with(chosen)
    .select({
      id: chosen.studentId,
      // A student's own, or as their account kept them once deleted (ledger_accounts_holder_check).
      name: sql<string>`coalesce(${students.name}, ${kept.studentName})`,
      rollNumber: sql<string>`coalesce(${students.rollNumber}, ${kept.studentNumber})`,
      hostel: hostels.name,
      room: rooms.roomNumber,
      balance: chosen.balance,
      // Never null: the filter keeps only accounts owing since some day.
      owingSince: sql<CalendarDay>`${chosen.owingSince}::text`,
      days: sql`(${filter.today}::date - ${chosen.owingSince})`.mapWith(Number),
      deleted: sql<boolean>`${students.id} is null`,
    })
    .from(chosen)
    .innerJoin(kept, eq(kept.studentId, chosen.studentId))
    .leftJoin(students, eq(students.id, chosen.studentId))
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .orderBy(chosen.owingSince, chosen.studentId);
}

export type DuesListRow = Awaited<ReturnType<typeof duesPage>>[number];

export function countDues(db: Executor, filter: DuesFilter) {
  return chosenAccounts(db.select(countColumn).from(ledgerAccounts).$dynamic(), filter);
}

/** The rows after `after` in the list's order: an export reads the list in slices like this. */
export function duesAfter(
  db: Executor,
  filter: DuesFilter,
  after: { owingSince: string; studentId: string } | undefined,
  limit: number,
) {
  const from = after
    ? sql`(${ledgerAccounts.owingSince}, ${ledgerAccounts.studentId})
        > (${after.owingSince}::date, ${after.studentId}::uuid)`
    : undefined;
  return duesPage(db, filter, { limit, offset: 0 }, from);
}

/**
 * Each hostel's month: what was charged and collected (collection-terms.ts), and what its
 * residents owe now. Hand-written: a report's sums, one subquery each per hostel
 * (docs/decisions/058).
 */
export function collection(db: Executor, month: Month, scope: HostelScope) {
  const first = sql`${`${month}-01`}::date`;
  const scoped = inScope(sql`h.id`, scope) ?? sql`true`;
  // The month's entries of hostel `h` that `term` counts, summed by `sum`.
  const inMonth = (sum: SQL, term: SQL) =>
    sql`(select ${sum} from ledger_entries e left join ledger_entries t on t.id = e.reverses
      where e.hostel_id = h.id and e.entry_on >= ${first}
        and e.entry_on < ${first} + interval '1 month' and ${term})`;
  return selectRows<
    RawRow<typeof hostels, 'id' | 'name'> &
      Record<'charged' | 'collected' | 'outstanding', string | null>
  >(
    db,
    sql`select ${columnsOf(hostels, ['id', 'name'], 'h')},
          ${inMonth(sql`sum(e.amount)`, chargedEntry(sql`t.kind`))} as charged,
          ${inMonth(sql`-sum(e.amount)`, collectedEntry(sql`t.kind`))} as collected,
          (select sum(a.balance) from ledger_accounts a
             join students s on s.id = a.student_id
             join rooms ro on ro.id = s.room_id
           where ro.hostel_id = h.id and a.balance > 0) as outstanding
        from hostels h where ${scoped}
        order by lower(h.name), h.id`,
  );
}
