import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, registerAdmin } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseUrl } from '../test/test-database';
import { selectRows } from './raw-rows';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

// The setting is the embedded database's own; a PostgreSQL server keeps its administrator's.
describe.skipIf(testDatabaseUrl)("the embedded database's lookups by key (decision 020)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    const admin = (await registerAdmin(app)).token;
    const hostel = await createHostel(app, admin, { type: 'Girls' });
    // A hostel of full four-bed rooms, and three comments on each of its students' complaints:
    // the shape of the room and complaint pages.
    await app.db.execute(sql`
      insert into rooms (hostel_id, room_number, type, floor, monthly_rent)
      select ${hostel._id}, 'R' || n, 'Quadruple', 1 + n % 4, 3000
      from generate_series(1, 150) as n`);
    await app.db.execute(sql`
      insert into students (student_id, name, email, password_hash, phone, course, year, gender, room_id)
      select 'PLAN' || n, 'Student ' || n, 'plan' || n || '@college.edu', 'x', '9000000000',
             'B.Sc', 1, 'Female', (select id from rooms where room_number = 'R' || (1 + n % 150))
      from generate_series(1, 600) as n`);
    await app.db.execute(sql`
      insert into complaints (subject, description, category, priority, student_id)
      select 'Leaking tap ' || n, 'Water on the floor', 'Maintenance', 'Medium', s.id
      from students s, generate_series(1, 5) as n`);
    await app.db.execute(sql`
      insert into comments (complaint_id, author_id, author_name, author_model, message)
      select c.id, c.student_id, 'Student', 'Student', 'Any news? ' || n
      from complaints c, generate_series(1, 3) as n`);
    await app.db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => app.close());

  /** The plan made once for all values, as the server's prepared pages use. */
  async function genericPlan(statement: string, type: string) {
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare lookup (${type}) as ${statement}`));
      const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        tx,
        sql`explain (format json) execute lookup (null)`,
      );
      await tx.execute(sql`deallocate lookup`);
      return row?.['QUERY PLAN'][0].Plan;
    });
    if (!plan) throw new Error('no plan');
    return nodes(plan).map((node) => node['Node Type']);
  }

  it("reads a room's residents through the index, not by a bitmap scan", async () => {
    // A bitmap scan asks the file system for the table's size each time it runs: twenty calls
    // for a page of twenty rooms.
    const types = await genericPlan(
      'select id, name from students where room_id = $1 order by name',
      'uuid',
    );
    expect(types).not.toContain('Bitmap Heap Scan');
    expect(types.some((type) => type.startsWith('Index'))).toBe(true);
  });

  it("reads a complaint's comments through the index, not by a bitmap scan", async () => {
    const types = await genericPlan(
      'select id, message from comments where complaint_id = $1 order by created_at, id',
      'uuid',
    );
    expect(types).not.toContain('Bitmap Heap Scan');
    expect(types.some((type) => type.startsWith('Index'))).toBe(true);
  });
});
