import type { RoomRequestStatus } from '@hms/shared/enums';
import type { RoomRequestCreateInput } from '@hms/shared/room-requests';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import type { PageWindow } from '../../core/paging/page';
import { selectRows } from '../../core/db/raw-rows';
import { mayLiveInSql } from '../../core/db/gender-rule-sql';
import type { HostelScope } from '../../core/scope/hostel-scope';

export type RoomRequestRow = {
  id: string;
  queued: number;
  status: RoomRequestStatus;
  is_change: boolean;
  reason: string;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  preferred_room_type: string | null;
  preferred_hostel_id: string | null;
  preferred_hostel_name: string | null;
  preferred_hostel_type: string | null;
  student_id: string;
  student_name: string;
  student_number: string;
  gender: string;
  current_hostel: string | null;
  current_room: string | null;
  current_bed: number | null;
  bed_available_now: boolean;
};

/**
 * A room fits a request when it is in the preferred hostel and of the preferred type (each when
 * named), in a hostel that takes the student (the SQL of mayLiveIn, gender-rule.ts). `room` has
 * the room's `hostel_id` and `type`; `hostel` its hostel's `type`.
 */
function fits(room: SQL, hostel: SQL, request: SQL, student: SQL): SQL {
  return sql`(${request}.preferred_hostel_id is null or ${room}.hostel_id = ${request}.preferred_hostel_id)
    and (${request}.preferred_room_type is null or ${room}.type = ${request}.preferred_room_type)
    and ${mayLiveInSql(sql`${student}.gender`, sql`${hostel}.type`)}`;
}

/**
 * A warden sees the requests into their hostels, out of them, and those that name no hostel
 * (docs/decisions/044); a bed is "available now" for them only in their hostels.
 */
function scopeOf(scope: HostelScope) {
  if (scope === null) return { requests: sql`true`, rooms: sql`true` };
  const ids = sql`${sql.param(scope)}::uuid[]`;
  return {
    requests: sql`(q.preferred_hostel_id is null or q.preferred_hostel_id = any(${ids})
      or cr.hostel_id = any(${ids}))`,
    rooms: sql`fr.hostel_id = any(${ids})`,
  };
}

/**
 * The requests, with whether a fitting bed is free now: the rooms with a free bed are counted
 * once per hostel and type (`free`, materialized, so it is not searched again for each request:
 * 10 ms a page of 20 at campus scale when it was, 2 to 2.5 ms now); a group counts for a student only
 * with a free room besides their own.
 */
function selectRequests(where: SQL, scope: HostelScope, order: SQL, window: PageWindow) {
  const scoped = scopeOf(scope);
  return sql`
    with free as materialized (
      select fr.hostel_id, fr.type, count(*)::int as rooms from rooms fr
      where fr.occupancy < fr.capacity and ${scoped.rooms}
      group by fr.hostel_id, fr.type
    )
    select q.id, q.queued, q.status, q.is_change, q.reason, q.decision_note, q.decided_by,
      q.decided_at, q.created_at, q.preferred_room_type,
      ph.id as preferred_hostel_id, ph.name as preferred_hostel_name, ph.type as preferred_hostel_type,
      s.id as student_id, s.name as student_name, s.student_id as student_number, s.gender,
      ch.name as current_hostel, cr.room_number as current_room, s.bed as current_bed,
      q.status = 'Pending' and exists (
        select 1 from free f join hostels fh on fh.id = f.hostel_id
        where ${fits(sql`f`, sql`fh`, sql`q`, sql`s`)}
          and f.rooms > (case when cr.hostel_id = f.hostel_id and cr.type = f.type
            and cr.occupancy < cr.capacity then 1 else 0 end)
      ) as bed_available_now
    from room_requests q
    join students s on s.id = q.student_id
    left join rooms cr on cr.id = s.room_id
    left join hostels ch on ch.id = cr.hostel_id
    left join hostels ph on ph.id = q.preferred_hostel_id
    where ${where} and ${scoped.requests}
    order by ${order}
    limit ${window.limit} offset ${window.offset}`;
}

