import type { CalendarDay } from '@hms/shared/calendar-day';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, rooms, students } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/**
 * The residents of the scope's hostels a guard may look up, by name or roll number (the students'
 * trigram-indexed search column), with the last day of approved leave covering `today`.
 */
export async function residentPage(
  db: Executor,
  filter: { pattern: string | undefined; scope: HostelScope; today: CalendarDay },
  window: PageWindow,
) {
  const where = and(
    inScope(rooms.hostelId, filter.scope),
    filter.pattern ? sql`${students.searchText} like ${filter.pattern}` : undefined,
  );
  const onLeaveUntil = sql<CalendarDay | null>`(
    select l.to_day::text from leaves l
    where l.student_id = ${students.id} and l.status = 'Approved'
      and l.from_day <= ${filter.today}::date and l.to_day >= ${filter.today}::date
    limit 1)`;
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      db
        .select({
          studentId: students.id,
          name: students.name,
          rollNumber: students.rollNumber,
          roomNumber: rooms.roomNumber,
          hostelName: hostels.name,
          onLeaveUntil,
        })
        .from(students)
        .innerJoin(rooms, eq(rooms.id, students.roomId))
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(where)
        .orderBy(sql`lower(${students.name})`, students.rollNumber)
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select(countColumn)
        .from(students)
        .innerJoin(rooms, eq(rooms.id, students.roomId))
        .where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}
