import type { CalendarDay } from '@hms/shared/calendar-day';
import { MEAL_COUNT_DAYS } from '@hms/shared/mess-enrolment';
import type { Meal } from '@hms/shared/mess';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';

export type MealCountRow = { day: CalendarDay; meal: Meal; onPlan: number; away: number };

/**
 * For each day of the week from `from` and each meal, the hostel's residents whose plan that day
 * includes the meal, and of them those away (docs/product-rules.md#meal-count): on approved leave
 * that day and not yet back, or, for today, out at the gate now by their last movement. Only
 * meals someone eats are answered. Hand-written: one set-based statement over the residents'
 * days (docs/decisions/058).
 */
export function mealCounts(
  db: Executor,
  week: { hostelId: string; from: CalendarDay; today: CalendarDay; timeZone: string },
): Promise<MealCountRow[]> {
  const { hostelId, from, today, timeZone } = week;
  return selectRows<MealCountRow>(
    db,
    sql`with days as (
          select d::date as day from generate_series(${from}::date,
            ${from}::date + ${MEAL_COUNT_DAYS - 1}::int, interval '1 day') d
        ), residents as (
          select s.id from students s join rooms ro on ro.id = s.room_id
          where ro.hostel_id = ${hostelId}
        ), eating as (
          select d.day, r.id as student_id, p.meals
          from days d cross join residents r
          cross join lateral (
            select e.plan_id from mess_enrolments e
            where e.student_id = r.id and e.from_on <= d.day
            order by e.from_on desc limit 1
          ) cur
          join mess_plans p on p.id = cur.plan_id and p.hostel_id = ${hostelId}
        ), flagged as (
          select x.day, x.meals,
            exists (
              select 1 from leaves l
              where l.student_id = x.student_id and l.status = 'Approved'
                and x.day between l.from_day and l.to_day
                and (l.returned_at is null
                  or (l.returned_at at time zone ${timeZone})::date > x.day)
            ) or (x.day = ${today}::date and (
              select g.direction from gate_movements g where g.student_id = x.student_id
              order by g.scanned_at desc, g.id desc limit 1) = 'out') as away
          from eating x
        )
        select f.day::text as day, m.meal, count(*)::int as "onPlan",
          (count(*) filter (where f.away))::int as away
        from flagged f cross join unnest(f.meals) as m(meal)
        group by f.day, m.meal`,
  );
}
