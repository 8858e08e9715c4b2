import type { CalendarDay } from '@hms/shared/calendar-day';
import type { LeaveStatus } from '@hms/shared/enums';
import type { LeaveApplyInput } from '@hms/shared/leave';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { selectRows } from '../../core/db/raw-rows';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

export type LeaveRow = {
  id: string;
  status: LeaveStatus;
  from_day: CalendarDay;
  to_day: CalendarDay;
  destination: string;
  reason: string;
  contact_phone: string;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  student_id: string;
  student_name: string;
  student_number: string;
  hostel_id: string | null;
  hostel_name: string | null;
  room_number: string | null;
};

/** A leave as every answer shows it; days as text, so no driver turns them into instants. */
const selected = sql`select l.id, l.status, l.from_day::text as from_day, l.to_day::text as to_day,
    l.destination, l.reason, l.contact_phone, l.decision_note, l.decided_by, l.decided_at,
    l.created_at, s.id as student_id, s.name as student_name, s.student_id as student_number,
    h.id as hostel_id, h.name as hostel_name, r.room_number
  from leaves l
  join students s on s.id = l.student_id
  left join hostels h on h.id = l.hostel_id
  left join rooms r on r.id = s.room_id`;

type ListFilter = {
  status?: LeaveStatus | undefined;
  hostel?: string | undefined;
  scope: HostelScope;
};

function conditions(filter: ListFilter): SQL {
  const parts = [
    filter.status ? sql`l.status = ${filter.status}` : undefined,
    filter.hostel ? sql`l.hostel_id = ${filter.hostel}` : undefined,
    inScope(sql`l.hostel_id`, filter.scope),
  ].filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/**
 * The office's list: pending leave first, the soonest to begin at the top, as it waits for a
 * decision; then the rest, newest first. A warden's is limited to their hostels in the statement.
 */
export async function leaveList(db: Executor, filter: ListFilter, window: PageWindow) {
  const where = conditions(filter);
  const [rows, counted] = await Promise.all([
    selectRows<LeaveRow>(
      db,
      sql`${selected} where ${where}
        order by (l.status = 'Pending') desc,
          case when l.status = 'Pending' then l.from_day end, l.created_at desc, l.id desc
        limit ${window.limit} offset ${window.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from leaves l where ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** One leave, if the scope reaches it. */
export async function findLeave(db: Executor, id: string, scope: HostelScope) {
  const within = inScope(sql`l.hostel_id`, scope) ?? sql`true`;
  const [row] = await selectRows<LeaveRow>(db, sql`${selected} where l.id = ${id} and ${within}`);
  return row;
}

/** A student's own leave, newest first. */
export async function ownLeaves(db: Executor, studentId: string, window: PageWindow) {
  const [rows, counted] = await Promise.all([
    selectRows<LeaveRow>(
      db,
      sql`${selected} where l.student_id = ${studentId}
        order by l.created_at desc, l.id desc
        limit ${window.limit} offset ${window.offset}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from leaves where student_id = ${studentId}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/**
 * Approved leave that covers `today` or ends today or `tomorrow`, in the scope: the warden's day,
 * soonest back first.
 */
export function awayLeaves(
  db: Executor,
  filter: {
    hostel?: string | undefined;
    scope: HostelScope;
    today: CalendarDay;
    tomorrow: CalendarDay;
  },
) {
  const { today, tomorrow } = filter;
  const where = conditions({ status: 'Approved', hostel: filter.hostel, scope: filter.scope });
  return selectRows<LeaveRow>(
    db,
    sql`${selected}
      where ${where} and l.to_day >= ${today}::date
        and (l.from_day <= ${today}::date or l.to_day <= ${tomorrow}::date)
      order by l.to_day, lower(s.name), l.id`,
  );
}

/**
 * Locks the student applying and reads whether they may: the lock every move of a student takes
 * first, so a leave and a change of their bed or activity queue and the second sees the first.
 */
export async function lockApplicant(db: Executor, studentId: string) {
  const [row] = await selectRows<{ id: string; isActive: boolean; hostelId: string | null }>(
    db,
    sql`select s.id, s.is_active as "isActive", r.hostel_id as "hostelId"
      from students s left join rooms r on r.id = s.room_id
      where s.id = ${studentId} for update of s`,
  );
  return row;
}

/** Locks the leave for a change, so two changes of it queue and the second sees the first. */
export async function lockLeave(db: Executor, id: string) {
  const [row] = await selectRows<{
    id: string;
    status: LeaveStatus;
    student_id: string;
    hostel_id: string | null;
    from_day: CalendarDay;
    to_day: CalendarDay;
  }>(
    db,
    sql`select id, status, student_id, hostel_id, from_day::text as from_day, to_day::text as to_day
      from leaves where id = ${id} for update`,
  );
  return row;
}

/** The student's earliest pending or approved leave sharing a day with `from`..`to`. */
export async function overlappingLeave(
  db: Executor,
  studentId: string,
  days: { from: CalendarDay; to: CalendarDay },
) {
  const [row] = await selectRows<{ from_day: CalendarDay; to_day: CalendarDay }>(
    db,
    sql`select from_day::text as from_day, to_day::text as to_day from leaves
      where student_id = ${studentId} and status in ('Pending', 'Approved')
        and from_day <= ${days.to}::date and to_day >= ${days.from}::date
      order by from_day limit 1`,
  );
  return row;
}

export async function insertLeave(
  db: Executor,
  leave: { studentId: string; hostelId: string } & LeaveApplyInput,
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into leaves (student_id, hostel_id, from_day, to_day, destination, reason, contact_phone)
      values (${leave.studentId}, ${leave.hostelId}, ${leave.from}, ${leave.to},
        ${leave.destination}, ${leave.reason}, ${leave.contactPhone})
      returning id`,
  );
  if (!row) throw new Error('the leave was not written');
  return row.id;
}

export async function setLeaveStatus(
  db: Executor,
  id: string,
  change: { status: LeaveStatus; note?: string | null | undefined; by?: string | undefined },
): Promise<void> {
  const decided = change.by !== undefined;
  await db.execute(sql`
    update leaves set status = ${change.status},
      decision_note = case when ${decided} then ${change.note ?? null} else decision_note end,
      decided_by = case when ${decided} then ${change.by ?? null} else decided_by end,
      decided_at = case when ${decided} then now() else decided_at end
    where id = ${id}`);
}
