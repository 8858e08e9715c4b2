import type { CalendarDay } from '@hms/shared/calendar-day';
import {
  RECENT_COMPLAINTS_LIMIT,
  STAT_CHANGE_DAYS,
  type DashboardStats,
  type StatKey,
  type WeeklyComplaints,
} from '@hms/shared/dashboard';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../core/db/database';
import { preparedByShape } from '../../core/paging/prepared-by-shape';
import { authorLivesIn, overdue } from '../complaints';
import { profileColumns } from '../profile';
import { selectRows } from '../../core/db/raw-rows';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';
import { complaints, hostels, rooms, students } from '../../core/db/schema';

/** The figures with a change over 30 days. */
export type StatCounts = Record<StatKey, number>;

/** Every card's figure as it stands, those with no change over 30 days (overdue) included. */
export type CountsNow = Omit<DashboardStats, 'changes'>;

/** Each card's figure as it stands, in one round trip. */
export async function countsNow(db: Executor): Promise<CountsNow> {
  const [row] = await selectRows<CountsNow>(
    db,
    sql`select
      (select count(*)::int from students) as "totalStudents",
      (select count(*)::int from hostels) as "totalHostels",
      (select count(*)::int from rooms) as "totalRooms",
      (select count(*)::int from complaints where status = 'Open') as "openComplaints",
      (select count(*)::int from complaints where ${overdue}) as "overdueComplaints"`,
  );
  if (!row) throw new Error('the dashboard counts returned no row');
  return row;
}

/**
 * Each card's figure as it stood when the change window opened, in one round trip. "Then" is the
 * rows created before the window opened that still exist, plus those created before it and
 * deleted since (removed_records). A complaint was Open then if it had been created and had not
 * yet left Open: either it is still Open, or it left Open (In Progress or Resolved) after the
 * window opened. So no change made now moves these figures: only time does.
 */
export async function countsThen(db: Executor): Promise<StatCounts> {
  const since = sql`now() - make_interval(days => ${STAT_CHANGE_DAYS}::int)`;
  const removedBefore = (kind: string) => sql`(
    select count(*)::int from removed_records
    where kind = ${kind} and created_at <= ${since} and removed_at > ${since}
  )`;
  const [row] = await selectRows<StatCounts>(
    db,
    sql`select
      (select count(*)::int from students where created_at <= ${since})
        + ${removedBefore('student')} as "totalStudents",
      (select count(*)::int from hostels where created_at <= ${since})
        + ${removedBefore('hostel')} as "totalHostels",
      (select count(*)::int from rooms where created_at <= ${since})
        + ${removedBefore('room')} as "totalRooms",
      (select count(*)::int from complaints where status = 'Open' and created_at <= ${since})
        + (select count(*)::int from complaints
           where least(in_progress_at, resolved_at) > ${since} and created_at <= ${since})
        + (select count(*)::int from removed_records
           where kind = 'complaint' and created_at <= ${since} and removed_at > ${since}
             and (left_open_at is null or left_open_at > ${since})) as "openComplaints"`,
  );
  if (!row) throw new Error('the dashboard counts returned no row');
  return row;
}

/**
 * A warden's figures, over their hostels alone: residents are their rooms' stored occupancy, and
 * Open and Overdue complaints those whose author lives there now.
 */
export async function scopedCountsNow(db: Executor, scope: readonly string[]): Promise<CountsNow> {
  const hostelIds = sql`${sql.param(scope)}::uuid[]`;
  const [row] = await selectRows<CountsNow>(
    db,
    sql`select
      (select coalesce(sum(occupancy), 0)::int from rooms where hostel_id = any(${hostelIds}))
        as "totalStudents",
      (select count(*)::int from hostels where id = any(${hostelIds})) as "totalHostels",
      (select count(*)::int from rooms where hostel_id = any(${hostelIds})) as "totalRooms",
      (select count(*)::int from complaints
        where status = 'Open' and ${authorLivesIn(scope)}) as "openComplaints",
      (select count(*)::int from complaints
        where ${overdue} and ${authorLivesIn(scope)}) as "overdueComplaints"`,
  );
  if (!row) throw new Error('the dashboard counts returned no row');
  return row;
}

