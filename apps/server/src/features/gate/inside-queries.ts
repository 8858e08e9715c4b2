import type { CalendarDay } from '@hms/shared/calendar-day';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';

/**
 * Every resident of a hostel in room order, with their last movement and the approved leave that
 * says where they may be: the one their last "out" took, else one covering today. Two index
 * lookups a resident (gate_movements_student_idx, leaves_student_idx), however many movements
 * the year has recorded. The last movement is asked for in the index's own order, NULLS LAST as
 * its migration made it: a plain DESC means NULLS FIRST, which the index does not give, and
 * PostgreSQL then read every movement of each resident and sorted them (226 ms for a hostel of
 * 400 with a year on record, against 16 ms; docs/performance.md).
 */
export type InsideQueryRow = {
  student_id: string;
  name: string;
  roll_number: string;
  phone: string;
  room_number: string;
  direction: 'out' | 'in' | null;
  scanned_at: Date | string | null;
  from_day: CalendarDay | null;
  to_day: CalendarDay | null;
};

export function residentsWithMovements(db: Executor, hostelId: string, today: CalendarDay) {
  return selectRows<InsideQueryRow>(
    db,
    sql`
      select s.id as student_id, s.name, s.student_id as roll_number, s.phone, r.room_number,
        m.direction, m.scanned_at, l.from_day::text as from_day, l.to_day::text as to_day
      from rooms r
      join students s on s.room_id = r.id
      left join lateral (
        select g.direction, g.scanned_at, g.leave_id from gate_movements g
        where g.student_id = s.id
        order by g.scanned_at desc nulls last, g.id desc nulls last
        limit 1
      ) m on true
      left join lateral (
        select l.from_day, l.to_day from leaves l
        where l.student_id = s.id and l.status = 'Approved'
          and ((m.direction = 'out' and l.id = m.leave_id)
            or (l.from_day <= ${today}::date and l.to_day >= ${today}::date))
        order by (l.id = m.leave_id) desc nulls last, l.from_day
        limit 1
      ) l on true
      where r.hostel_id = ${hostelId}::uuid
      order by r.floor, length(r.room_number), r.room_number, s.bed, lower(s.name)`,
  );
}
