import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, complaints } from '../../core/db/schema';
import { bearer, registerAdmin, registerStudent } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: { token: string; name: string };
let alice: { token: string; id: string; name: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  app = await createTestApp();
  const a = await registerAdmin(app, { name: 'Warden Asha' });
  admin = { token: a.token, name: 'Warden Asha' };
  const s1 = await registerStudent(app, { name: 'Alice Thomas' });
  alice = { token: s1.token, id: s1.user._id, name: 'Alice Thomas' };
  const s2 = await registerStudent(app);
  bob = { token: s2.token, id: s2.user._id };
});
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

type ComplaintJson = {
  _id: string;
  status: string;
  subject: string;
  category: string;
  priority: string;
  resolution: string | null;
  resolvedAt: string | null;
  comments: { author: { name: string }; authorModel: string; message: string }[];
  student: { name: string; studentId: string };
};

async function submit(token: string, overrides: Record<string, unknown> = {}) {
  const response = await call(token, 'POST', '/api/complaints', {
    subject: 'Ceiling fan not working',
    category: 'Maintenance',
    description: 'The fan in room 101 stopped working yesterday.',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as ComplaintJson;
}

async function statusOf(id: string) {
  const list = (await call(admin.token, 'GET', '/api/complaints?limit=100')).json()
    .data as ComplaintJson[];
  return list.find((c) => c._id === id)?.status;
}

async function moveTo(id: string, status: string, resolution?: string) {
  return call(admin.token, 'PUT', `/api/complaints/${id}`, {
    status,
    ...(resolution ? { resolution } : {}),
  });
}

describe('guards', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/complaints'],
    ['POST', '/api/complaints'],
    ['PUT', `/api/complaints/${id}`],
    ['POST', `/api/complaints/${id}/comments`],
  ] as const)('%s %s answers 401 to nobody', async (method, url) => {
    expect((await call(undefined, method, url, {})).statusCode).toBe(401);
  });

  it('lets only students submit and only administrators change status', async () => {
    const byAdmin = await call(admin.token, 'POST', '/api/complaints', {
      subject: 'x',
      category: 'Other',
      description: 'y',
    });
    expect(byAdmin.statusCode).toBe(403);
    const mine = await submit(alice.token);
    const byStudent = await call(alice.token, 'PUT', `/api/complaints/${mine._id}`, {
      status: 'Closed',
    });
    expect(byStudent.statusCode).toBe(403);
    expect(await statusOf(mine._id)).toBe('Open');
  });
});

describe('submitting', () => {
  it('records the complaint with its student, priority Medium by default', async () => {
    const complaint = await submit(alice.token);
    expect(complaint).toMatchObject({
      status: 'Open',
      priority: 'Medium',
      category: 'Maintenance',
      student: { name: 'Alice Thomas', studentId: expect.any(String) },
      comments: [],
      resolution: null,
      resolvedAt: null,
    });
  });

  it.each([
    ['Food Quality', 'Mess Food'],
    ['Electricity Issues', 'Electricity'],
    ['Laundry Services', 'Laundry'],
    ['Ragging', 'Ragging'],
  ])('stores the category %s as %s (rule complaint-categories)', async (sent, stored) => {
    expect((await submit(alice.token, { category: sent })).category).toBe(stored);
  });

  it.each([
    [{ subject: '' }, 'subject', 'Subject is required'],
    [{ category: '' }, 'category', 'Category is required'],
    [{ category: 'Plumbing' }, 'category', 'Choose a category from the list'],
    [{ description: '   ' }, 'description', 'Description is required'],
    [{ priority: 'Urgent' }, 'priority', 'Priority must be Low, Medium, High or Critical'],
  ])('refuses %j with "%s"', async (override, path, message) => {
    const before = (await call(alice.token, 'GET', '/api/complaints')).json().pagination.total;
    const response = await call(alice.token, 'POST', '/api/complaints', {
      subject: 'Leaking tap',
      category: 'Maintenance',
      description: 'Drips all night',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await call(alice.token, 'GET', '/api/complaints')).json().pagination.total).toBe(
      before,
    );
  });
});

