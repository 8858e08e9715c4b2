import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema';
import { buildStudentRow, createHostel, createRoom, registerAdmin } from '../../test/factories';
import { genericPlanNodes, type PlanNode } from '../../test/generic-plan';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type MatchOrder, studentsPageQueries } from './students-repository';

let app: TestApp;
let emptyHostel: string;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  emptyHostel = (await createHostel(app, admin.token))._id;
  await createRoom(app, admin.token, emptyHostel);
  // A campus in miniature: many students, none of them in the empty hostel.
  await app.db.insert(students).values(Array.from({ length: 600 }, () => buildStudentRow()));
  await app.db.execute(sql`analyze`);
});
afterAll(() => app.close());

/** The generic plan of a students page as the server prepares it, for an administrator. */
async function planOf(
  filters: ('hostel' | 'search')[],
  variant: 'page' | 'pageAlone',
  order: MatchOrder = 'gather',
): Promise<PlanNode[]> {
  const query = studentsPageQueries(app.db, new Set([...filters, 'admin']), order)[variant].toSQL();
  const values: Record<string, string> = {
    hostel: `'${emptyHostel}'`,
    pattern: `'%sharma%'`,
    callerId: `'${randomUUID()}'`,
    limit: '20',
    offset: '0',
  };
  const argumentList = query.params
    .map((param) => {
      const name = (param as { name?: string }).name;
      return name ? values[name] : String(param);
    })
    .join(', ');
  return genericPlanNodes(app.db, query.sql, '', argumentList);
}

const indexes = (plan: PlanNode[]) => plan.map((node) => node['Index Name']).filter(Boolean);

describe('the students page (decision 026)', () => {
  it('reads an unfiltered page from the name index in order, with its total or without', async () => {
    for (const variant of ['page', 'pageAlone'] as const) {
      const plan = await planOf([], variant);
      expect(indexes(plan), variant).toContain('students_name_order_idx');
    }
  });

  it("gathers a hostel's students before sorting them, never walking every name", async () => {
    for (const variant of ['page', 'pageAlone'] as const) {
      const plan = await planOf(['hostel'], variant);
      expect(indexes(plan), variant).not.toContain('students_name_order_idx');
    }
  });

  it('finds a search through the trigram index, not by walking every name', async () => {
    for (const variant of ['page', 'pageAlone'] as const) {
      const plan = await planOf(['search'], variant);
      expect(indexes(plan), variant).toContain('students_search_idx');
      expect(indexes(plan), variant).not.toContain('students_name_order_idx');
      const both = await planOf(['hostel', 'search'], variant);
      expect(indexes(both), variant).not.toContain('students_name_order_idx');
    }
  });

  it("walks a common search's page from the name index alone, a bounded stretch (decision 030)", async () => {
    await app.db.execute(sql`vacuum students`);
    const plan = await planOf(['search'], 'pageAlone', 'walk');
    const walk = plan.find((node) => node['Index Name'] === 'students_name_order_idx');
    expect(walk?.['Node Type']).toBe('Index Only Scan');
    expect(indexes(plan)).not.toContain('students_search_idx');
    // The walk stops after its rows (a Limit right above it), and its order needs no sort.
    const limitOverWalk = plan.find(
      (node) => node['Node Type'] === 'Limit' && node.Plans?.includes(walk as PlanNode),
    );
    expect(limitOverWalk).toBeDefined();
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});
