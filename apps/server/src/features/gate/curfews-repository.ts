import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

/**
 * Each hostel's rules at the gate: its curfew and whether a guardian approves leave first. The
 * gate owns these two columns of `hostels`; the hostel's other fields are features/hostels'.
 */
const curfewColumns = {
  hostelId: hostels.id,
  hostelName: hostels.name,
  curfew: sql<string>`to_char(${hostels.curfew}, 'HH24:MI')`,
  guardianApprovesLeave: hostels.guardianApprovesLeave,
};

export function listCurfews(db: Executor, scope: HostelScope) {
  return db
    .select(curfewColumns)
    .from(hostels)
    .where(inScope(hostels.id, scope))
    .orderBy(asc(sql`lower(${hostels.name})`));
}

export async function findCurfew(db: Executor, id: string, scope: HostelScope) {
  const [row] = await db
    .select(curfewColumns)
    .from(hostels)
    .where(and(eq(hostels.id, id), inScope(hostels.id, scope)));
  return row ?? null;
}

/** Locks the hostel's row for the change, and reads it as it was. */
export async function lockCurfew(tx: Executor, id: string) {
  const [row] = await tx
    .select(curfewColumns)
    .from(hostels)
    .where(eq(hostels.id, id))
    .for('update');
  return row ?? null;
}

export async function updateCurfew(
  tx: Executor,
  id: string,
  values: { curfew: string; guardianApprovesLeave: boolean },
) {
  await tx
    .update(hostels)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hostels.id, id));
}