describe('listing', () => {
  it("gives a student only their own complaints, and an administrator everyone's", async () => {
    const bobs = await submit(bob.token, { subject: 'Bob only' });
    const aliceList = (await call(alice.token, 'GET', '/api/complaints?limit=100')).json()
      .data as ComplaintJson[];
    expect(aliceList.length).toBeGreaterThan(0);
    expect(aliceList.every((c) => c.student.name === 'Alice Thomas')).toBe(true);
    const adminList = (await call(admin.token, 'GET', '/api/complaints?limit=100')).json()
      .data as ComplaintJson[];
    expect(adminList.map((c) => c._id)).toContain(bobs._id);
  });

  it('filters by status, category, priority and text, newest first', async () => {
    const urgent = await submit(bob.token, {
      subject: 'Short circuit in corridor',
      category: 'Electricity Issues',
      priority: 'Critical',
    });
    const later = await submit(bob.token, {
      subject: 'Another short circuit',
      category: 'Electricity',
      priority: 'Critical',
    });
    const found = (
      await call(
        admin.token,
        'GET',
        '/api/complaints?category=Electricity&priority=Critical&status=Open&search=short%20circuit',
      )
    ).json();
    expect(found.data.map((c: ComplaintJson) => c._id)).toEqual([later._id, urgent._id]);
    expect(found.pagination.total).toBe(2);
    expect((await call(admin.token, 'GET', '/api/complaints?status=Pending')).statusCode).toBe(400);
  });
});

