import type { CalendarDay } from '@hms/shared/calendar-day';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, rollCallMarks, rollCalls, rooms, students } from '../../core/db/schema';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/** How many on a roll-call's list are marked `mark` (null: not yet), one index range each. */
const marked = (mark: 'present' | 'absent' | null) =>
  sql<number>`(select count(*)::int from ${rollCallMarks} m
    where m.roll_call_id = ${rollCalls.id} and ${mark === null ? sql`m.mark is null` : sql`m.mark = ${mark}`})`;

/** A roll-call's facts and counts, as its page and the history show them. */
const summaryColumns = {
  id: rollCalls.id,
  hostelId: rollCalls.hostelId,
  hostelName: hostels.name,
  floor: rollCalls.floor,
  night: rollCalls.night,
  startedBy: rollCalls.startedBy,
  startedAt: rollCalls.startedAt,
  closedBy: rollCalls.closedBy,
  closedAt: rollCalls.closedAt,
  present: marked('present'),
  absent: marked('absent'),
  unmarked: marked(null),
};

function selectSummaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(rollCalls)
    .innerJoin(hostels, eq(hostels.id, rollCalls.hostelId))
    .$dynamic();
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** A hostel of the scope, by id: where a roll-call may be started. */
export async function findHostel(db: Executor, id: string, scope: HostelScope) {
  const [row] = await db
    .select({ id: hostels.id, name: hostels.name })
    .from(hostels)
    .where(and(eq(hostels.id, id), inScope(hostels.id, scope)));
  return row ?? null;
}

/** The open roll-call of a hostel's floor (null: its whole) on a night, if one is open. */
export async function findOpen(
  db: Executor,
  hostelId: string,
  floor: number | null,
  night: CalendarDay,
) {
  const [row] = await db
    .select({ id: rollCalls.id })
    .from(rollCalls)
    .where(
      and(
        eq(rollCalls.hostelId, hostelId),
        sql`coalesce(${rollCalls.floor}, -1) = ${floor ?? -1}`,
        eq(rollCalls.night, night),
        isNull(rollCalls.closedAt),
      ),
    );
  return row?.id ?? null;
}

export async function insertRollCall(db: Executor, values: typeof rollCalls.$inferInsert) {
  const [row] = await db.insert(rollCalls).values(values).returning({ id: rollCalls.id });
  if (!row) throw new Error('The roll-call was not saved');
  return row.id;
}

/** A roll-call within the scope, with its counts; the scope is in the statement. */
export async function findSummary(db: Executor, id: string, scope: HostelScope) {
  const [row] = await selectSummaries(db).where(
    and(eq(rollCalls.id, id), inScope(rollCalls.hostelId, scope)),
  );
  return row ?? null;
}

/** Takes the roll-call's row lock, which a mark's FOR SHARE waits on: closing queues marks. */
export async function lockRollCall(db: Executor, id: string, scope: HostelScope) {
  const [row] = await db
    .select({
      id: rollCalls.id,
      hostelId: rollCalls.hostelId,
      floor: rollCalls.floor,
      night: rollCalls.night,
      closedBy: rollCalls.closedBy,
      closedAt: rollCalls.closedAt,
    })
    .from(rollCalls)
    .where(and(eq(rollCalls.id, id), inScope(rollCalls.hostelId, scope)))
    .for('update');
  return row ?? null;
}

/** The residents still unmarked at the close: counted absent, and marked so by the closer. */
export async function markUnmarkedAbsent(
  db: Executor,
  id: string,
  by: { id: string; name: string },
) {
  const rows = await db
    .update(rollCallMarks)
    .set({ mark: 'absent', markedById: by.id, markedBy: by.name, markedAt: sql`now()` })
    .where(and(eq(rollCallMarks.rollCallId, id), isNull(rollCallMarks.mark)))
    .returning({ position: rollCallMarks.position });
  return rows.length;
}

/** Who is absent on the list, in its order: what the close tells of. */
export function absentees(db: Executor, id: string) {
  return db
    .select({
      studentId: rollCallMarks.studentId,
      name: rollCallMarks.studentName,
      rollNumber: rollCallMarks.rollNumber,
      roomNumber: rollCallMarks.roomNumber,
    })
    .from(rollCallMarks)
    .where(and(eq(rollCallMarks.rollCallId, id), eq(rollCallMarks.mark, 'absent')))
    .orderBy(asc(rollCallMarks.position));
}

export async function setClosed(db: Executor, id: string, by: { id: string; name: string }) {
  await db
    .update(rollCalls)
    .set({ closedById: by.id, closedBy: by.name, closedAt: sql`now()` })
    .where(eq(rollCalls.id, id));
}

/** Whether the student is on the roll-call's list at all. */
export async function onList(db: Executor, rollCallId: string, studentId: string) {
  const [row] = await db
    .select({ position: rollCallMarks.position })
    .from(rollCallMarks)
    .where(and(eq(rollCallMarks.rollCallId, rollCallId), eq(rollCallMarks.studentId, studentId)));
  return row !== undefined;
}

/** A roll-call's list in the order it was made: floor, room, bed. */
export function listEntries(db: Executor, id: string) {
  return db
    .select({
      studentId: rollCallMarks.studentId,
      name: rollCallMarks.studentName,
      rollNumber: rollCallMarks.rollNumber,
      roomNumber: rollCallMarks.roomNumber,
      mark: rollCallMarks.mark,
      markedBy: rollCallMarks.markedBy,
      markedAt: rollCallMarks.markedAt,
    })
    .from(rollCallMarks)
    .where(eq(rollCallMarks.rollCallId, id))
    .orderBy(asc(rollCallMarks.position));
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/** A hostel's roll-calls, newest night first. */
export async function rollCallPage(
  db: Executor,
  hostelId: string,
  scope: HostelScope,
  window: PageWindow,
) {
  const where = and(eq(rollCalls.hostelId, hostelId), inScope(rollCalls.hostelId, scope));
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      selectSummaries(db)
        .where(where)
        .orderBy(desc(rollCalls.night), desc(rollCalls.startedAt), desc(rollCalls.id))
        .limit(limit)
        .offset(offset),
    () => db.select(countColumn).from(rollCalls).where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}

/** A student the scope may see: any for the office, a resident of their hostels for a warden. */
export async function findStudent(db: Executor, id: string, scope: HostelScope) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .where(and(eq(students.id, id), inScope(rooms.hostelId, scope)));
  return row ?? null;
}

/** One student's nights on the roll-calls of the scope's hostels, newest first. */
export async function studentHistoryPage(
  db: Executor,
  studentId: string,
  scope: HostelScope,
  window: PageWindow,
) {
  const where = and(eq(rollCallMarks.studentId, studentId), inScope(rollCalls.hostelId, scope));
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      db
        .select({
          rollCallId: rollCalls.id,
          night: rollCalls.night,
          hostelName: hostels.name,
          floor: rollCalls.floor,
          roomNumber: rollCallMarks.roomNumber,
          mark: rollCallMarks.mark,
          closedAt: rollCalls.closedAt,
        })
        .from(rollCallMarks)
        .innerJoin(rollCalls, eq(rollCalls.id, rollCallMarks.rollCallId))
        .innerJoin(hostels, eq(hostels.id, rollCalls.hostelId))
        .where(where)
        .orderBy(desc(rollCalls.night), desc(rollCalls.startedAt))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select(countColumn)
        .from(rollCallMarks)
        .innerJoin(rollCalls, eq(rollCalls.id, rollCallMarks.rollCallId))
        .where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}
