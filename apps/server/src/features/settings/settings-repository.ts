import { COMPLAINT_PRIORITIES, type ComplaintPriority } from '@hms/shared/enums';
import type { ServiceTargets } from '@hms/shared/service-targets';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database';
import { serviceTargets } from '../../core/db/schema';

function byPriority(rows: { priority: ComplaintPriority; minutes: number }[]): ServiceTargets {
  const targets = Object.fromEntries(rows.map((row) => [row.priority, row.minutes]));
  for (const priority of COMPLAINT_PRIORITIES) {
    // Migration 0018 writes every priority's row and nothing deletes one.
    if (targets[priority] === undefined) throw new Error(`no service target for ${priority}`);
  }
  return targets as ServiceTargets;
}

/**
 * Every priority's target in minutes. With `lock`, locked for the rest of the transaction, so two
 * administrators saving at once write one after the other and each entry's "before" is what its
 * change replaced.
 */
export async function readServiceTargets(db: Executor, lock = false): Promise<ServiceTargets> {
  const query = db.select().from(serviceTargets);
  return byPriority(await (lock ? query.for('update') : query));
}

/** Writes every priority's target in one statement. */
export async function writeServiceTargets(tx: Executor, targets: ServiceTargets): Promise<void> {
  const minutes = sql.join(
    COMPLAINT_PRIORITIES.map((priority) => sql`when ${priority} then ${targets[priority]}::int`),
    sql` `,
  );
  await tx.update(serviceTargets).set({
    minutes: sql`case ${serviceTargets.priority}::text ${minutes} end`,
    updatedAt: sql`now()`,
  });
}
