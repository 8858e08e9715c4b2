import type { CalendarDay } from '@hms/shared/calendar-day';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { gateMovements, hostels, leaves, students } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/** A movement as the API answers it: with its student, hostel and the leave it belongs to. */
function selectMovements(db: Executor) {
  return db
    .select({
      id: gateMovements.id,
      direction: gateMovements.direction,
      gate: gateMovements.gate,
      scannedAt: gateMovements.scannedAt,
      recordedBy: gateMovements.recordedBy,
      studentId: gateMovements.studentId,
      studentName: students.name,
      rollNumber: students.rollNumber,
      hostelName: hostels.name,
      leaveId: gateMovements.leaveId,
      leaveUntil: sql<CalendarDay | null>`${leaves.toDay}::text`,
      lateMinutes: gateMovements.lateMinutes,
      unmatched: gateMovements.unmatched,
      withoutLeave: gateMovements.withoutLeave,
    })
    .from(gateMovements)
    .innerJoin(students, eq(students.id, gateMovements.studentId))
    .leftJoin(hostels, eq(hostels.id, gateMovements.hostelId))
    .leftJoin(leaves, eq(leaves.id, gateMovements.leaveId))
    .$dynamic();
}

export type MovementRow = Awaited<ReturnType<typeof selectMovements>>[number];

/**
 * Newest first, in the order of the indexes on (student, time) and (hostel, time): NULLS LAST, as
 * their migration made them. A plain DESC means NULLS FIRST, which no index gives, so PostgreSQL
 * read all the movements of the student or hostel and sorted them (inside-queries.ts).
 */
export const newestFirst = [
  sql`${gateMovements.scannedAt} desc nulls last`,
  sql`${gateMovements.id} desc nulls last`,
];

export async function findMovement(db: Executor, id: number) {
  const [row] = await selectMovements(db).where(eq(gateMovements.id, id));
  return row ?? null;
}

export type MovementFilter = {
  hostel?: string | undefined;
  student?: string | undefined;
  attention?: boolean | undefined;
  scope: HostelScope;
};

/** Late, unmatched or without leave: what the warden's page flags. */
const needsAttention = or(
  sql`${gateMovements.lateMinutes} is not null`,
  sql`${gateMovements.unmatched} is not null`,
  eq(gateMovements.withoutLeave, true),
);

function conditions(filter: MovementFilter): SQL | undefined {
  return and(
    filter.hostel ? eq(gateMovements.hostelId, filter.hostel) : undefined,
    filter.student ? eq(gateMovements.studentId, filter.student) : undefined,
    filter.attention === undefined
      ? undefined
      : filter.attention
        ? needsAttention
        : sql`not (${needsAttention})`,
    inScope(gateMovements.hostelId, filter.scope),
  );
}

/** The warden's record, newest first; the scope is in the statement. */
export async function movementPage(db: Executor, filter: MovementFilter, window: PageWindow) {
  const where = conditions(filter);
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      selectMovements(db)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    () => db.select(countColumn).from(gateMovements).where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}
