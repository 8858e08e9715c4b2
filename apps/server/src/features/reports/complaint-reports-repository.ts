import type { CalendarDay } from '@hms/shared/calendar-day';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { columnsOf, type RawRow } from '../../core/db/rows';
import { complaints } from '../../core/db/schema';
import { authorLivesIn } from '../complaints';
import type { HostelScope } from '../../core/scope/hostel-scope';

/**
 * A warden's complaints are their residents' (complaint-scope.ts); null: every complaint. The
 * statements name the `complaints` table unaliased, as that condition does.
 */
const complaintsIn = (scope: HostelScope): SQL =>
  scope === null ? sql`true` : authorLivesIn(scope);

/** The instant a day begins in the college's time zone. */
const startOf = (day: CalendarDay, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** The complaints' category, named as the schema names it. */
const category = columnsOf(complaints, ['category'], 'complaints');
type Category = RawRow<typeof complaints, 'category'>;

/**
 * Complaints opened in each month of the range, by category and where they stand now; `month` is
 * the month's place in the range, from 1. Each is put in its month by a binary search of the
 * months' first instants (width_bucket), which costs about half of converting every complaint's
 * time to the college's calendar.
 */
export function complaintsByMonth(
  db: Executor,
  range: { first: CalendarDay; after: CalendarDay },
  timeZone: string,
  scope: HostelScope,
) {
  return selectRows<
    Category & { month: number; open: number; inProgress: number; resolved: number; closed: number }
  >(
    db,
    sql`with months as (
      select array_agg((m::timestamp at time zone ${timeZone}) order by m) as starts
      from generate_series(${range.first}::date::timestamp, ${range.after}::date::timestamp,
        interval '1 month') m
    )
    select width_bucket(complaints.created_at, months.starts) as month, ${category},
      count(*) filter (where complaints.status = 'Open')::int as open,
      count(*) filter (where complaints.status = 'In Progress')::int as "inProgress",
      count(*) filter (where complaints.status = 'Resolved')::int as resolved,
      count(*) filter (where complaints.status = 'Closed')::int as closed
    from complaints, months
    where complaints.created_at >= ${startOf(range.first, timeZone)}
      and complaints.created_at < ${startOf(range.after, timeZone)}
      and ${complaintsIn(scope)}
    group by 1, 2`,
  );
}

/**
 * Median and 90th percentile of the minutes each complaint resolved in the range took, by
 * category, rounded to whole minutes. Read from complaints_resolved_idx alone.
 */
export function resolveTimesByCategory(
  db: Executor,
  range: { first: CalendarDay; after: CalendarDay },
  timeZone: string,
  scope: HostelScope,
) {
  return selectRows<Category & { resolved: number; medianMinutes: number; p90Minutes: number }>(
    db,
    sql`select ${category}, count(*)::int as resolved,
        round(percentile_cont(0.5) within group (order by complaints.minutes_to_resolve))::int as "medianMinutes",
        round(percentile_cont(0.9) within group (order by complaints.minutes_to_resolve))::int as "p90Minutes"
      from complaints
      where complaints.resolved_at >= ${startOf(range.first, timeZone)}
        and complaints.resolved_at < ${startOf(range.after, timeZone)}
        and ${complaintsIn(scope)}
      group by complaints.category
      order by complaints.category`,
  );
}