/** The office's queue: pending in the order they came, decided ones newest first. */
export async function queue(
  db: Executor,
  filter: { status?: RoomRequestStatus | undefined; scope: HostelScope },
  window: PageWindow,
) {
  const where = filter.status ? sql`q.status = ${filter.status}` : sql`true`;
  const order = filter.status === 'Pending' ? sql`q.queued` : sql`q.queued desc`;
  const scoped = scopeOf(filter.scope);
  const [rows, counted] = await Promise.all([
    selectRows<RoomRequestRow>(db, selectRequests(where, filter.scope, order, window)),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from room_requests q
        join students s on s.id = q.student_id left join rooms cr on cr.id = s.room_id
        where ${where} and ${scoped.requests}`,
    ),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** One request as a list shows it, if the scope reaches it. */
export async function findRequest(db: Executor, id: string, scope: HostelScope) {
  const window = { limit: 1, offset: 0 };
  const [row] = await selectRows<RoomRequestRow>(
    db,
    selectRequests(sql`q.id = ${id}`, scope, sql`q.queued`, window),
  );
  return row;
}

/** A student's own requests, newest first. */
export function ownRequests(db: Executor, studentId: string, window: PageWindow) {
  return selectRows<RoomRequestRow>(
    db,
    selectRequests(sql`q.student_id = ${studentId}`, null, sql`q.queued desc`, window),
  );
}

export async function countOwn(db: Executor, studentId: string): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from room_requests where student_id = ${studentId}`,
  );
  return row?.total ?? 0;
}

/** Locks the request for a decision, so two decisions of it queue and the second sees the first. */
export async function lockRequest(db: Executor, id: string) {
  const [row] = await selectRows<{
    id: string;
    queued: number;
    status: RoomRequestStatus;
    student_id: string;
  }>(db, sql`select id, queued, status, student_id from room_requests where id = ${id} for update`);
  return row;
}

/** Pending requests that came before this one and would take the same room. */
export async function earlierFitting(db: Executor, queued: number, roomId: string) {
  const [row] = await selectRows<{ earlier: number }>(
    db,
    sql`select count(*)::int as earlier
      from room_requests q join students s on s.id = q.student_id,
        rooms fr join hostels fh on fh.id = fr.hostel_id
      where fr.id = ${roomId} and q.status = 'Pending' and q.queued < ${queued}
        and ${fits(sql`fr`, sql`fh`, sql`q`, sql`s`)}
        and fr.id is distinct from s.room_id`,
  );
  return row?.earlier ?? 0;
}

export async function insertRequest(
  db: Executor,
  studentId: string,
  isChange: boolean,
  input: RoomRequestCreateInput,
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into room_requests (student_id, is_change, preferred_hostel_id, preferred_room_type, reason)
      values (${studentId}, ${isChange}, ${input.preferredHostel ?? null},
        ${input.preferredRoomType ?? null}, ${input.reason})
      returning id`,
  );
  if (!row) throw new Error('the request was not written');
  return row.id;
}

export async function decide(
  db: Executor,
  id: string,
  decision: {
    status: RoomRequestStatus;
    note?: string | null | undefined;
    by?: string | undefined;
    movedTo?: string | undefined;
  },
): Promise<void> {
  await db.execute(sql`
    update room_requests set status = ${decision.status}, decision_note = ${decision.note ?? null},
      decided_by = ${decision.by ?? null}, decided_at = now(), moved_to = ${decision.movedTo ?? null}
    where id = ${id}`);
}

/** The hostels that take the student, by name (the SQL of mayLiveIn, gender-rule.ts). */
export function hostelsFor(db: Executor, studentId: string) {
  return selectRows<{ id: string; name: string; type: 'Boys' | 'Girls' }>(
    db,
    sql`select h.id, h.name, h.type from hostels h, students s
      where s.id = ${studentId} and ${mayLiveInSql(sql`s.gender`, sql`h.type`)}
      order by lower(h.name), h.id`,
  );
}
