import type { Meal } from '@hms/shared/mess';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { hostels, messPlans } from '../../core/db/schema';
import { inScope, type HostelScope } from '../../core/scope/hostel-scope';

const planColumns = {
  id: messPlans.id,
  hostelId: messPlans.hostelId,
  hostelName: hostels.name,
  name: messPlans.name,
  monthlyRate: messPlans.monthlyRate,
  meals: messPlans.meals,
  offered: messPlans.offered,
  createdAt: messPlans.createdAt,
  updatedAt: messPlans.updatedAt,
};

export type PlanRow = {
  id: string;
  hostelId: string;
  hostelName: string;
  name: string;
  monthlyRate: number;
  meals: string[];
  offered: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type PlanValues = { name: string; monthlyRate: number; meals: Meal[]; offered: boolean };

/** The plans of one hostel, or of every hostel in the scope: hostel by name, then plan by name. */
export function listPlans(db: Executor, scope: HostelScope, hostelId?: string) {
  return db
    .select(planColumns)
    .from(messPlans)
    .innerJoin(hostels, eq(hostels.id, messPlans.hostelId))
    .where(
      and(
        hostelId === undefined ? undefined : eq(messPlans.hostelId, hostelId),
        inScope(messPlans.hostelId, scope),
      ),
    )
    .orderBy(asc(hostels.name), asc(sql`lower(${messPlans.name})`), asc(messPlans.id));
}

/** A plan in the scope, its row locked until the change commits when `lock` is given. */
export async function findPlan(
  db: Executor,
  id: string,
  scope: HostelScope,
  lock?: 'lock',
): Promise<PlanRow | null> {
  const query = db
    .select(planColumns)
    .from(messPlans)
    .innerJoin(hostels, eq(hostels.id, messPlans.hostelId))
    .where(and(eq(messPlans.id, id), inScope(messPlans.hostelId, scope)));
  const [row] = await (lock ? query.for('update', { of: messPlans }) : query);
  return row ?? null;
}

export async function findHostel(db: Executor, id: string, scope: HostelScope) {
  const [row] = await db
    .select({ id: hostels.id, name: hostels.name })
    .from(hostels)
    .where(and(eq(hostels.id, id), inScope(hostels.id, scope)));
  return row ?? null;
}

export async function insertPlan(db: Executor, hostelId: string, values: PlanValues) {
  const [row] = await db
    .insert(messPlans)
    .values({ hostelId, ...values })
    .returning({ id: messPlans.id });
  if (!row) throw new Error('insert into mess_plans returned no row');
  return row.id;
}

export async function updatePlan(db: Executor, id: string, values: PlanValues) {
  await db
    .update(messPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messPlans.id, id));
}

export async function deletePlan(db: Executor, id: string) {
  await db.delete(messPlans).where(eq(messPlans.id, id));
}
