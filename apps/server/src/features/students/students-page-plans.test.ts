import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../core/db/schema';
import { buildStudentRow, createHostel, createRoom, registerAdmin } from '../../test/factories';
import { customPlanNodes, genericPlanNodes, type PlanNode } from '../../test/generic-plan';
import { createTestApp, type TestApp } from '../../test/test-app';
import { studentListQueries, type StudentFilterName } from './students-repository';

let app: TestApp;
let emptyHostel: string;
beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  emptyHostel = (await createHostel(app, admin.token))._id;
  await createRoom(app, admin.token, emptyHostel);
  // A campus in miniature: many students living in another hostel, none in the empty one.
  const full = await createHostel(app, admin.token, { totalRooms: 150, totalCapacity: 600 });
  await app.db.execute(sql`
    insert into rooms (hostel_id, room_number, type, floor, monthly_rent)
    select ${full._id}, 'R' || n, 'Quadruple', 1, 3000 from generate_series(1, 150) as n`);
  await app.db.insert(students).values(Array.from({ length: 600 }, () => buildStudentRow()));
  await app.db.execute(sql`
    update students s set room_id = r.id
    from (select id, row_number() over (order by id) as n from students) numbered
    join rooms r on r.room_number = 'R' || (1 + numbered.n % 150)
    where numbered.id = s.id and r.hostel_id = ${full._id}`);
  await app.db.execute(sql`analyze`);
});
afterAll(() => app.close());

/** The plan of a students page as the server runs it: its SQL with these values. */
async function planOf(
  filters: StudentFilterName[],
  sort?: 'name' | '-name' | 'studentId' | '-studentId',
): Promise<PlanNode[]> {
  const { sql: statement, params } = studentListQueries(app.db, filters, sort).page.getQuery();
  const values: Record<string, string> = {
    hostel: `'${emptyHostel}'`,
    // A word nobody's name holds: found through the index, never by reading every name.
    pattern: `'%zzqx%'`,
    limit: '20',
    offset: '0',
  };
  const argumentList = params
    .map((param) => {
      const name = (param as { name?: string }).name;
      return name ? values[name] : String(param);
    })
    .join(', ');
  // An unfiltered page is prepared once for all values; a filtered one is planned per run.
  const plan = filters.length === 0 ? genericPlanNodes : customPlanNodes;
  return plan(app.db, statement, '', argumentList);
}

const indexes = (plan: PlanNode[]) => plan.map((node) => node['Index Name']).filter(Boolean);

describe('the students page (docs/decisions/026)', () => {
  it('reads an unfiltered page from the name index in order', async () => {
    expect(indexes(await planOf([]))).toContain('students_name_order_idx');
  });

  it('reads an unfiltered page in any order from an index, never sorting every student', async () => {
    for (const [sort, index] of [
      ['-name', 'students_name_order_idx'],
      ['studentId', 'students_student_id_key'],
      ['-studentId', 'students_student_id_key'],
    ] as const) {
      const plan = await planOf([], sort);
      expect(indexes(plan), sort).toContain(index);
      expect(
        plan.map((node) => node['Node Type']),
        sort,
      ).not.toContain('Sort');
    }
  });

  it("gathers a hostel's students before sorting them, never walking every name", async () => {
    expect(indexes(await planOf(['hostel']))).not.toContain('students_name_order_idx');
  });

  it('finds a search through the trigram index, not by walking every name', async () => {
    const plan = await planOf(['search']);
    expect(indexes(plan)).toContain('students_search_idx');
    expect(indexes(plan)).not.toContain('students_name_order_idx');
    expect(indexes(await planOf(['hostel', 'search']))).not.toContain('students_name_order_idx');
  });
});
