import type { CalendarDay } from '@hms/shared/calendar-day';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { columnsOf, type RawRow } from '../../core/db/rows';
import { hostels, rooms } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/** Each hostel's beds and residents now, from its rooms' stored occupancy (docs/decisions/022). */
export function occupancyByHostel(db: Executor, scope: HostelScope) {
  return selectRows<RawRow<typeof hostels, 'id' | 'name'> & { beds: number; occupied: number }>(
    db,
    sql`select ${columnsOf(hostels, ['id', 'name'], 'h')}, coalesce(r.beds, 0)::int as beds,
          coalesce(r.occupied, 0)::int as occupied
        from hostels h
        left join (
          select hostel_id, sum(capacity) as beds, sum(occupancy) as occupied
          from rooms group by hostel_id
        ) r on r.hostel_id = h.id
        where ${inScope(sql`h.id`, scope) ?? sql`true`}
        order by lower(h.name), h.id`,
  );
}

/** Rooms, beds and residents now by room type, the types there are rooms of. */
export function vacanciesByRoomType(db: Executor, scope: HostelScope) {
  return selectRows<
    RawRow<typeof rooms, 'type'> & { rooms: number; beds: number; occupied: number }
  >(
    db,
    sql`select ${columnsOf(rooms, ['type'])}, count(*)::int as rooms, sum(capacity)::int as beds,
          sum(occupancy)::int as occupied
        from rooms
        where ${inScope(sql`hostel_id`, scope) ?? sql`true`}
        group by type
        order by type`,
  );
}

/** The beds of the scope's rooms as they are now. */
export async function bedsNow(db: Executor, scope: HostelScope): Promise<number> {
  const [row] = await selectRows<{ beds: number }>(
    db,
    sql`select coalesce(sum(capacity), 0)::int as beds from rooms
        where ${inScope(sql`hostel_id`, scope) ?? sql`true`}`,
  );
  return row?.beds ?? 0;
}

/**
 * A stay in one of the scope's rooms. A deleted room's stays have no room (the key sets it null),
 * so every hostel's are the stays whose room is still there, read without the rooms.
 */
function inRooms(scope: HostelScope): SQL {
  return scope === null
    ? sql`x.room_id is not null`
    : sql`x.room_id in (select id from rooms where ${inScope(sql`hostel_id`, scope)})`;
}

/**
 * Month by month from the stays in the scope's rooms (docs/product-rules.md#reports): how many
 * students lived there on at least one day, the bed-days lived, and the days counted (the month's,
 * or up to today for the current month; none for a month to come).
 *
 * One pass over the stays, then arithmetic on days and months, never stays times months: a stay
 * covers [moved in, moved out), cut at tomorrow. Bed-days are the running sum of the day's
 * arrivals less departures, added up by month. A student is counted in every month their stays
 * reach, from the month their stay begins, unless their previous stay (in the scope) reaches
 * that month too, to the month of their last day: the running sum of those by month.
 */
export function occupancyByMonth(
  db: Executor,
  range: { first: CalendarDay; after: CalendarDay; lastMonth: CalendarDay },
  today: CalendarDay,
  scope: HostelScope,
) {
  const monthOf = (day: SQL) => sql`date_trunc('month', (${day})::timestamp)::date`;
  return selectRows<{ month: string; residents: number; bedDays: number; days: number }>(
    db,
    sql`with bounds as (
      select ${range.first}::date as first, ${range.lastMonth}::date as last_month,
        least(${range.after}::date, ${today}::date + 1) as stop
    ), stays as (
      select greatest(x.moved_in_on, b.first) as starts,
        least(coalesce(x.moved_out_on, b.stop), b.stop) as ends,
        lag(least(coalesce(x.moved_out_on, b.stop), b.stop))
          over (partition by coalesce(x.student_id, x.id) order by x.moved_in_on, x.id) as before
      from residencies x
      cross join bounds b
      where x.moved_in_on < b.stop and (x.moved_out_on is null or x.moved_out_on > b.first)
        and coalesce(x.moved_out_on, b.stop) > x.moved_in_on
        and ${inRooms(scope)}
    ), lived as (
      select starts, ends, ${monthOf(sql`ends - 1`)} as last_month,
        case when before > ${monthOf(sql`starts`)}
          then (${monthOf(sql`starts`)} + interval '1 month')::date
          else ${monthOf(sql`starts`)} end as counted_from
      from stays
    ), by_day as (
      select day, sum(change) as change from (
        select starts as day, 1 as change from lived
        union all
        select ends, -1 from lived, bounds b where ends < b.stop
      ) c group by day
    ), occupied as (
      select ${monthOf(sql`d.day`)} as month, sum(d.beds) as bed_days, count(*) as days
      from (
        select g::date as day, sum(coalesce(c.change, 0)) over (order by g) as beds
        from bounds b
        cross join generate_series(b.first::timestamp, (b.stop - 1)::timestamp, interval '1 day') g
        left join by_day c on c.day = g::date
      ) d group by 1
    ), by_month as (
      select month, sum(change) as change from (
        select counted_from as month, 1 as change from lived where counted_from <= last_month
        union all
        select (last_month + interval '1 month')::date, -1 from lived
          where counted_from <= last_month
      ) c group by month
    ), months as (
      select g::date as month, sum(coalesce(c.change, 0)) over (order by g) as residents
      from bounds b
      cross join generate_series(b.first::timestamp, b.last_month::timestamp, interval '1 month') g
      left join by_month c on c.month = g::date
    )
    select to_char(m.month, 'YYYY-MM') as month, m.residents::int as residents,
      coalesce(o.bed_days, 0)::int as "bedDays", coalesce(o.days, 0)::int as days
    from months m left join occupied o on o.month = m.month
    order by m.month`,
  );
}
