import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { NotifyEach } from '../../core/notify/notify-each';

/**
 * Marks up to `batch` leaves whose student went out on them and is still out after the curfew of
 * their last day (whereabouts 'overdue', packages/shared/src/gate-rules.ts) as told, and tells
 * each one's hostel staff: every administrator and the hostel's wardens. One set-based statement
 * that takes its batch with SKIP LOCKED, as the complaints' overdue watch does, so several servers
 * tell of each leave once. Answers the leaves it told of.
 */
export type OverdueLeave = {
  student_id: string;
  student_name: string;
  student_number: string;
  to_day: string;
};

export function announceOverdueLeaveBatch(
  tx: Executor,
  notifyEach: NotifyEach,
  timeZone: string,
  batch: number,
): Promise<OverdueLeave[]> {
  return selectRows<OverdueLeave>(
    tx,
    sql`
      with due as (
        update leaves l set overdue_told_at = now()
        where l.id in (
          select l2.id from leaves l2
          join hostels h on h.id = l2.hostel_id
          where l2.status = 'Approved' and l2.taken_at is not null and l2.returned_at is null
            and l2.overdue_told_at is null
            and ((l2.to_day + h.curfew) at time zone ${timeZone}) < now()
          order by l2.to_day
          limit ${batch}
          for update of l2 skip locked)
        returning l.id, l.student_id, l.hostel_id, l.to_day
      ),
      placed as (
        select d.*, s.name as student_name, s.student_id as student_number
        from due d join students s on s.id = d.student_id
      ),
      heard as (
        select p.id as leave, 'admin'::text as role, a.id, a.email
        from placed p cross join admins a
        union
        select p.id, 'warden', w.id, w.email from placed p
        join warden_hostels wh on wh.hostel_id = p.hostel_id
        join wardens w on w.id = wh.warden_id and w.is_active and w.staff_role = 'warden'
      ),
      lines as (
        select h.role, h.id, h.email,
          p.student_name || ' (' || p.student_number || ') is overdue from leave' as title,
          'Their leave ended on ' || to_char(p.to_day, 'FMDD Mon YYYY')
            || ' and no return has been recorded at the gate.' as body,
          '/' || h.role || '/gate' as link
        from heard h join placed p on p.id = h.leave
      ),
      ${notifyEach.after('gate.overdue')}
      select student_id, student_name, student_number, to_day::text as to_day from placed`,
  );
}
