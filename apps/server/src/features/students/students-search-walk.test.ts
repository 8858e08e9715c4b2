import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../db/like-pattern';
import { selectRows } from '../../db/raw-rows';
import { students } from '../../db/schema';
import { bearer, buildStudentRow, registerAdmin } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  SEARCH_WALK_MIN_TOTAL,
  SEARCH_WALK_ROWS,
  studentsPageQueries,
} from './students-repository';

const FIRST_NAMES = ['Aarav', 'Bhavna', 'Chetan', 'Deepa', 'Farhan', 'Gauri', 'Harish', 'Ishita'];
const SURNAMES = ['Iyer', 'Nair', 'Reddy', 'Patel', 'Gupta', 'Menon', 'Rao', 'Das'];
const SPREAD_FIRST_NAMES = ['Aditi', 'Bharat', 'Charu', 'Dev', 'Farida', 'Girish', 'Kavya', 'Yash'];

let app: TestApp;
let admin: { token: string; user: { _id: string } };
beforeAll(async () => {
  // Totals kept, so a list's later calls know how many students their search matches.
  app = await createTestApp({ config: { listTotalsCacheMs: 60_000 } });
  admin = await registerAdmin(app);
  const rows = [
    // More students than a walk reads, all early in name order and matching neither search.
    ...Array.from({ length: SEARCH_WALK_ROWS + 100 }, (_, n) =>
      buildStudentRow({
        name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${SURNAMES[Math.floor(n / 8) % 8]}`,
      }),
    ),
    // A common surname, spread through the order: a walk finds its pages early.
    ...Array.from({ length: 260 }, (_, n) =>
      buildStudentRow({ name: `${SPREAD_FIRST_NAMES[n % SPREAD_FIRST_NAMES.length]} Sharma` }),
    ),
    // A common first name, bunched at the end of the order: no walk reaches it.
    ...Array.from({ length: 230 }, (_, n) => buildStudentRow({ name: `Zeba ${SURNAMES[n % 8]}` })),
  ];
  await app.db.insert(students).values(rows);
  await app.db.execute(sql`vacuum analyze students`);
});
afterAll(() => app.close());

/** Every match of the search in the list's order, read straight from the table. */
async function expectedOrder(term: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    app.db,
    sql`select id from students where search_text like ${containsPattern(term)}
        order by lower(name), student_id`,
  );
  return rows.map((row) => row.id);
}

async function listPage(term: string, page: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/students?search=${term}&page=${page}&limit=20`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ data: { _id: string }[]; pagination: { total: number } }>();
  return { ids: body.data.map((student) => student._id), total: body.pagination.total };
}

describe("a common search's page walked in name order (decision 030)", () => {
  it('matches the full order on every page, for spread and bunched matches alike', async () => {
    for (const term of ['sharma', 'zeba']) {
      const expected = await expectedOrder(term);
      expect(expected.length).toBeGreaterThanOrEqual(SEARCH_WALK_MIN_TOTAL);
      const pages = Math.ceil(expected.length / 20);
      // Each page twice: first while the total is counted, then with the total known.
      for (const round of [1, 2]) {
        for (let page = 1; page <= pages; page += 1) {
          const answer = await listPage(term, page);
          expect(answer.total, `${term} page ${page} round ${round}`).toBe(expected.length);
          expect(answer.ids, `${term} page ${page} round ${round}`).toEqual(
            expected.slice((page - 1) * 20, page * 20),
          );
        }
      }
    }
  });

  it('finds a full page when the matches lie early in the order, and comes back short when not', async () => {
    const walk = studentsPageQueries(
      app.db,
      new Set(['search', 'admin']),
      'walk',
    ).pageAlone.prepare('students_walk_probe');
    const read = (term: string, offset: number) =>
      walk.execute({
        pattern: containsPattern(term),
        callerId: admin.user._id,
        limit: 20,
        offset,
      });

    const sharma = await expectedOrder('sharma');
    expect((await read('sharma', 0)).map((row) => row.id)).toEqual(sharma.slice(0, 20));
    expect((await read('sharma', 40)).map((row) => row.id)).toEqual(sharma.slice(40, 60));
    // Every "Zeba" sorts after the first SEARCH_WALK_ROWS students, so the walk finds none.
    expect(await read('zeba', 0)).toEqual([]);
  });
});
