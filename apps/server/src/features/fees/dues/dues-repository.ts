import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Month } from '@hms/shared/fee-rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { containsPattern } from '../../../core/paging/like-pattern';
import type { PageWindow } from '../../../core/paging/page';
import { selectRows } from '../../../core/db/raw-rows';
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

export type DueDbRow = {
  id: string;
  name: string;
  student_id: string;
  hostel: string | null;
  room: string | null;
  balance: string;
  owing_since: string;
  days: number;
  deleted: boolean;
};

/**
 * The students owing at least `minAmount` for at least `minDays`, in a student's current hostel
 * (a warden: theirs). The accounts are read along ledger_accounts_owing_idx, oldest dues first;
 * students and rooms are joined while choosing only when a filter needs them. A deleted student
 * still owes: their account names them (docs/decisions/056), and they are in no hostel.
 */
function duesWhere(filter: DuesFilter): SQL {
  const conditions: SQL[] = [
    sql`a.balance > 0`,
    sql`a.balance >= ${filter.minAmount}`,
    sql`a.owing_since <= ${filter.today}::date - ${filter.minDays}::int`,
  ];
  if (filter.hostel) conditions.push(sql`ro.hostel_id = ${filter.hostel}`);
  const scoped = inScope(sql`ro.hostel_id`, filter.scope);
  if (scoped) conditions.push(scoped);
  if (filter.search) {
    const searched = sql`coalesce(s.search_text, lower(a.student_name || ' ' || a.student_number))`;
    conditions.push(sql`${searched} like ${containsPattern(filter.search.toLowerCase())}`);
  }
  return sql.join(conditions, sql` and `);
}

function duesFrom(filter: DuesFilter): SQL {
  const needsStudent = Boolean(filter.hostel || filter.search || filter.scope);
  return needsStudent
    ? sql`from ledger_accounts a
        left join students s on s.id = a.student_id
        left join rooms ro on ro.id = s.room_id`
    : sql`from ledger_accounts a`;
}

/**
 * The chosen accounts in the list's order, then their students: a page deep in the list skips
 * index entries, not joined rows.
 */
function duesRows(filter: DuesFilter, chosen: SQL): SQL {
  return sql`with chosen as (
      select a.student_id, a.balance, a.owing_since ${duesFrom(filter)}
      where ${duesWhere(filter)} ${chosen})
    select c.student_id as id, coalesce(s.name, k.student_name) as name,
      coalesce(s.student_id, k.student_number) as student_id, h.name as hostel,
      ro.room_number as room, c.balance, c.owing_since::text as owing_since,
      (${filter.today}::date - c.owing_since) as days, s.id is null as deleted
    from chosen c
    join ledger_accounts k on k.student_id = c.student_id
    left join students s on s.id = c.student_id
    left join rooms ro on ro.id = s.room_id
    left join hostels h on h.id = ro.hostel_id
    order by c.owing_since, c.student_id`;
}

export function duesPage(db: Executor, filter: DuesFilter, window: PageWindow) {
  return selectRows<DueDbRow>(
    db,
    duesRows(
      filter,
      sql`order by a.owing_since, a.student_id limit ${window.limit} offset ${window.offset}`,
    ),
  );
}

export async function countDues(db: Executor, filter: DuesFilter): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${duesFrom(filter)} where ${duesWhere(filter)}`,
  );
  return row?.total ?? 0;
}

/** The rows after `after` in the list's order: an export reads the list in slices like this. */
export function duesAfter(
  db: Executor,
  filter: DuesFilter,
  after: { owingSince: string; studentId: string } | null,
  limit: number,
) {
  const from = after
    ? sql`and (a.owing_since, a.student_id) > (${after.owingSince}::date, ${after.studentId}::uuid)`
    : sql``;
  return selectRows<DueDbRow>(
    db,
    duesRows(filter, sql`${from} order by a.owing_since, a.student_id limit ${limit}`),
  );
}

/**
 * Each hostel's month: what was charged and collected (collection-terms.ts), and what its
 * residents owe now.
 */
export function collection(db: Executor, month: Month, scope: HostelScope) {
  const first = sql`${`${month}-01`}::date`;
  const scoped = inScope(sql`h.id`, scope) ?? sql`true`;
  return selectRows<{
    id: string;
    name: string;
    charged: string | null;
    collected: string | null;
    outstanding: string | null;
  }>(
    db,
    sql`select h.id, h.name,
          (select sum(e.amount) from ledger_entries e
             left join ledger_entries t on t.id = e.reverses
           where e.hostel_id = h.id and e.entry_on >= ${first}
             and e.entry_on < ${first} + interval '1 month'
             and ${chargedEntry(sql`t.kind`)}) as charged,
          (select -sum(e.amount) from ledger_entries e
             left join ledger_entries t on t.id = e.reverses
           where e.hostel_id = h.id and e.entry_on >= ${first}
             and e.entry_on < ${first} + interval '1 month'
             and ${collectedEntry(sql`t.kind`)}) as collected,
          (select sum(a.balance) from ledger_accounts a
             join students s on s.id = a.student_id
             join rooms ro on ro.id = s.room_id
           where ro.hostel_id = h.id and a.balance > 0) as outstanding
        from hostels h where ${scoped}
        order by lower(h.name), h.id`,
  );
}
