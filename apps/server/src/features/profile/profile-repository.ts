import type { ProfileUpdateInput } from '@hms/shared/profile';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, rooms, students } from '../../core/db/schema';
import { hostelDetailsColumns } from '../hostels';
import { selectStudentsWithRoom, studentRecordColumns } from '../students';

/** A student with the hostel and room they live in: the columns of one statement. */
export const profileColumns = {
  ...studentRecordColumns,
  room: {
    id: rooms.id,
    roomNumber: rooms.roomNumber,
    type: rooms.type,
    floor: rooms.floor,
    capacity: rooms.capacity,
    monthlyRent: rooms.monthlyRent,
    isAc: rooms.isAc,
    amenities: rooms.amenities,
    currentOccupancy: rooms.occupancy,
  },
  hostel: {
    id: hostels.id,
    name: hostels.name,
    type: hostels.type,
    ...hostelDetailsColumns,
  },
};

/** A student with the hostel and room they live in, read in one statement. */
export async function findStudentProfile(db: Executor, id: string) {
  const [row] = await selectStudentsWithRoom(db, profileColumns).where(eq(students.id, id));
  return row;
}

export type StudentProfileRow = NonNullable<Awaited<ReturnType<typeof findStudentProfile>>>;

/** Name and phone only: the statement names no other column, whatever the request carried. */
export async function updateProfile(
  db: Executor,
  id: string,
  input: ProfileUpdateInput,
): Promise<boolean> {
  const updated = await db
    .update(students)
    .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return updated.length > 0;
}
