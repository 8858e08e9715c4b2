import type { RoomRequestStatus } from '@hms/shared/enums';
import type { RoomRequestCreateInput } from '@hms/shared/room-requests';
import { and, asc, desc, eq, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db/database';
import { mayLiveInSql } from '../../core/db/gender-rule-sql';
import { selectRows } from '../../core/db/raw-rows';
import { columnsOf, type RawRow, type RowOf } from '../../core/db/rows';
import { hostels, roomRequests, rooms, students } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/**
 * The tables of a request as the lists read it, each under the name the statement gives it. In a
 * hand-written statement an alias renders as its name alone, so FROM and JOIN name the table too.
 */
const q = alias(roomRequests, 'q');
const s = alias(students, 's');
const cr = alias(rooms, 'cr');
const ch = alias(hostels, 'ch');
const ph = alias(hostels, 'ph');
const fr = alias(rooms, 'fr');
const fh = alias(hostels, 'fh');

type Column = SQL | AnyColumn;

/**
 * A room fits a request when it is in the preferred hostel and of the preferred type (each when
 * named), in a hostel that takes the student (rule hostel-gender, by mayLiveInSql).
 */
function fits(
  room: { hostelId: Column; type: Column; hostelType: Column },
  request: { preferredHostelId: Column; preferredRoomType: Column },
  gender: Column,
): SQL {
  return sql`(${request.preferredHostelId} is null or ${room.hostelId} = ${request.preferredHostelId})
    and (${request.preferredRoomType} is null or ${room.type} = ${request.preferredRoomType})
    and ${mayLiveInSql(sql`${gender}`, sql`${room.hostelType}`)}`;
}

/**
 * A warden sees the requests into their hostels, out of them, and those that name no hostel
 * (docs/decisions/044).
 */
function requestsInScope(scope: HostelScope): SQL | undefined {
  if (scope === null) return undefined;
  const ids = sql`${sql.param(scope)}::uuid[]`;
  return sql`(${q.preferredHostelId} is null or ${q.preferredHostelId} = any(${ids})
      or ${cr.hostelId} = any(${ids}))`;
}

const requestKeys = [
  'id',
  'status',
  'isChange',
  'reason',
  'decisionNote',
  'decidedBy',
  'decidedAt',
  'createdAt',
  'preferredRoomType',
] as const;

type Hostel = RowOf<typeof hostels>;
type Student = RowOf<typeof students>;

export type RoomRequestRow = RawRow<typeof roomRequests, (typeof requestKeys)[number]> & {
  preferredHostelId: Hostel['id'] | null;
  preferredHostelName: Hostel['name'] | null;
  preferredHostelType: Hostel['type'] | null;
  studentId: Student['id'];
  studentName: Student['name'];
  rollNumber: Student['rollNumber'];
  gender: Student['gender'];
  currentHostel: Hostel['name'] | null;
  currentRoom: RowOf<typeof rooms>['roomNumber'] | null;
  currentBed: Student['bed'];
  bedAvailableNow: boolean;
};

/**
 * The requests, with whether a fitting bed is free now: the rooms with a free bed are counted
 * once per hostel and type (`free`), and a group counts for a student only with a free room
 * besides their own. A bed is "available now" for a warden only in their hostels.
 *
 * Hand-written because `free` must be `materialized`, which the query builder's `with` cannot
 * say: searched again for each request, a page of 20 took 10 ms of PostgreSQL's time at campus
 * scale, counted once 2 to 2.5 ms
 * (docs/performance/runs/2026-11-26-residencies-and-room-requests.md; decision 058).
 */
function selectRequests(
  db: Executor,
  where: SQL | undefined,
  scope: HostelScope,
  order: SQL,
  window: PageWindow,
) {
  const freeInScope = inScope(fr.hostelId, scope) ?? sql`true`;
  return selectRows<RoomRequestRow>(
    db,
    sql`
    with free as materialized (
      select ${fr.hostelId} as hostel_id, ${fr.type} as type, count(*)::int as rooms from ${rooms} ${fr}
      where ${fr.occupancy} < ${fr.capacity} and ${freeInScope}
      group by ${fr.hostelId}, ${fr.type}
    )
    select ${columnsOf(roomRequests, requestKeys, 'q')},
      ${ph.id} as "preferredHostelId", ${ph.name} as "preferredHostelName",
      ${ph.type} as "preferredHostelType",
      ${s.id} as "studentId", ${s.name} as "studentName", ${s.rollNumber} as "rollNumber",
      ${s.gender} as "gender",
      ${ch.name} as "currentHostel", ${cr.roomNumber} as "currentRoom", ${s.bed} as "currentBed",
      ${q.status} = 'Pending' and exists (
        select 1 from free f join ${hostels} ${fh} on ${fh.id} = f.hostel_id
        where ${fits({ hostelId: sql`f.hostel_id`, type: sql`f.type`, hostelType: fh.type }, q, s.gender)}
          and f.rooms > (case when ${cr.hostelId} = f.hostel_id and ${cr.type} = f.type
            and ${cr.occupancy} < ${cr.capacity} then 1 else 0 end)
      ) as "bedAvailableNow"
    from ${roomRequests} ${q}
    join ${students} ${s} on ${s.id} = ${q.studentId}
    left join ${rooms} ${cr} on ${cr.id} = ${s.roomId}
    left join ${hostels} ${ch} on ${ch.id} = ${cr.hostelId}
    left join ${hostels} ${ph} on ${ph.id} = ${q.preferredHostelId}
    where ${where ?? sql`true`}
    order by ${order}
    limit ${window.limit} offset ${window.offset}`,
  );
}

export type RequestFilter = {
  studentId?: string;
  status?: RoomRequestStatus | undefined;
  scope: HostelScope;
};

/**
 * A page of requests: the office's queue, pending in the order they came and decided ones newest
 * first, or a student's own (`studentId`), newest first.
 */
export async function listRequests(db: Executor, filter: RequestFilter, window: PageWindow) {
  const where = and(
    filter.studentId ? eq(q.studentId, filter.studentId) : undefined,
    filter.status ? eq(q.status, filter.status) : undefined,
    requestsInScope(filter.scope),
  );
  const order = filter.status === 'Pending' ? asc(q.queued) : desc(q.queued);
  const { rows, count } = await pageAndCount(
    window,
    (window) => selectRequests(db, where, filter.scope, order, window),
    () =>
      db
        .select(countColumn)
        .from(q)
        .innerJoin(s, eq(s.id, q.studentId))
        .leftJoin(cr, eq(cr.id, s.roomId))
        .where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}

/** One request as a list shows it, if the scope reaches it. */
export async function findRequest(db: Executor, id: string, scope: HostelScope) {
  const where = and(eq(q.id, id), requestsInScope(scope));
  const [row] = await selectRequests(db, where, scope, asc(q.queued), { limit: 1, offset: 0 });
  return row;
}

/** Locks the request for a decision, so two decisions of it queue and the second sees the first. */
export async function lockRequest(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: roomRequests.id,
      queued: roomRequests.queued,
      status: roomRequests.status,
      studentId: roomRequests.studentId,
    })
    .from(roomRequests)
    .where(eq(roomRequests.id, id))
    .for('update');
  return row;
}

