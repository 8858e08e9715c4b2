import type { CalendarDay } from '@hms/shared/calendar-day';
import { and, asc, eq, gt, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, messEnrolments, messPlans, rooms, students } from '../../core/db/schema';
import { containsPattern } from '../../core/paging/like-pattern';
import { countColumn, pageAndCount, type PageWindow } from '../../core/paging/page';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/** The plan a student is on as of a day: their latest change on or before it. */
function planIdOn(day: CalendarDay): SQL<string | null> {
  return sql<string | null>`(select e.plan_id from ${messEnrolments} e
    where e.student_id = ${students.id} and e.from_on <= ${day}::date
    order by e.from_on desc limit 1)`;
}

/** A student living in a hostel in the scope, with that hostel. */
export async function findResident(db: Executor, studentId: string, scope: HostelScope) {
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      hostelId: hostels.id,
      hostelName: hostels.name,
    })
    .from(students)
    .innerJoin(rooms, eq(rooms.id, students.roomId))
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(and(eq(students.id, studentId), inScope(hostels.id, scope)));
  return row ?? null;
}

export async function findPlanOf(db: Executor, planId: string) {
  const [row] = await db
    .select({
      id: messPlans.id,
      name: messPlans.name,
      hostelId: messPlans.hostelId,
      offered: messPlans.offered,
    })
    .from(messPlans)
    .where(eq(messPlans.id, planId));
  return row ?? null;
}

/** The plan the student is on as of the day, whichever hostel's it is; null for none. */
export async function planOn(db: Executor, studentId: string, day: CalendarDay) {
  const [row] = await db
    .select({ planId: planIdOn(day) })
    .from(students)
    .where(eq(students.id, studentId));
  return row?.planId ?? null;
}

/** From `from` the student is on `planId` (or none): changes set for that day or later go. */
export async function setPlanFrom(
  tx: Executor,
  change: { studentId: string; from: CalendarDay; planId: string | null; byName: string },
) {
  await tx
    .delete(messEnrolments)
    .where(
      and(eq(messEnrolments.studentId, change.studentId), gte(messEnrolments.fromOn, change.from)),
    );
  await tx.insert(messEnrolments).values({
    studentId: change.studentId,
    fromOn: change.from,
    planId: change.planId,
    setByName: change.byName,
  });
}

type ResidentFilter = {
  hostelId: string;
  scope: HostelScope;
  today: CalendarDay;
  search?: string | undefined;
  plan?: string | undefined;
  studentId?: string | undefined;
};

function residentsOf(db: Executor, filter: ResidentFilter) {
  const current = planIdOn(filter.today);
  const planFilter =
    filter.plan === undefined
      ? undefined
      : filter.plan === 'none'
        ? isNull(messPlans.id)
        : eq(messPlans.id, filter.plan);
  const search = filter.search
    ? or(
        ilike(students.name, containsPattern(filter.search)),
        ilike(students.rollNumber, containsPattern(filter.search)),
      )
    : undefined;
  return {
    where: and(
      eq(rooms.hostelId, filter.hostelId),
      inScope(rooms.hostelId, filter.scope),
      filter.studentId ? eq(students.id, filter.studentId) : undefined,
      planFilter,
      search,
    ),
    // A change to another hostel's plan leaves the student on none here.
    planJoin: and(eq(messPlans.id, current), eq(messPlans.hostelId, filter.hostelId)),
  };
}

/**
 * A hostel's residents with the plan each is on today, in room order, paged; filtered by plan
 * and searched by name or student ID in the statement.
 */
export async function residentPlans(db: Executor, filter: ResidentFilter, window: PageWindow) {
  const { where, planJoin } = residentsOf(db, filter);
  const { rows, count } = await pageAndCount(
    window,
    ({ limit, offset }) =>
      db
        .select({
          id: students.id,
          name: students.name,
          rollNumber: students.rollNumber,
          roomNumber: rooms.roomNumber,
          planId: messPlans.id,
          planName: messPlans.name,
        })
        .from(students)
        .innerJoin(rooms, eq(rooms.id, students.roomId))
        .leftJoin(messPlans, planJoin)
        .where(where)
        .orderBy(asc(rooms.roomNumber), asc(students.bed), asc(students.name), asc(students.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select(countColumn)
        .from(students)
        .innerJoin(rooms, eq(rooms.id, students.roomId))
        .leftJoin(messPlans, planJoin)
        .where(where),
  );
  return { rows, total: count[0]?.total ?? 0 };
}

export type ResidentPlanRow = Awaited<ReturnType<typeof residentPlans>>['rows'][number];

/** Each student's first change set after today, with its plan's name. */
export function nextChanges(db: Executor, studentIds: readonly string[], today: CalendarDay) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([messEnrolments.studentId], {
      studentId: messEnrolments.studentId,
      from: sql<CalendarDay>`${messEnrolments.fromOn}::text`,
      planId: messPlans.id,
      planName: messPlans.name,
    })
    .from(messEnrolments)
    .leftJoin(messPlans, eq(messPlans.id, messEnrolments.planId))
    .where(
      and(inArray(messEnrolments.studentId, [...studentIds]), gt(messEnrolments.fromOn, today)),
    )
    .orderBy(asc(messEnrolments.studentId), asc(messEnrolments.fromOn));
}

/**
 * Whether a resident of the plan's hostel is on it today or from a later day: a change to it
 * with no change after it by today.
 */
export async function planInUse(db: Executor, planId: string, today: CalendarDay) {
  const [row] = await db
    .select({ id: messEnrolments.studentId })
    .from(messEnrolments)
    .innerJoin(messPlans, eq(messPlans.id, messEnrolments.planId))
    .innerJoin(students, eq(students.id, messEnrolments.studentId))
    .innerJoin(rooms, and(eq(rooms.id, students.roomId), eq(rooms.hostelId, messPlans.hostelId)))
    .where(
      and(
        eq(messEnrolments.planId, planId),
        sql`not exists (select 1 from ${messEnrolments} n
          where n.student_id = ${messEnrolments.studentId}
            and n.from_on > ${messEnrolments.fromOn} and n.from_on <= ${today}::date)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
