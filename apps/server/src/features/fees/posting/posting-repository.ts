import type { Month } from '@hms/shared/fee-rules';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { selectRows } from '../../../core/db/raw-rows';
import { hostels } from '../../../core/db/schema';
import { paise } from '../paise';

/** What a posting's statement counts and sums of the lines: a sum of bigints is read as text. */
type TotalsRow = { lines: number; students: number; total: string | null };

export async function findHostel(db: Executor, id: string) {
  const [row] = await db
    .select({ id: hostels.id, name: hostels.name })
    .from(hostels)
    .where(eq(hostels.id, id));
  return row;
}

/** Some days of a month as a line's description names them: `1–14 Nov, 14 of 30 days`. */
function span(from: string, to: string, monthDays: string): SQL {
  return sql.raw(
    `to_char(${from}, 'FMDD') || '–' || to_char(${to}, 'FMDD Mon') || ', ' || (${to} - ${from} + 1) || ' of ' || ${monthDays} || ' days'`,
  );
}

/**
 * Each stay's charge lines for a month (docs/product-rules.md#fees): the room's rent, the
 * hostel's monthly fee and the mess, prorated by the days of the month the stay covers; the mess
 * by each of the student's plans of the hostel over those days (mess_segments, migration 0033). A stay covers its
 * move-in day up to the day before its move-out; a current stay runs to the month's end, so a
 * month is charged in advance, and a stay that ends early is credited its unused days then
 * (stay-charges.ts). Lines worth nothing (a hostel without a monthly fee) are left out.
 * Hand-written, as are the statements over it: set-based, every stay's lines of the month in one
 * statement (docs/decisions/058).
 */
function monthLines(month: Month, hostelId: string | undefined): SQL {
  const first = sql`${`${month}-01`}::date`;
  return sql`
    with bounds as (
      select ${first} as first, (${first} + interval '1 month' - interval '1 day')::date as last,
        extract(day from ${first} + interval '1 month' - interval '1 day')::int as days
    ), stays as (
      select r.id as residency_id, r.student_id, ro.hostel_id, h.name as hostel_name,
        ro.room_number, ro.monthly_rent, h.fees_monthly, b.first, b.days as month_days,
        greatest(r.moved_in_on, b.first) as period_from,
        least(coalesce(r.moved_out_on - 1, b.last), b.last) as period_to
      from residencies r
      join rooms ro on ro.id = r.room_id
      join hostels h on h.id = ro.hostel_id
      cross join bounds b
      where r.student_id is not null
        and r.moved_in_on <= b.last
        and (r.moved_out_on is null or r.moved_out_on > b.first)
        ${hostelId ? sql`and ro.hostel_id = ${hostelId}` : sql``}
    ), lines as (
      select s.*, l.line::charge_line as line, l.rate, (s.period_to - s.period_from + 1) as days
      from stays s
      cross join lateral (values ('Rent', s.monthly_rent), ('Hostel fee', s.fees_monthly))
        as l(line, rate)
      where s.period_to >= s.period_from and l.rate > 0
    ), priced as (
      select l.*, ledger_prorated(l.rate, l.days, l.month_days) as amount,
        l.line || ' for ' || to_char(l.first, 'Mon YYYY') || ', Room ' || l.room_number
          || case when l.days < l.month_days
               then ' (' || ${span('l.period_from', 'l.period_to', 'l.month_days')} || ')'
               else '' end as description
      from lines l
      union all
      select s.*, 'Mess'::charge_line, null, (s.period_to - s.period_from + 1), g.amount,
        'Mess for ' || to_char(s.first, 'Mon YYYY') || ', Room ' || s.room_number || ': '
          || g.plans
      from stays s
      cross join lateral (
        select sum(ledger_prorated_paise(p.monthly_rate, p.seg_to - p.seg_from + 1,
            s.month_days))::bigint as amount,
          string_agg(p.plan_name
            || case when p.seg_to - p.seg_from + 1 < s.month_days
                 then ' (' || ${span('p.seg_from', 'p.seg_to', 's.month_days')} || ')'
                 else '' end, ', ' order by p.seg_from) as plans
        from mess_segments(s.student_id, s.hostel_id, s.period_from, s.period_to) p
      ) g
      where s.period_to >= s.period_from and g.amount > 0
    )
    select l.*
    from priced l
    where not exists (
      select 1 from ledger_entries c
      where c.residency_id = l.residency_id and c.month = l.first and c.line = l.line
        and c.kind = 'Charge')`;
}

async function readTotals(db: Executor, statement: SQL) {
  const [row] = await selectRows<TotalsRow>(db, statement);
  return { lines: row?.lines ?? 0, students: row?.students ?? 0, total: paise(row?.total) };
}

export function previewMonth(db: Executor, month: Month, hostelId?: string) {
  return readTotals(
    db,
    sql`with missing as (${monthLines(month, hostelId)})
        select count(*)::int as lines, count(distinct student_id)::int as students,
          sum(amount) as total from missing`,
  );
}

/**
 * Adds the month's missing charge lines in one statement. Two postings at once meet at the unique
 * index ledger_entries_charge_key: the later one waits for the earlier, then skips what it added.
 * `then` are common table expressions the same statement runs over what it charged each student,
 * `charged` (`student_id`, `total`): the bell lines that tell them (fee-notifications-queries.ts).
 */
export function postMonth(
  tx: Executor,
  posting: {
    id: string;
    month: Month;
    hostelId?: string | undefined;
    by: { id: string; name: string };
  },
  then?: SQL,
) {
  return readTotals(
    tx,
    sql`with missing as (${monthLines(posting.month, posting.hostelId)}),
        added as (
          insert into ledger_entries (student_id, kind, entry_on, amount, description, hostel_id,
            hostel_name, residency_id, month, line, period_from, period_to, rate, posting_id,
            entered_by_id, entered_by_name)
          select student_id, 'Charge', period_from, amount, description, hostel_id, hostel_name,
            residency_id, first, line, period_from, period_to, rate, ${posting.id},
            ${posting.by.id}, ${posting.by.name}
          from missing where amount > 0
          on conflict (residency_id, month, line)
            where kind = 'Charge' and line <> 'Security deposit' do nothing
          returning student_id, amount)
        ${
          then
            ? sql`, charged as (select student_id, sum(amount)::bigint as total from added group by student_id),
              ${then}`
            : sql``
        }
        select count(*)::int as lines, count(distinct student_id)::int as students,
          sum(amount) as total from added`,
  );
}
