import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, registerStudent, submitComplaint } from '../../../test/factories';
import { customPlanNodes, type PlanNode } from '../../../test/generic-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEARCH_COUNT_CAP } from './complaint-search-queries';
import { complaintListQueries } from './complaints-repository';

let app: TestApp;
let admin: string;
let meera: { token: string; id: string };
let ravi: { token: string; id: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = (await registerAdmin(app)).token;
  const m = await registerStudent(app, { name: 'Meera Krishnan', studentId: '2025ME042' });
  meera = { token: m.token, id: m.user._id };
  const r = await registerStudent(app, { name: 'Ravi Sharma' });
  ravi = { token: r.token, id: r.user._id };
  await submitComplaint(app, meera.token, {
    subject: 'Ceiling fan not working',
    description: 'The fan in my room stopped last night.',
  });
  await submitComplaint(app, meera.token, {
    subject: 'Leaking tap',
    description: 'Water on the floor: 100% soaked, see pic_01.',
  });
  await submitComplaint(app, ravi.token, {
    subject: 'Broken window',
    description: 'The FAN-shaped crack lets rain in.',
  });
});
afterAll(() => app.close());

type Page = {
  data: { subject: string; student: { name: string } }[];
  pagination: { total: number; totalCapped?: true };
};

async function search(token: string, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/complaints?${query}`,
    headers: bearer(token),
  });
  return response;
}

async function subjects(token: string, query: string) {
  const response = await search(token, `limit=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Page>()
    .data.map((complaint) => complaint.subject)
    .sort();
}

describe('searching complaints', () => {
  it('matches subject and description in any case', async () => {
    expect(await subjects(admin, 'search=fan')).toEqual([
      'Broken window',
      'Ceiling fan not working',
    ]);
    expect(await subjects(admin, 'search=WATER')).toEqual(['Leaking tap']);
  });

  it("matches the author's name and student ID", async () => {
    expect(await subjects(admin, 'search=krishnan')).toEqual([
      'Ceiling fan not working',
      'Leaking tap',
    ]);
    expect(await subjects(admin, 'search=2025me0')).toEqual([
      'Ceiling fan not working',
      'Leaking tap',
    ]);
  });

  it('takes % and _ as the characters they are', async () => {
    expect(await subjects(admin, `search=${encodeURIComponent('100%')}`)).toEqual(['Leaking tap']);
    expect(await subjects(admin, 'search=pic_0')).toEqual(['Leaking tap']);
    expect(await subjects(admin, 'search=p_c')).toEqual([]);
  });

  it("finds only a student's own complaints for them", async () => {
    expect(await subjects(ravi.token, 'search=fan')).toEqual(['Broken window']);
    expect(await subjects(ravi.token, 'search=krishnan')).toEqual([]);
  });

  it('asks for at least three characters, and changes nothing', async () => {
    const response = await search(admin, 'search=fa');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Type at least 3 characters to search complaints.',
      errors: [{ path: 'search', message: 'Type at least 3 characters to search complaints.' }],
    });
    expect(await subjects(admin, 'search=')).toHaveLength(3);
  });

  it(`counts a search's matches up to ${SEARCH_COUNT_CAP}, and says when it stopped`, async () => {
    await app.db.execute(sql`
      insert into complaints (subject, description, category, priority, student_id, due_at)
      select 'Mosquito nets torn ' || n, 'Nets in block C', 'Maintenance', 'Low', ${ravi.id}, now()
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}::int) as n`);
    const many = (await search(admin, 'search=mosquito&limit=20')).json<Page>();
    expect(many.data).toHaveLength(20);
    expect(many.pagination).toEqual({
      page: 1,
      limit: 20,
      total: SEARCH_COUNT_CAP,
      totalCapped: true,
    });
    // A page past the counted matches still reads the newest after them.
    const pastTheCount = SEARCH_COUNT_CAP / 20 + 1;
    const far = (await search(admin, `search=mosquito&page=${pastTheCount}&limit=20`)).json<Page>();
    expect(far.data).toHaveLength(5);
    // Lists without a search count every complaint.
    const all = (await search(admin, 'limit=20')).json<Page>();
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: SEARCH_COUNT_CAP + 8 });
  });
});

describe('the search statement', () => {
  /** The plan of the admin's search page as the server runs it, for this word. */
  const page = (word: string) => {
    const { sql: statement, params } = complaintListQueries(app.db, ['search']).page.getQuery();
    const values: Record<string, string> = {
      pattern: `'%${word}%'`,
      limit: '20',
      offset: '0',
      reach: '20',
    };
    const argumentList = params
      .map((param) => values[(param as { name?: string }).name ?? ''] ?? String(param))
      .join(', ');
    return customPlanNodes(app.db, statement, '', argumentList);
  };
  const indexes = (plan: PlanNode[]) => plan.map((node) => node['Index Name']).filter(Boolean);

  // Twenty thousand inserts through the complaints' triggers take most of a minute on a busy
  // two-core machine, hence the test's two minutes.
  it('looks a rare word up in the trigram index, planned for the word', async () => {
    // A college's worth of students and complaints: the planner weighs what a word matches.
    await app.db.execute(sql`
      insert into students (student_id, name, email, password_hash, phone, course, year, gender)
      select 'PLAN' || n, 'Student ' || n, 'plan' || n || '@college.edu', 'x', '9000000000',
             'B.Sc', 1, 'Female'
      from generate_series(1, 2000) as n`);
    await app.db.execute(sql`
      insert into complaints (subject, description, category, priority, student_id, due_at)
      select (array['Geyser not heating', 'Socket sparks', 'Clothes returned damp'])[1 + n % 3],
             'Complaint ' || n || ' about the nets', 'Maintenance', 'Low',
             (select id from students where student_id = 'PLAN' || (1 + n % 2000)), now()
      from generate_series(1, 20000) as n`);
    await app.db.execute(sql`analyze`);
    expect(indexes(await page('zqxv'))).toContain('complaints_search_idx');
  }, 120_000);

  it('walks the newest complaints for a word most of them hold', async () => {
    expect(indexes(await page('nets'))).toContain('complaints_created_idx');
  });
});
