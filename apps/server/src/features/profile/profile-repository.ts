import type { ProfileUpdateInput } from '@hms/shared/profile';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, rooms, students } from '../../core/db/schema';
import { profileColumns } from './profile-columns';

/** A student with the hostel and room they live in, read in one statement. */
export async function findStudentProfile(db: Executor, id: string) {
  const [row] = await db
    .select(profileColumns)
    .from(students)
    .leftJoin(rooms, eq(rooms.id, students.roomId))
    .leftJoin(hostels, eq(hostels.id, rooms.hostelId))
    .where(eq(students.id, id));
  return row;
}

/** Locks the student for the change, as every change of a student does, and reads what it shows. */
export async function lockProfile(db: Executor, id: string) {
  const [row] = await db
    .select({ name: students.name, phone: students.phone, rollNumber: students.rollNumber })
    .from(students)
    .where(eq(students.id, id))
    .for('update');
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
