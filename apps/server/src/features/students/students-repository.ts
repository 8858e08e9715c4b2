import type { StudentUpdateInput } from '@hms/shared/students';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { pageTotal } from '../../db/page-total';
import { roomOccupancy } from '../../db/room-occupancy';
import { hostels, rooms, students } from '../../db/schema';

const studentColumns = {
  id: students.id,
  studentId: students.studentId,
  name: students.name,
  email: students.email,
  phone: students.phone,
  course: students.course,
  year: students.year,
  gender: students.gender,
  admissionDate: students.admissionDate,
  isActive: students.isActive,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
  roomId: rooms.id,
  roomNumber: rooms.roomNumber,
  roomType: rooms.type,
  roomFloor: rooms.floor,
  hostelId: hostels.id,
  hostelName: hostels.name,
  hostelType: hostels.type,
};

export type StudentRow = {
  id: string;
  studentId: string;
  name: string;
  email: string;
  phone: string;
  course: string;
  year: number;
  gender: 'Male' | 'Female' | 'Other';
  admissionDate: Date;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  roomId: string | null;
  roomNumber: string | null;
  roomType: 'Single' | 'Double' | 'Triple' | 'Quadruple' | null;
  roomFloor: number | null;
  hostelId: string | null;
  hostelName: string | null;
  hostelType: 'Boys' | 'Girls' | null;
};

export type StudentFilter = { search?: string; hostel?: string };

function filterConditions(filter: StudentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.hostel) conditions.push(eq(rooms.hostelId, filter.hostel));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // One column of name, student ID and email, so the trigram index answers it.
    conditions.push(sql`${students.searchText} ilike ${pattern}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectStudents(db: Executor) {
  return db
    .select(studentColumns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId));
}

/**
 * One page of students by name. The filter runs once: its matches (ids and sort keys only) are
 * gathered, counted and sorted, and only the page's twenty rows are joined to their rooms. A
 * common surname matches hundreds of students; sorting them whole, joins and all, and matching
 * them a second time for the count cost four times as much.
 */
export async function listStudents(
  db: Executor,
  filter: StudentFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StudentRow[]; total: number }> {
  const matched = db.$with('matched').as(
    db
      .select({
        matchId: sql<string>`${students.id}`.as('match_id'),
        sortName: sql<string>`lower(${students.name})`.as('sort_name'),
        sortId: sql<string>`${students.studentId}`.as('sort_id'),
      })
      .from(students)
      .leftJoin(rooms, eq(rooms.id, students.roomId))
      .where(filterConditions(filter)),
  );
  const pageOfMatches = db
    .select()
    .from(matched)
    .orderBy(matched.sortName, matched.sortId)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .with(matched)
    .select({ ...studentColumns, total: sql<number>`(select count(*)::int from ${matched})` })
    .from(pageOfMatches)
    .innerJoin(students, eq(students.id, pageOfMatches.matchId))
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .orderBy(pageOfMatches.sortName, pageOfMatches.sortId);
  const total = await pageTotal(rows, page.offset, async () => {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(students)
      .leftJoin(rooms, eq(rooms.id, students.roomId))
      .where(filterConditions(filter));
    return counted?.total ?? 0;
  });
  return { rows, total };
}

export async function findStudent(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db).where(eq(students.id, id));
  return row;
}

/** Locks the student for the rest of the transaction; with the type of the hostel they live in. */
export async function lockStudent(db: Executor, id: string) {
  const [row] = await db
    .select({
      name: students.name,
      gender: students.gender,
      isActive: students.isActive,
      roomId: students.roomId,
      hostelName: hostels.name,
      hostelType: hostels.type,
    })
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, id))
    .for('update', { of: students });
  return row;
}

/**
 * Locks the room (the capacity trigger locks it too; taking it first keeps the order the same
 * for every writer). Its hostel is read by the next statement, lockStudentForAssignment.
 */
export async function lockRoomForAssignment(db: Executor, roomId: string) {
  const [room] = await db
    .select({
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      hostelId: rooms.hostelId,
      residents: roomOccupancy,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .for('update');
  return room;
}

/**
 * Locks the student and reads the hostel of the room locked before. A hostel update locks the
 * hostel's rooms before it counts residents (see lockHostel), so once the room lock is held the
 * hostel's type cannot change until the assignment commits; being a later statement than the
 * lock, this one sees a type changed before the lock was granted.
 */
export async function lockStudentForAssignment(db: Executor, id: string, hostelId: string) {
  const [row] = await db
    .select({
      name: students.name,
      gender: students.gender,
      isActive: students.isActive,
      roomId: students.roomId,
      hostelName: sql<string | null>`(select h.name from hostels h where h.id = ${hostelId}::uuid)`,
      hostelType: sql<
        'Boys' | 'Girls' | null
      >`(select h.type from hostels h where h.id = ${hostelId}::uuid)`,
    })
    .from(students)
    .where(eq(students.id, id))
    .for('update');
  return row;
}

/** Puts the student in the room and returns them as the API shows them, in one statement. */
export async function moveIntoRoom(
  db: Executor,
  id: string,
  roomId: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .update(students)
    .set({ roomId, updatedAt: new Date() })
    .from(rooms)
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(and(eq(students.id, id), eq(rooms.id, roomId)))
    .returning(studentColumns);
  return row;
}

export async function setRoom(db: Executor, id: string, roomId: string | null): Promise<void> {
  await db.update(students).set({ roomId, updatedAt: new Date() }).where(eq(students.id, id));
}

/** An inactive student gives up their bed in the same statement (decision 13). */
export async function updateStudent(
  db: Executor,
  id: string,
  input: StudentUpdateInput,
): Promise<boolean> {
  const updated = await db
    .update(students)
    .set({
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course,
      year: input.year,
      gender: input.gender,
      isActive: input.isActive,
      ...(input.isActive ? {} : { roomId: null }),
      updatedAt: new Date(),
    })
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return updated.length > 0;
}

/** Complaints and their comments go with the student (ON DELETE CASCADE, decision 14). */
export async function deleteStudent(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(students)
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return deleted.length > 0;
}