/** Pending requests that came before this one and would take the same room. */
export async function earlierFitting(db: Executor, queued: number, roomId: string) {
  const [row] = await db
    .select(countColumn)
    .from(roomRequests)
    .innerJoin(students, eq(students.id, roomRequests.studentId))
    .innerJoin(rooms, eq(rooms.id, roomId))
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(
      and(
        eq(roomRequests.status, 'Pending'),
        lt(roomRequests.queued, queued),
        fits(
          { hostelId: rooms.hostelId, type: rooms.type, hostelType: hostels.type },
          roomRequests,
          students.gender,
        ),
        sql`${rooms.id} is distinct from ${students.roomId}`,
      ),
    );
  return row?.total ?? 0;
}

export async function insertRequest(
  db: Executor,
  studentId: string,
  isChange: boolean,
  input: RoomRequestCreateInput,
): Promise<string> {
  const [row] = await db
    .insert(roomRequests)
    .values({
      studentId,
      isChange,
      preferredHostelId: input.preferredHostel ?? null,
      preferredRoomType: input.preferredRoomType ?? null,
      reason: input.reason,
    })
    .returning({ id: roomRequests.id });
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
  await db
    .update(roomRequests)
    .set({
      status: decision.status,
      decisionNote: decision.note ?? null,
      decidedBy: decision.by ?? null,
      decidedAt: sql`now()`,
      movedTo: decision.movedTo ?? null,
    })
    .where(eq(roomRequests.id, id));
}

/** The hostels that take the student (rule hostel-gender, by mayLiveInSql), by name. */
export function hostelsFor(db: Executor, studentId: string) {
  return db
    .select({ id: hostels.id, name: hostels.name, type: hostels.type })
    .from(hostels)
    .innerJoin(students, eq(students.id, studentId))
    .where(mayLiveInSql(sql`${students.gender}`, sql`${hostels.type}`))
    .orderBy(sql`lower(${hostels.name})`, asc(hostels.id));
}
