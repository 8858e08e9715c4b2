import { apiMessages } from '@hms/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListTotals, type ListTotals } from './list-totals';
import { pageWithTotal, type PreparedList } from './page-total';
import { admins, complaints, rooms, students } from './schema';
import {
  bearer,
  buildComplaintRow,
  buildRoomRow,
  buildStudentRow,
  createHostel,
  createRoom,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({ config: { listTotalsCacheMs: 60_000 } });
  admin = (await registerAdmin(app)).token;
});
afterAll(async () => {
  await app.close();
});

type Page = { data: { _id: string }[]; pagination: { total: number } };

async function list(token: string, url: string): Promise<Page> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

describe("a list's total reused while recent (decision 023)", () => {
  it('reuses the complaints total but reads the page itself anew, until a write through the API', async () => {
    const author = await registerStudent(app);
    const url = '/api/complaints?category=Electricity&limit=1';
    await submitComplaint(app, author.token, { category: 'Electricity' });
    expect((await list(admin, url)).pagination.total).toBe(1);

    // A complaint written behind the server's back: the page shows it, newest first, while the
    // total counted a moment ago is reused...
    const [behind] = await app.db
      .insert(complaints)
      .values(buildComplaintRow(author.user._id))
      .returning({ id: complaints.id });
    const reused = await list(admin, url);
    expect(reused.data.map((c) => c._id)).toEqual([behind?.id]);
    expect(reused.pagination.total).toBe(1);

    // ...until a write through the API clears it before its reply is sent.
    await submitComplaint(app, author.token, { category: 'Electricity' });
    expect((await list(admin, url)).pagination.total).toBe(3);
  });

  it('reuses the students total of a search until a write through the API', async () => {
    const url = '/api/admin/students?search=meenakshi';
    await registerStudent(app, { name: 'Meenakshi Rao' });
    expect((await list(admin, url)).pagination.total).toBe(1);

    await app.db.insert(students).values(buildStudentRow({ name: 'Meenakshi Behind' }));
    const reused = await list(admin, url);
    expect(reused.data).toHaveLength(2);
    expect(reused.pagination.total).toBe(1);

    await registerStudent(app, { name: 'Meenakshi Iyer' });
    expect((await list(admin, url)).pagination.total).toBe(3);
  });

  it('reuses the rooms total of a hostel until a write through the API', async () => {
    const hostel = await createHostel(app, admin);
    const url = `/api/rooms?hostel=${hostel._id}`;
    await createRoom(app, admin, hostel._id);
    expect((await list(admin, url)).pagination.total).toBe(1);

    await app.db.insert(rooms).values(buildRoomRow(hostel._id));
    const reused = await list(admin, url);
    expect(reused.data).toHaveLength(2);
    expect(reused.pagination.total).toBe(1);

    await createRoom(app, admin, hostel._id);
    expect((await list(admin, url)).pagination.total).toBe(3);
  });

  // Last, since it removes the administrator.
  it("still checks the caller's account when the total is reused", async () => {
    const url = '/api/complaints?category=Electricity';
    const before = await list(admin, url);
    expect(before.data.length).toBeGreaterThan(0);

    // The page still has rows to show: only its own check of the account can refuse it.
    await app.db.delete(admins);
    const response = await app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: apiMessages.sessionExpired });
  });
});

type Row = { id: string; total: number };

/** A statement that adds one to `calls[name]` each time it runs, then gives `answer`'s rows. */
function counted<Result, Name extends string>(
  calls: Record<Name, number>,
  name: Name,
  answer: (values: Record<string, unknown>) => Promise<Result[]>,
) {
  return {
    execute: (values: Record<string, unknown>) => {
      calls[name] += 1;
      return answer(values);
    },
  };
}

