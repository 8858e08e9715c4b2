import type { CalendarDay } from '@hms/shared/calendar-day';
import type { LeaveStatus } from '@hms/shared/enums';
import type { LeaveApplyInput } from '@hms/shared/leave';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, leaves, rooms, students } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/** A leave's days as text, so no driver turns them into instants. */
const days = {
  fromDay: sql<CalendarDay>`${leaves.fromDay}::text`,
  toDay: sql<CalendarDay>`${leaves.toDay}::text`,
};

/** A leave as every answer shows it: with its student, their room, and the leave's hostel. */
function selectLeaves(db: Executor) {
  return db
    .select({
      ...getTableColumns(leaves),
      ...days,
      studentName: students.name,
      rollNumber: students.rollNumber,
      hostelName: hostels.name,
      roomNumber: rooms.roomNumber,
    })
    .from(leaves)
    .innerJoin(students, eq(students.id, leaves.studentId))
    .leftJoin(hostels, eq(hostels.id, leaves.hostelId))
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .$dynamic();
}

export type LeaveRow = Awaited<ReturnType<typeof selectLeaves>>[number];

type ListFilter = {
  status?: LeaveStatus | undefined;
  hostel?: string | undefined;
  scope: HostelScope;
};

function conditions(filter: ListFilter) {
  return and(
    filter.status ? eq(leaves.status, filter.status) : undefined,
    filter.hostel ? eq(leaves.hostelId, filter.hostel) : undefined,
    inScope(leaves.hostelId, filter.scope),
  );
}

async function leavePage(db: Executor, where: SQL | undefined, order: SQL[], window: PageWindow) {
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      selectLeaves(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.select(countColumn).from(leaves).where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}

/**
 * The office's list: pending leave first, the soonest to begin at the top, as it waits for a
 * decision; then the rest, newest first. A warden's is limited to their hostels in the statement.
 */
export function leaveList(db: Executor, filter: ListFilter, window: PageWindow) {
  const pendingFirst = [
    sql`(${leaves.status} = 'Pending') desc`,
    sql`case when ${leaves.status} = 'Pending' then ${leaves.fromDay} end`,
  ];
  const order = [...pendingFirst, desc(leaves.createdAt), desc(leaves.id)];
  return leavePage(db, conditions(filter), order, window);
}

/** One leave, if the scope reaches it. */
export async function findLeave(db: Executor, id: string, scope: HostelScope) {
  const [row] = await selectLeaves(db).where(
    and(eq(leaves.id, id), inScope(leaves.hostelId, scope)),
  );
  return row;
}

/** A student's own leave, newest first. */
export function ownLeaves(db: Executor, studentId: string, window: PageWindow) {
  const order = [desc(leaves.createdAt), desc(leaves.id)];
  return leavePage(db, eq(leaves.studentId, studentId), order, window);
}

/**
 * Approved leave that covers `today` or ends today or `tomorrow`, in the scope: the warden's day,
 * soonest back first.
 */
export function awayLeaves(
  db: Executor,
  filter: Omit<ListFilter, 'status'> & { today: CalendarDay; tomorrow: CalendarDay },
) {
  const { today, tomorrow } = filter;
  return selectLeaves(db)
    .where(
      and(
        conditions({ ...filter, status: 'Approved' }),
        sql`${leaves.toDay} >= ${today}::date`,
        sql`(${leaves.fromDay} <= ${today}::date or ${leaves.toDay} <= ${tomorrow}::date)`,
      ),
    )
    .orderBy(asc(leaves.toDay), sql`lower(${students.name})`, asc(leaves.id));
}

/**
 * Locks the student applying and reads whether they may: the lock every move of a student takes
 * first, so a leave and a change of their bed or activity queue and the second sees the first.
 */
export async function lockApplicant(db: Executor, studentId: string) {
  const [row] = await db
    .select({
      id: students.id,
      isActive: students.isActive,
      hostelId: rooms.hostelId,
      // Whether the hostel asks a guardian to approve leave first (features/gate sets it).
      guardianApprovesLeave: hostels.guardianApprovesLeave,
    })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, studentId))
    .for('update', { of: students });
  return row;
}

/** Locks the leave for a change, so two changes of it queue and the second sees the first. */
export async function lockLeave(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: leaves.id,
      status: leaves.status,
      studentId: leaves.studentId,
      hostelId: leaves.hostelId,
      ...days,
      guardianAskedAt: leaves.guardianAskedAt,
      guardianDecision: leaves.guardianDecision,
      guardianDecidedAt: leaves.guardianDecidedAt,
    })
    .from(leaves)
    .where(eq(leaves.id, id))
    .for('update');
  return row;
}

/** The student's earliest pending or approved leave sharing a day with `from`..`to`. */
export async function overlappingLeave(
  db: Executor,
  studentId: string,
  range: { from: CalendarDay; to: CalendarDay },
) {
  const [row] = await db
    .select(days)
    .from(leaves)
    .where(
      and(
        eq(leaves.studentId, studentId),
        inArray(leaves.status, ['Pending', 'Approved']),
        sql`${leaves.fromDay} <= ${range.to}::date and ${leaves.toDay} >= ${range.from}::date`,
      ),
    )
    .orderBy(leaves.fromDay)
    .limit(1);
  return row;
}

export async function insertLeave(
  db: Executor,
  leave: { studentId: string; hostelId: string } & LeaveApplyInput,
): Promise<string> {
  const [row] = await db
    .insert(leaves)
    .values({ ...leave, fromDay: leave.from, toDay: leave.to })
    .returning({ id: leaves.id });
  if (!row) throw new Error('the leave was not written');
  return row.id;
}

/** With `by`, the change is a decision: its note, who made it and when are kept with it. */
export async function setLeaveStatus(
  db: Executor,
  id: string,
  change: { status: LeaveStatus; note?: string | null | undefined; by?: string | undefined },
): Promise<void> {
  const decision =
    change.by === undefined
      ? {}
      : { decisionNote: change.note ?? null, decidedBy: change.by, decidedAt: sql`now()` };
  await db
    .update(leaves)
    .set({ status: change.status, ...decision })
    .where(eq(leaves.id, id));
}

/** The hostel asked the student's guardians first: the warden decides after their answer. */
export async function setGuardianAsked(db: Executor, id: string): Promise<void> {
  await db
    .update(leaves)
    .set({ guardianAskedAt: sql`now()` })
    .where(eq(leaves.id, id));
}

/** A guardian's one answer to the link; the caller holds the leave's lock. */
export async function setGuardianDecision(
  db: Executor,
  id: string,
  decision: 'Approved' | 'Declined',
): Promise<void> {
  await db
    .update(leaves)
    .set({ guardianDecision: decision, guardianDecidedAt: sql`now()` })
    .where(eq(leaves.id, id));
}
