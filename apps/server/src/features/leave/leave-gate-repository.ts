import type { CalendarDay } from '@hms/shared/calendar-day';
import { and, eq, isNull, lte, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { leaves } from '../../core/db/schema';

const gateColumns = {
  id: leaves.id,
  fromDay: sql<CalendarDay>`${leaves.fromDay}::text`,
  toDay: sql<CalendarDay>`${leaves.toDay}::text`,
};

/** The student's approved leave covering `day`: at most one, as leaves never overlap. */
export async function approvedLeaveCovering(tx: Executor, studentId: string, day: CalendarDay) {
  const [row] = await tx
    .select(gateColumns)
    .from(leaves)
    .where(
      and(
        eq(leaves.studentId, studentId),
        eq(leaves.status, 'Approved'),
        lte(leaves.fromDay, day),
        gte(leaves.toDay, day),
      ),
    );
  return row ?? null;
}

/** A leave the gate linked a movement to, while it is still approved. */
export async function approvedLeave(tx: Executor, id: string) {
  const [row] = await tx
    .select(gateColumns)
    .from(leaves)
    .where(and(eq(leaves.id, id), eq(leaves.status, 'Approved')));
  return row ?? null;
}

export async function setTakenAt(tx: Executor, id: string, at: Date) {
  await tx
    .update(leaves)
    .set({ takenAt: at })
    .where(and(eq(leaves.id, id), isNull(leaves.takenAt)));
}

export async function setReturnedAt(tx: Executor, id: string, at: Date) {
  await tx
    .update(leaves)
    .set({ returnedAt: at })
    .where(and(eq(leaves.id, id), isNull(leaves.returnedAt)));
}