describe('pageWithTotal under concurrent calls', () => {
  /** Lets the calls under way run up to their next wait. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  /** Statements that count their calls; each page with its total answers when told to. */
  function statements() {
    const waiting: ((rows: Row[]) => void)[] = [];
    const calls = { page: 0, pageAlone: 0, count: 0 };
    const queries: PreparedList<Row> = {
      name: 'things_page',
      page: counted(calls, 'page', () => new Promise<Row[]>((resolve) => waiting.push(resolve))),
      pageAlone: counted(calls, 'pageAlone', async () => [{ id: 'b' }]),
      count: counted(calls, 'count', async () => [{ total: 0 }]),
    };
    const answer = (rows: Row[]) => waiting.shift()?.(rows);
    return { queries, calls, answer };
  }

  const request = (totals: ListTotals) => ({
    filter: { status: 'Open' },
    callerId: 'caller',
    page: { limit: 20, offset: 0 },
    confirmCaller: async () => {},
    totals,
  });

  it('counts a filter once while calls for it arrive together', async () => {
    const { queries, calls, answer } = statements();
    const totals = createListTotals(60_000);
    const first = pageWithTotal(queries, request(totals));
    await settle();
    const second = pageWithTotal(queries, request(totals));
    await settle();
    expect(calls.page).toBe(1);
    answer([{ id: 'a', total: 41 }]);
    expect(await first).toEqual({ rows: [{ id: 'a', total: 41 }], total: 41 });
    expect(await second).toEqual({ rows: [{ id: 'b' }], total: 41 });
    expect(calls).toEqual({ page: 1, pageAlone: 1, count: 0 });
  });

  it('lets a call after a change count for itself', async () => {
    const { queries, calls, answer } = statements();
    const totals = createListTotals(60_000);
    const first = pageWithTotal(queries, request(totals));
    await settle();
    totals.clear(); // a write is answered while the first count runs
    const second = pageWithTotal(queries, request(totals));
    await settle();
    expect(calls.page).toBe(2);
    answer([{ id: 'a', total: 41 }]);
    answer([{ id: 'a', total: 42 }]);
    expect((await first).total).toBe(41);
    expect((await second).total).toBe(42);
  });
});

describe("pageWithTotal with a walk of the list's order (decision 030)", () => {
  /** Statements that count their calls; the walk answers as many rows as `walkFinds` says. */
  function statements(walkFinds: (offset: number) => number) {
    const calls = { page: 0, pageAlone: 0, count: 0, walk: 0 };
    const queries: PreparedList<Row> = {
      name: 'things_page',
      page: counted(calls, 'page', async () => [{ id: 'counted', total: 500 }]),
      pageAlone: counted(calls, 'pageAlone', async () => [{ id: 'gathered' }]),
      count: counted(calls, 'count', async () => [{ total: 500 }]),
      walk: {
        minTotal: 200,
        page: counted(calls, 'walk', async (values) =>
          Array.from({ length: walkFinds(values['offset'] as number) }, () => ({ id: 'walked' })),
        ),
      },
    };
    return { queries, calls };
  }

  const request = (totals: ListTotals, offset = 0) => ({
    filter: { search: 'sharma' },
    callerId: 'caller',
    page: { limit: 20, offset },
    confirmCaller: async () => {},
    totals,
  });

  it('walks once the total is known and large enough, and answers the full page it finds', async () => {
    const { queries, calls } = statements(() => 20);
    const totals = createListTotals(60_000);
    expect((await pageWithTotal(queries, request(totals))).rows[0]).toEqual({
      id: 'counted',
      total: 500,
    });
    const walked = await pageWithTotal(queries, request(totals));
    expect(walked.rows).toHaveLength(20);
    expect(walked.rows[0]).toEqual({ id: 'walked' });
    expect(walked.total).toBe(500);
    expect(calls).toEqual({ page: 1, pageAlone: 0, count: 0, walk: 1 });
  });

  it('does not walk for a total under its least, nor for a page the total says is not full', async () => {
    const { queries, calls } = statements(() => 20);
    const totals = createListTotals(60_000);
    totals.keep('things_page:{"search":"sharma"}', 199, totals.begin());
    await pageWithTotal(queries, request(totals));
    totals.keep('things_page:{"search":"sharma"}', 490, totals.begin());
    await pageWithTotal(queries, request(totals, 480)); // rows 481 to 490 of 490
    expect(calls).toEqual({ page: 0, pageAlone: 2, count: 0, walk: 0 });
  });

  it('reads a short walk again by gathering, and walks that far no more until a change', async () => {
    const { queries, calls } = statements((offset) => (offset >= 100 ? 5 : 20));
    const totals = createListTotals(60_000);
    totals.keep('things_page:{"search":"sharma"}', 500, totals.begin());

    const short = await pageWithTotal(queries, request(totals, 100));
    expect(short.rows).toEqual([{ id: 'gathered' }]);
    expect(calls).toMatchObject({ walk: 1, pageAlone: 1 });

    await pageWithTotal(queries, request(totals, 200)); // further still: not walked
    expect(calls).toMatchObject({ walk: 1, pageAlone: 2 });
    await pageWithTotal(queries, request(totals, 40)); // nearer: still walked
    expect(calls).toMatchObject({ walk: 2, pageAlone: 2 });

    totals.clear(); // a write: the matches may lie elsewhere now
    totals.keep('things_page:{"search":"sharma"}', 500, totals.begin());
    await pageWithTotal(queries, request(totals, 100));
    expect(calls).toMatchObject({ walk: 3, pageAlone: 3 });
  });
});
