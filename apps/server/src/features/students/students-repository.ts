import type { StudentUpdateInput } from '@hms/shared/students';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
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

export async function listStudents(
  db: Executor,
  filter: StudentFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StudentRow[]; total: number }> {
  const where = filterConditions(filter);
  const [rows, counted] = await Promise.all([
    selectStudents(db)
      .where(where)
      .orderBy(sql`lower(${students.name})`, asc(students.studentId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(students)
      .leftJoin(rooms, eq(rooms.id, students.roomId))
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
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
 * for every writer), then reads its hostel in a statement of its own. A hostel update locks the
 * hostel's rooms before it counts residents (see lockHostel), so once this lock is held the
 * hostel's type cannot change until the assignment commits, and a type changed before the lock
 * was granted is the one read here.
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
  if (!room) return undefined;
  const [hostel] = await db
    .select({ hostelName: hostels.name, hostelType: hostels.type })
    .from(hostels)
    .where(eq(hostels.id, room.hostelId));
  if (!hostel) return undefined;
  return { ...room, ...hostel };
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
