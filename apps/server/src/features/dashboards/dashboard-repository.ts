import { STAT_CHANGE_DAYS } from '@hms/shared/dashboard';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { selectRows } from '../../db/raw-rows';
import { complaints, hostels, rooms, students } from '../../db/schema';

/** Each card's figure now and as it stood when the change window opened. */
export type StatCounts = {
  students: number;
  studentsThen: number;
  hostels: number;
  hostelsThen: number;
  rooms: number;
  roomsThen: number;
  openComplaints: number;
  openComplaintsThen: number;
};

/**
 * All eight figures in one round trip, each a count over an index. "Then" is the rows created
 * before the window opened that still exist, plus those created before it and deleted since
 * (removed_records). A complaint was Open then if it had been created and had not yet left Open:
 * either it is still Open, or it left Open (In Progress or Resolved) after the window opened.
 */
export async function statCounts(db: Executor): Promise<StatCounts> {
  const since = sql`now() - make_interval(days => ${STAT_CHANGE_DAYS}::int)`;
  const removedBefore = (kind: string) => sql`(
    select count(*)::int from removed_records
    where kind = ${kind} and created_at <= ${since} and removed_at > ${since}
  )`;
  const [row] = await selectRows<StatCounts>(
    db,
    sql`select
      (select count(*)::int from students) as "students",
      (select count(*)::int from students where created_at <= ${since})
        + ${removedBefore('student')} as "studentsThen",
      (select count(*)::int from hostels) as "hostels",
      (select count(*)::int from hostels where created_at <= ${since})
        + ${removedBefore('hostel')} as "hostelsThen",
      (select count(*)::int from rooms) as "rooms",
      (select count(*)::int from rooms where created_at <= ${since})
        + ${removedBefore('room')} as "roomsThen",
      (select count(*)::int from complaints where status = 'Open') as "openComplaints",
      (select count(*)::int from complaints where status = 'Open' and created_at <= ${since})
        + (select count(*)::int from complaints
           where least(in_progress_at, resolved_at) > ${since} and created_at <= ${since})
        + (select count(*)::int from removed_records
           where kind = 'complaint' and created_at <= ${since} and removed_at > ${since}
             and (left_open_at is null or left_open_at > ${since})) as "openComplaintsThen"`,
  );
  if (!row) throw new Error('the dashboard counts returned no row');
  return row;
}

export type HostelOccupancyRow = {
  id: string;
  name: string;
  type: 'Boys' | 'Girls';
  totalCapacity: number;
  currentOccupancy: number;
};

/** Residents per hostel in one grouped count, rather than a count per hostel. */
export function hostelOccupancy(db: Executor): Promise<HostelOccupancyRow[]> {
  const residents = db
    .select({
      hostelId: rooms.hostelId,
      residents: sql<number>`count(*)::int`.as('residents'),
    })
    .from(students)
    .innerJoin(rooms, eq(rooms.id, students.roomId))
    .groupBy(rooms.hostelId)
    .as('residents');
  return db
    .select({
      id: hostels.id,
      name: hostels.name,
      type: hostels.type,
      totalCapacity: hostels.totalCapacity,
      currentOccupancy: sql<number>`coalesce(${residents.residents}, 0)::int`,
    })
    .from(hostels)
    .leftJoin(residents, eq(residents.hostelId, hostels.id))
    .orderBy(sql`lower(${hostels.name})`);
}

export type ComplaintSummaryRow = {
  id: string;
  subject: string;
  status: 'Open' | 'In Progress' | 'Resolved' | 'Closed';
  priority: 'Low' | 'Medium' | 'High' | 'Critical';
  category: (typeof complaints.category.enumValues)[number];
  createdAt: Date;
  studentRef: string;
  studentName: string;
  studentCode: string;
};

/** The newest complaints of all students, read backwards along the created_at index. */
export function recentComplaints(db: Executor, limit: number): Promise<ComplaintSummaryRow[]> {
  return db
    .select({
      id: complaints.id,
      subject: complaints.subject,
      status: complaints.status,
      priority: complaints.priority,
      category: complaints.category,
      createdAt: complaints.createdAt,
      studentRef: students.id,
      studentName: students.name,
      studentCode: students.studentId,
    })
    .from(complaints)
    .innerJoin(students, eq(students.id, complaints.studentId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
}

/** A student's newest complaints, read backwards along their own index. */
export function recentComplaintsOf(
  db: Executor,
  studentId: string,
  limit: number,
): Promise<Omit<ComplaintSummaryRow, 'studentRef' | 'studentName' | 'studentCode'>[]> {
  return db
    .select({
      id: complaints.id,
      subject: complaints.subject,
      status: complaints.status,
      priority: complaints.priority,
      category: complaints.category,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .where(eq(complaints.studentId, studentId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
}
