import { sql } from 'drizzle-orm';
import type { Database } from '../core/db/database';
import { selectRows } from '../core/db/raw-rows';

export type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/**
 * Every node of the plan PostgreSQL makes once for all values of a prepared statement, as the
 * server's prepared pages use it. `argumentList` is SQL for the values to explain it with, e.g.
 * `'Open', 20`; the plan does not depend on them.
 */
export function genericPlanNodes(
  db: Database,
  statement: string,
  parameterTypes: string,
  argumentList: string,
): Promise<PlanNode[]> {
  return planNodes(db, 'force_generic_plan', statement, parameterTypes, argumentList);
}

/** Every node of the plan PostgreSQL makes for these values, as for a statement planned per run. */
export function customPlanNodes(
  db: Database,
  statement: string,
  parameterTypes: string,
  argumentList: string,
): Promise<PlanNode[]> {
  return planNodes(db, 'force_custom_plan', statement, parameterTypes, argumentList);
}

async function planNodes(
  db: Database,
  mode: 'force_generic_plan' | 'force_custom_plan',
  statement: string,
  parameterTypes: string,
  argumentList: string,
): Promise<PlanNode[]> {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
    // Without types, PostgreSQL infers each parameter's type from where it is used.
    const types = parameterTypes ? ` (${parameterTypes})` : '';
    await tx.execute(sql.raw(`prepare generic_plan${types} as ${statement}`));
    const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      tx,
      sql.raw(`explain (format json) execute generic_plan (${argumentList})`),
    );
    await tx.execute(sql`deallocate generic_plan`);
    return row?.['QUERY PLAN'][0].Plan;
  });
  if (!plan) throw new Error('no plan');
  return flatten(plan);
}
