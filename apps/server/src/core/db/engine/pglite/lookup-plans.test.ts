import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, registerAdmin } from '../../../../test/factories';
import { genericPlanNodes } from '../../../../test/generic-plan';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { testDatabaseUrl } from '../../../../test/test-database';

// The setting is the embedded database's own; a PostgreSQL server keeps its administrator's.
describe.skipIf(testDatabaseUrl)("the embedded database's lookups by key (decision 020)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    const admin = (await registerAdmin(app)).token;
    const hostel = await createHostel(app, admin, {
      type: 'Girls',
      totalRooms: 150,
      totalCapacity: 600,
    });
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
      insert into complaints (subject, description, category, priority, student_id, due_at)
      select 'Leaking tap ' || n, 'Water on the floor', 'Maintenance', 'Medium', s.id, now()
      from students s, generate_series(1, 5) as n`);
    await app.db.execute(sql`
      insert into comments (complaint_id, author_id, author_name, author_model, message)
      select c.id, c.student_id, 'Student', 'Student', 'Any news? ' || n
      from complaints c, generate_series(1, 3) as n`);
    await app.db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => app.close());

  it.each([
    // A bitmap scan asks the file system for the table's size each time it runs: twenty calls
    // for a page of twenty rooms.
    ["a room's residents", 'select id, name from students where room_id = $1 order by name'],
    [
      "a complaint's comments",
      'select id, message from comments where complaint_id = $1 order by created_at, id',
    ],
  ])('reads %s through the index, not by a bitmap scan', async (_what, statement) => {
    const types = (await genericPlanNodes(app.db, statement, 'uuid', 'null')).map(
      (node) => node['Node Type'],
    );
    expect(types).not.toContain('Bitmap Heap Scan');
    expect(types.some((type) => type.startsWith('Index'))).toBe(true);
  });
});
