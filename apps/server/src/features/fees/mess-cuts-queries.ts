import type { Month } from '@hms/shared/fee-rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';

/** What a leave's mess cut of one month should now be: `amount` paise off, over its days. */
export type DueCut = {
  leaveId: string;
  studentId: string;
  month: Month;
  hostelId: string | null;
  hostelName: string | null;
  cutFrom: string;
  cutTo: string;
  amount: number;
};

/** A mess cut on the ledger that nothing has reversed yet. */
export type LiveCut = {
  id: string;
  leaveId: string;
  studentId: string;
  month: Month;
  amount: number;
};

/**
 * Holds the leaves until the transaction ends, in one order, so that two recounts of one leave
 * (its cancellation and a posting) follow each other, the later one reading what the earlier wrote.
 */
export async function holdLeaves(tx: Executor, leaveIds: readonly string[]): Promise<void> {
  if (leaveIds.length === 0) return;
  await selectRows(
    tx,
    sql`select id from leaves where id = any(${`{${leaveIds.join(',')}}`}::uuid[])
        order by id for update`,
  );
}

/** The approved leaves touching a month's mess charges, of one hostel's stays or every one's. */
export async function leavesOfMonth(
  db: Executor,
  month: Month,
  hostelId?: string,
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select distinct l.id from ledger_entries c
        join leaves l on l.student_id = c.student_id and l.status = 'Approved'
          and l.from_day <= c.period_to and l.to_day >= c.period_from
        where c.month = ${`${month}-01`}::date and c.kind = 'Charge' and c.line = 'Mess'
          ${hostelId ? sql`and c.hostel_id = ${hostelId}` : sql``}`,
  );
  return rows.map((row) => row.id);
}

/**
 * For each of the leaves and each month whose mess is charged over its days, the cut it is due
 * now (docs/product-rules.md#mess-cut): an approved leave whose days away number at least the
 * hostel's `mess_cut_min_days` takes off the mess of those days, priced by the plans of those
 * days (mess_segments). The days away run from the later of its first day and the day the
 * student went out, to the earlier of its last day and the day before they came back; never
 * past the day before the stay ended. Hand-written, set-based (docs/decisions/058).
 */
export function dueCuts(db: Executor, leaveIds: readonly string[], timeZone: string) {
  const dayOf = (column: SQL) => sql`(${column} at time zone ${timeZone})::date`;
  return selectRows<DueCut>(
    db,
    sql`with away as (
          select l.id, l.student_id, h.mess_cut_min_days,
            greatest(l.from_day, coalesce(${dayOf(sql`l.taken_at`)}, l.from_day)) as away_from,
            case when l.returned_at is null then l.to_day
              else least(l.to_day, ${dayOf(sql`l.returned_at`)} - 1) end as away_to
          from leaves l join hostels h on h.id = l.hostel_id
          where l.id = any(${`{${leaveIds.join(',')}}`}::uuid[]) and l.status = 'Approved'
        ), cut as (
          select a.id as leave_id, a.student_id, c.month, c.hostel_id, c.hostel_name,
            extract(day from c.month + interval '1 month' - interval '1 day')::int as month_days,
            greatest(c.period_from, a.away_from) as cut_from,
            least(c.period_to, a.away_to, coalesce(r.moved_out_on - 1, c.period_to)) as cut_to
          from away a
          join ledger_entries c on c.student_id = a.student_id and c.kind = 'Charge'
            and c.line = 'Mess' and c.period_from <= a.away_to and c.period_to >= a.away_from
            and not exists (select 1 from ledger_entries x where x.reverses = c.id)
          left join residencies r on r.id = c.residency_id
          where a.away_to - a.away_from + 1 >= a.mess_cut_min_days
        )
        select leave_id as "leaveId", student_id as "studentId", to_char(month, 'YYYY-MM') as month,
          hostel_id as "hostelId", hostel_name as "hostelName", cut_from::text as "cutFrom",
          cut_to::text as "cutTo",
          (select coalesce(sum(ledger_prorated_paise(p.monthly_rate, p.seg_to - p.seg_from + 1,
              month_days)), 0)
            from mess_segments(student_id, hostel_id, cut_from, cut_to) p)::int as amount
        from cut where cut_to >= cut_from`,
  );
}

/** The leaves' mess cuts on the ledger that stand: not reversed. */
export function liveCuts(db: Executor, leaveIds: readonly string[]) {
  return selectRows<LiveCut>(
    db,
    sql`select e.id, e.leave_id as "leaveId", e.student_id as "studentId",
          to_char(e.month, 'YYYY-MM') as month, e.amount::int as amount
        from ledger_entries e
        where e.leave_id = any(${`{${leaveIds.join(',')}}`}::uuid[]) and e.kind = 'Waiver'
          and not exists (select 1 from ledger_entries x where x.reverses = e.id)`,
  );
}

/**
 * The student's standing mess cuts that run to or past `endOn`, the day their stay ended, as they
 * are due now: cut back to the day before it, priced as the month's charge was. A cut wholly
 * after it is due nothing.
 */
export function cutsPastStayEnd(db: Executor, studentId: string, endOn: string) {
  return selectRows<DueCut & { id: string; standing: number }>(
    db,
    sql`select e.id, e.leave_id as "leaveId", e.student_id as "studentId",
          to_char(e.month, 'YYYY-MM') as month, e.hostel_id as "hostelId",
          e.hostel_name as "hostelName", e.period_from::text as "cutFrom",
          (${endOn}::date - 1)::text as "cutTo", e.amount::int as standing,
          (select coalesce(sum(ledger_prorated_paise(p.monthly_rate, p.seg_to - p.seg_from + 1,
              extract(day from e.month + interval '1 month' - interval '1 day')::int)), 0)
            from mess_segments(e.student_id, e.hostel_id, e.period_from, ${endOn}::date - 1) p
          )::int as amount
        from ledger_entries e
        where e.student_id = ${studentId} and e.leave_id is not null and e.kind = 'Waiver'
          and e.period_to >= ${endOn}::date
          and not exists (select 1 from ledger_entries x where x.reverses = e.id)`,
  );
}
