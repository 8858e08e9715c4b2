import type { CalendarDay } from '@hms/shared/calendar-day';
import type { WeeklyComplaints } from '@hms/shared/dashboard';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';

/**
 * Complaints opened in each of `weeks` weeks from the Monday `firstWeek`, weeks without any
 * included. Each week is a count along complaints_created_idx between two instants: its Monday's
 * midnight and the next one's in the college's time zone.
 */
export function complaintsOpenedByWeek(
  db: Executor,
  firstWeek: CalendarDay,
  weeks: number,
  timeZone: string,
): Promise<WeeklyComplaints> {
  return selectRows<WeeklyComplaints[number]>(
    db,
    sql`select to_char(w, 'YYYY-MM-DD') as "weekStart",
        (select count(*)::int from complaints c
          where c.created_at >= (w at time zone ${timeZone})
            and c.created_at < ((w + interval '1 week') at time zone ${timeZone})) as "opened"
      from generate_series(${firstWeek}::date::timestamp,
        ${firstWeek}::date::timestamp + make_interval(weeks => ${weeks}::int - 1),
        interval '1 week') w
      order by w`,
  );
}
