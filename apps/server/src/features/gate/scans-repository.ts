import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { gateMovements, hostels, rooms, students } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';
import { newestFirst } from './movements-repository';

/** A student as the gate sees them: who, which room, and their hostel's curfew. */
function selectResidents(db: Executor) {
  return db
    .select({
      id: students.id,
      name: students.name,
      rollNumber: students.rollNumber,
      roomNumber: rooms.roomNumber,
      hostelId: hostels.id,
      hostelName: hostels.name,
      curfew: sql<string>`to_char(${hostels.curfew}, 'HH24:MI')`,
    })
    .from(students)
    .innerJoin(rooms, eq(rooms.id, students.roomId))
    .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
    .$dynamic();
}

export type ResidentRow = Awaited<ReturnType<typeof selectResidents>>[number];

/** A resident of the scope's hostels, by id or by roll number (any case). */
export async function findResident(
  db: Executor,
  who: { id: string } | { rollNumber: string },
  scope: HostelScope,
): Promise<ResidentRow | null> {
  const match =
    'id' in who
      ? eq(students.id, who.id)
      : sql`lower(${students.rollNumber}) = lower(${who.rollNumber})`;
  const [row] = await selectResidents(db).where(and(match, inScope(rooms.hostelId, scope)));
  return row ?? null;
}

/**
 * Takes the student's row lock, the one every change of a student takes first: two guards
 * scanning one student queue here, and the second sees the first's movement.
 */
export async function lockStudent(tx: Executor, id: string) {
  await tx.select({ id: students.id }).from(students).where(eq(students.id, id)).for('update');
}

const movementColumns = {
  id: gateMovements.id,
  direction: gateMovements.direction,
  scannedAt: gateMovements.scannedAt,
  leaveId: gateMovements.leaveId,
};

export async function movementByKey(db: Executor, clientKey: string) {
  const [row] = await db
    .select({ id: gateMovements.id })
    .from(gateMovements)
    .where(eq(gateMovements.clientKey, clientKey));
  return row ?? null;
}

/** The student's movement the same way within `seconds` of `at`, either side. */
export async function sameMovementNear(
  db: Executor,
  studentId: string,
  direction: 'out' | 'in',
  at: Date,
  seconds: number,
) {
  const [row] = await db
    .select({ id: gateMovements.id })
    .from(gateMovements)
    .where(
      and(
        eq(gateMovements.studentId, studentId),
        eq(gateMovements.direction, direction),
        gte(gateMovements.scannedAt, new Date(at.getTime() - seconds * 1000)),
        lte(gateMovements.scannedAt, new Date(at.getTime() + seconds * 1000)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The student's last movement at or before `at`: where the new one follows on from. */
export async function movementBefore(db: Executor, studentId: string, at: Date) {
  const [row] = await db
    .select(movementColumns)
    .from(gateMovements)
    .where(and(eq(gateMovements.studentId, studentId), lte(gateMovements.scannedAt, at)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export async function insertMovement(db: Executor, values: typeof gateMovements.$inferInsert) {
  const [row] = await db.insert(gateMovements).values(values).returning({ id: gateMovements.id });
  if (!row) throw new Error('The movement was not recorded');
  return row.id;
}
