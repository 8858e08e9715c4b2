import type { CalendarDay } from '@hms/shared/calendar-day';
import type { RollCallMark } from '@hms/shared/roll-call';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import { columnsOf, type RawRow } from '../../core/db/rows';
import { rollCallMarks } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/**
 * A new roll-call's list, made in one statement (docs/decisions/058: a set-based write): the
 * residents of the hostel (of the floor, when given) in room order (floor, room number by length
 * then text, bed, as rooms are ordered elsewhere), leaving out whoever is on approved leave
 * covering the night or the day it is taken on: after midnight, leave that began at midnight is
 * never an absence (docs/product-rules.md#roll-call). Their names, roll numbers and rooms are copied, so the night's record
 * reads the same after moves. Answers how many are on the list.
 */
export async function insertList(
  tx: Executor,
  list: {
    rollCallId: string;
    hostelId: string;
    floor: number | null;
    night: CalendarDay;
    today: CalendarDay;
  },
) {
  const rows = await selectRows<{ n: number }>(
    tx,
    sql`
      with listed as (
        insert into roll_call_marks
          (roll_call_id, student_id, room_id, position, student_name, roll_number, room_number)
        select ${list.rollCallId}::uuid, s.id, r.id,
          (row_number() over (
            order by r.floor, length(r.room_number), r.room_number, s.bed, lower(s.name), s.id
          ))::smallint,
          s.name, s.student_id, r.room_number
        from rooms r
        join students s on s.room_id = r.id
        where r.hostel_id = ${list.hostelId}::uuid
          and (${list.floor}::int is null or r.floor = ${list.floor}::int)
          and not exists (
            select 1 from leaves l
            where l.student_id = s.id and l.status = 'Approved'
              and l.from_day <= ${list.today}::date and l.to_day >= ${list.night}::date)
        returning 1
      )
      select count(*)::int as n from listed`,
  );
  return rows[0]?.n ?? 0;
}

type MarkedRow = RawRow<
  typeof rollCallMarks,
  'studentName' | 'rollNumber' | 'roomNumber' | 'mark' | 'markedBy' | 'markedAt'
> & { night: CalendarDay };

/**
 * One resident's mark: one UPDATE of their row, found by `roll_call_marks_student_key`. Kept
 * hand-written (docs/decisions/058) so that the roll-call's row is read FOR SHARE in the same
 * statement: marks never wait on each other, but a close (FOR UPDATE) waits for the marks in
 * flight and the marks after it wait for the close, then find it closed and change nothing.
 * Null when the roll-call is not open, not in the scope, or the student not on its list.
 */
export async function markOne(
  tx: Executor,
  target: { rollCallId: string; studentId: string; scope: HostelScope },
  mark: RollCallMark,
  by: { id: string; name: string },
): Promise<MarkedRow | null> {
  const [row] = await selectRows<MarkedRow>(
    tx,
    sql`
      with still_open as (
        select rc.id, rc.night from roll_calls rc
        where rc.id = ${target.rollCallId}::uuid and rc.closed_at is null
          and ${inScope(sql`rc.hostel_id`, target.scope) ?? sql`true`}
        for share
      )
      update roll_call_marks m
      set mark = ${mark}, marked_by_id = ${by.id}::uuid, marked_by = ${by.name}, marked_at = now()
      from still_open
      where m.roll_call_id = still_open.id and m.student_id = ${target.studentId}::uuid
      returning ${columnsOf(
        rollCallMarks,
        ['studentName', 'rollNumber', 'roomNumber', 'mark', 'markedBy', 'markedAt'],
        'm',
      )}, still_open.night::text as night`,
  );
  return row ?? null;
}
