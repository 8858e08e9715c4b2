import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { NotifyEach } from '../../core/notify/notify-each';

/**
 * Marks up to `batch` complaints gone past their due time as announced and writes their lines
 * (overdue-watch.ts); answers how many. Hand-written: one set-based statement that takes the
 * batch with SKIP LOCKED, finds who hears of each, and notifies each of them (notifyEach).
 */
export async function announceOverdueBatch(
  tx: Executor,
  notifyEach: NotifyEach,
  batch: number,
): Promise<number> {
  const [row] = await selectRows<{ announced: number }>(
    tx,
    sql`
      with due as (
        update complaints c set overdue_notified_at = now()
        where c.id in (
          select id from complaints
          where status in ('Open', 'In Progress') and overdue_notified_at is null and due_at < now()
          order by due_at
          limit ${batch}
          for update skip locked)
        returning c.id, c.subject, c.priority, c.student_id, c.assigned_warden_id
      ),
      placed as (
        select d.*, s.name as student_name, s.student_id as student_number, r.hostel_id
        from due d
        join students s on s.id = d.student_id
        left join rooms r on r.id = s.room_id
      ),
      heard as (
        select p.id as complaint, 'admin'::text as role, a.id, a.email
        from placed p cross join admins a
        union
        select p.id, 'warden', w.id, w.email from placed p
        join warden_hostels wh on wh.hostel_id = p.hostel_id
        join wardens w on w.id = wh.warden_id and w.is_active and w.staff_role = 'warden'
        union
        select p.id, 'warden', w.id, w.email from placed p
        join wardens w on w.id = p.assigned_warden_id and w.is_active
      ),
      lines as (
        select h.role, h.id, h.email,
          'Complaint overdue: ' || p.subject as title,
          'From ' || p.student_name || ' (' || p.student_number || '), ' || p.priority
            || ' priority: past its service target and not yet resolved.' as body,
          '/' || h.role || '/complaints?overdue=true' as link
        from heard h join placed p on p.id = h.complaint
      ),
      ${notifyEach.after('complaint.overdue')}
      select count(*)::int as announced from due`,
  );
  return row?.announced ?? 0;
}
