import { sql } from 'drizzle-orm';
import type { Database } from '../../core/db/database';
import { selectRows } from '../../core/db/raw-rows';
import type { BackgroundJob } from '../../core/jobs/background-job';
import type { NotifyEach } from '../../core/notify/notify-each';

/** How often the watch looks for complaints gone past their due time. */
export const OVERDUE_WATCH_INTERVAL_MS = 60_000;
/** Complaints announced by one transaction; more wait for the next pass, a moment later. */
export const OVERDUE_BATCH = 200;

/**
 * Announces the complaints that went past their due time while still Open or In Progress
 * (docs/product-rules.md#notifications), each once, to the staff of its author's hostel (every
 * administrator and that hostel's wardens) and to whoever it is assigned to. One transaction marks
 * a batch `overdue_notified_at` and writes their notifications: the marked rows stay locked until
 * it commits, and another server's watch skips them (SKIP LOCKED) and, once they are committed,
 * no longer finds them, so several servers over one database announce each complaint once.
 * Answers how many complaints it announced.
 */
export async function announceOverdue(
  db: Database,
  notifyEach: NotifyEach,
  batch = OVERDUE_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
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
        join wardens w on w.id = wh.warden_id and w.is_active
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
  });
}

/**
 * The watch as a background job: each run announces batch after batch until none is full, on a
 * timer of `everyMs` in one process or each minute across servers.
 */
export function overdueJob(db: Database, notifyEach: NotifyEach, everyMs: number): BackgroundJob {
  return {
    name: 'overdue-watch',
    everyMs,
    cron: '* * * * *',
    async run(stopping) {
      while (!stopping.aborted && (await announceOverdue(db, notifyEach)) === OVERDUE_BATCH) {
        // A full batch: more may be waiting.
      }
    },
  };
}