describe('status changes (rule status-transitions)', () => {
  it.each([
    [[], 'In Progress'],
    [[], 'Resolved'],
    [['In Progress'], 'Resolved'],
    [['Resolved'], 'Closed'],
  ])('after %j allows moving to %s', async (path, to) => {
    const complaint = await submit(alice.token);
    for (const step of path)
      expect((await moveTo(complaint._id, step, 'Fixed the fan')).statusCode).toBe(200);
    const response = await moveTo(complaint._id, to, 'Replaced the regulator');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as ComplaintJson;
    expect(data.status).toBe(to);
    if (to === 'Resolved') {
      expect(data.resolution).toBe('Replaced the regulator');
      expect(Date.parse(data.resolvedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it.each([
    [[], 'Open'],
    [[], 'Closed'],
    [['In Progress'], 'Open'],
    [['In Progress'], 'In Progress'],
    [['In Progress'], 'Closed'],
    [['Resolved'], 'Open'],
    [['Resolved'], 'In Progress'],
    [['Resolved'], 'Resolved'],
    [['Resolved', 'Closed'], 'Open'],
    [['Resolved', 'Closed'], 'In Progress'],
    [['Resolved', 'Closed'], 'Resolved'],
    [['Resolved', 'Closed'], 'Closed'],
  ])('after %j refuses moving to %s with 409, changing nothing', async (path, to) => {
    const complaint = await submit(alice.token);
    for (const step of path) await moveTo(complaint._id, step, 'Done');
    const before = await statusOf(complaint._id);
    const response = await moveTo(complaint._id, to, 'Done again');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`A complaint that is ${before} cannot be moved to ${to}.`);
    expect(await statusOf(complaint._id)).toBe(before);
  });

  it('requires a resolution to resolve', async () => {
    const complaint = await submit(alice.token);
    const response = await moveTo(complaint._id, 'Resolved');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: 'resolution',
        message: 'Describe the resolution before marking the complaint Resolved',
      },
    ]);
    expect(await statusOf(complaint._id)).toBe('Open');
  });

  it('lets only one of two simultaneous identical changes through', async () => {
    const complaint = await submit(alice.token);
    const codes = (
      await Promise.all([
        moveTo(complaint._id, 'In Progress'),
        moveTo(complaint._id, 'In Progress'),
      ])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown complaint', async () => {
    expect((await moveTo('00000000-0000-4000-8000-000000000000', 'Closed')).statusCode).toBe(404);
  });
});

describe('times', () => {
  it('answers every time as the database holds it, in ISO form to the millisecond', async () => {
    const complaint = await submit(alice.token);
    await call(alice.token, 'POST', `/api/complaints/${complaint._id}/comments`, {
      message: 'Still broken today.',
    });
    await moveTo(complaint._id, 'Resolved', 'Replaced the regulator');

    const [row] = await app.db
      .select({
        createdAt: complaints.createdAt,
        updatedAt: complaints.updatedAt,
        resolvedAt: complaints.resolvedAt,
      })
      .from(complaints)
      .where(eq(complaints.id, complaint._id));
    const [comment] = await app.db
      .select({ createdAt: comments.createdAt })
      .from(comments)
      .where(eq(comments.complaintId, complaint._id));
    const expected = {
      createdAt: row?.createdAt.toISOString(),
      updatedAt: row?.updatedAt.toISOString(),
      resolvedAt: row?.resolvedAt?.toISOString(),
      comments: [expect.objectContaining({ createdAt: comment?.createdAt.toISOString() })],
    };
    const list = (
      await call(admin.token, 'GET', '/api/complaints?status=Resolved&limit=100')
    ).json().data as ComplaintJson[];
    expect(list.find((c) => c._id === complaint._id)).toMatchObject(expected);
    const mine = (await call(alice.token, 'GET', '/api/complaints?limit=100')).json()
      .data as ComplaintJson[];
    expect(mine.find((c) => c._id === complaint._id)).toMatchObject(expected);
    expect(expected.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe('comments', () => {
  it('lets the owner and an administrator comment, recording author name and model', async () => {
    const complaint = await submit(alice.token);
    await call(alice.token, 'POST', `/api/complaints/${complaint._id}/comments`, {
      message: 'Still broken today.',
    });
    const response = await call(admin.token, 'POST', `/api/complaints/${complaint._id}/comments`, {
      message: 'Electrician on the way.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.comments).toEqual([
      {
        _id: expect.any(String),
        author: { _id: alice.id, name: 'Alice Thomas' },
        authorModel: 'Student',
        message: 'Still broken today.',
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        author: { _id: expect.any(String), name: 'Warden Asha' },
        authorModel: 'Admin',
        message: 'Electrician on the way.',
        createdAt: expect.any(String),
      },
    ]);
  });

  it("hides another student's complaint: no comment, no data", async () => {
    const alices = await submit(alice.token, { subject: 'Private matter' });
    const response = await call(bob.token, 'POST', `/api/complaints/${alices._id}/comments`, {
      message: 'Let me in',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Private matter');
    const bobsView = (
      await call(bob.token, 'GET', '/api/complaints?limit=100&search=Private')
    ).json();
    expect(bobsView.data).toEqual([]);
    const after = (
      await call(alice.token, 'GET', '/api/complaints?limit=100&search=Private')
    ).json().data[0] as ComplaintJson;
    expect(after.comments).toEqual([]);
  });

  it('refuses comments on a Closed complaint, from anyone', async () => {
    const complaint = await submit(alice.token);
    await moveTo(complaint._id, 'Resolved', 'Fixed');
    await moveTo(complaint._id, 'Closed');
    for (const token of [alice.token, admin.token]) {
      const response = await call(token, 'POST', `/api/complaints/${complaint._id}/comments`, {
        message: 'One more thing',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This complaint is closed; comments can no longer be added.',
      );
    }
  });

  it('refuses an empty comment', async () => {
    const complaint = await submit(alice.token);
    const response = await call(alice.token, 'POST', `/api/complaints/${complaint._id}/comments`, {
      message: '  ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'message', message: 'Write a comment before sending' },
    ]);
  });
});