/**
 * Complaints opened in each of `weeks` weeks from the Monday `firstWeek`, weeks without any
 * included. Each week is a count along complaints_created_idx between two instants: its Monday's
 * midnight and the next one's in the college's time zone. Hand-written (docs/decisions/058): a
 * series of weeks, each counted by a subquery of its own.
 */
export function complaintsOpenedByWeek(
  db: Executor,
  firstWeek: CalendarDay,
  weeks: number,
  timeZone: string,
): Promise<WeeklyComplaints> {
  return selectRows<WeeklyComplaints[number]>(
    db,
    sql`select to_char(w, 'YYYY-MM-DD') as "weekStart",
        (select count(*)::int from complaints c
          where c.created_at >= (w at time zone ${timeZone})
            and c.created_at < ((w + interval '1 week') at time zone ${timeZone})) as "opened"
      from generate_series(${firstWeek}::date::timestamp,
        ${firstWeek}::date::timestamp + make_interval(weeks => ${weeks}::int - 1),
        interval '1 week') w
      order by w`,
  );
}

/**
 * Each hostel's residents: its rooms' stored occupancy (docs/decisions/022), summed by hostel
 * before the hostels are joined, so the sums are made in one pass over the rooms.
 */
export function hostelOccupancy(db: Executor, scope: HostelScope = null) {
  const residents = db
    .select({
      hostelId: rooms.hostelId,
      count: sql<number>`sum(${rooms.occupancy})`.as('count'),
    })
    .from(rooms)
    .groupBy(rooms.hostelId)
    .as('residents');
  return db
    .select({
      id: hostels.id,
      name: hostels.name,
      type: hostels.type,
      totalCapacity: hostels.totalCapacity,
      currentOccupancy: sql<number>`coalesce(${residents.count}, 0)::int`,
    })
    .from(hostels)
    .leftJoin(residents, eq(residents.hostelId, hostels.id))
    .where(inScope(hostels.id, scope))
    .orderBy(sql`lower(${hostels.name})`);
}

const summaryColumns = {
  id: complaints.id,
  subject: complaints.subject,
  status: complaints.status,
  priority: complaints.priority,
  category: complaints.category,
  createdAt: complaints.createdAt,
};

/**
 * The newest complaints of all students, read backwards along the created_at index; for a warden,
 * of their residents.
 */
export function recentComplaints(db: Executor, limit: number, scope: HostelScope = null) {
  return db
    .select({
      ...summaryColumns,
      studentId: students.id,
      studentName: students.name,
      rollNumber: students.rollNumber,
    })
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .where(scope === null ? undefined : authorLivesIn(scope))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
}

export type OccupancyRow = Awaited<ReturnType<typeof hostelOccupancy>>[number];
export type ComplaintSummaryRow = Awaited<ReturnType<typeof recentComplaints>>[number];

/**
 * A student with their room and hostel, once for each of their newest complaints (none: once,
 * without a complaint). The page every student lands on is one statement: its lateral join reads
 * the student's own complaints backwards along their index.
 */
const studentDashboardQuery = preparedByShape('student_dashboard', (db, _present, name) => {
  const recent = db
    .select(summaryColumns)
    .from(complaints)
    .where(eq(complaints.studentId, students.id))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(RECENT_COMPLAINTS_LIMIT)
    .as('recent');
  return db
    .select({
      ...profileColumns,
      complaint: {
        id: recent.id,
        subject: recent.subject,
        status: recent.status,
        priority: recent.priority,
        category: recent.category,
        createdAt: recent.createdAt,
      },
    })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .leftJoinLateral(recent, sql`true`)
    .where(eq(students.id, sql.placeholder('id')))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .prepare(name);
});

export function studentDashboardRows(db: Database, studentId: string) {
  return studentDashboardQuery(db, []).execute({ id: studentId });
}
