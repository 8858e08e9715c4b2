import type { StudentUpdateInput } from '@hms/shared/students';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { containsPattern } from '../../db/lists/like-pattern';
import type { PageWindow } from '../../db/lists/page';
import { plannedPerRun } from '../../db/lists/plan-per-run';
import { preparedByShape } from '../../db/lists/prepared-by-shape';
import { hostels, rooms, students } from '../../db/schema';
import type { AssignmentRoom } from './assignment-rules';

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

/** The filters a list can have, in the order that names its shape (preparedByShape). */
const FILTERS = ['hostel', 'search'] as const;
export type StudentFilterName = (typeof FILTERS)[number];

/**
 * A filtered page is planned for its values (plan-per-run.ts): "a" matches nearly every student
 * and is read fastest by walking the name order, "sharma" a few hundred found through the search
 * index; a hostel's students are found through its rooms, however few live there.
 */
function filterCondition(present: ReadonlySet<StudentFilterName>): SQL | undefined {
  const condition = and(
    present.has('hostel') ? eq(rooms.hostelId, sql.placeholder('hostel')) : undefined,
    // One lower-case column of name, student ID and e-mail, answered by one trigram index
    // (docs/decisions/016).
    present.has('search')
      ? sql`${students.searchText} like lower(${sql.placeholder('pattern')})`
      : undefined,
  );
  return condition && plannedPerRun(condition);
}

export const studentListQueries = preparedByShape(
  'students_page',
  (db, present: ReadonlySet<StudentFilterName>, name) => {
    const where = filterCondition(present);
    return {
      // Without a filter the page is read from students_name_order_idx in order (docs/decisions/026).
      page: db
        .select(studentColumns)
        .from(students)
        .leftJoin(rooms, eq(rooms.id, students.roomId))
        .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(where)
        .orderBy(sql`lower(${students.name})`, students.studentId)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      count: db
        .select({ total: sql<number>`count(*)::int` })
        .from(students)
        .leftJoin(rooms, eq(rooms.id, students.roomId))
        .where(where)
        .prepare(`${name}_count`),
    };
  },
);

/** One page of students by name, and how many match in all. */
export async function listStudents(
  db: Database,
  filter: StudentFilter,
  window: PageWindow,
): Promise<{ rows: StudentRow[]; total: { count: number } }> {
  const queries = studentListQueries(
    db,
    FILTERS.filter((name) => Boolean(filter[name])),
  );
  const values = {
    hostel: filter.hostel,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
  };
  const [rows, [counted]] = await Promise.all([
    queries.page.execute({ ...values, ...window }),
    queries.count.execute(values),
  ]);
  return { rows, total: { count: counted?.total ?? 0 } };
}

export async function findStudent(db: Executor, id: string): Promise<StudentRow | undefined> {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, id));
  return row;
}

/**
 * Locks the student for the rest of the transaction; with the hostel they live in. Every path
 * that moves a student locks the student row first and rooms second (the students_room_rules
 * trigger then takes the rooms in the same order), so two moves never wait in a circle.
 */
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
 * Locks the room a student moves into (and the one they leave, in the order of their ids, as the
 * students_room_rules trigger takes them, so two moves in opposite directions queue instead of
 * deadlocking), then reads its hostel. A hostel update locks the hostel's rooms before it counts
 * their residents, so once this lock is held the hostel's type cannot change until the move
 * commits.
 */
export async function lockRoomForMove(
  db: Executor,
  roomId: string,
  leaving: string | null,
): Promise<AssignmentRoom | undefined> {
  const ids = leaving && leaving !== roomId ? [leaving, roomId].sort() : [roomId];
  const locked = await db
    .select({
      id: rooms.id,
      roomNumber: rooms.roomNumber,
      capacity: rooms.capacity,
      residents: rooms.occupancy,
      hostelId: rooms.hostelId,
    })
    .from(rooms)
    .where(inArray(rooms.id, ids))
    .orderBy(rooms.id)
    .for('update');
  const room = locked.find((row) => row.id === roomId);
  if (!room) return undefined;
  const [hostel] = await db
    .select({ hostelName: hostels.name, hostelType: hostels.type })
    .from(hostels)
    .where(eq(hostels.id, room.hostelId));
  return hostel && { ...room, ...hostel };
}

export async function moveIntoRoom(db: Executor, id: string, roomId: string): Promise<void> {
  await db.update(students).set({ roomId, updatedAt: new Date() }).where(eq(students.id, id));
}

/** Takes the student out of their room; one without a room is left as they are. */
export async function freeBed(db: Executor, id: string): Promise<void> {
  await db
    .update(students)
    .set({ roomId: null, updatedAt: new Date() })
    .where(and(eq(students.id, id), isNotNull(students.roomId)));
}

/** An inactive student gives up their bed in the same statement (docs/product-rules.md#students). */
export async function updateStudent(
  db: Executor,
  id: string,
  input: StudentUpdateInput,
): Promise<void> {
  await db
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
    .where(eq(students.id, id));
}

/** Complaints and their comments go with the student (ON DELETE CASCADE). */
export async function deleteStudent(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(students)
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return deleted.length > 0;
}
