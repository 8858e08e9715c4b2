import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-rows';
import { comments, complaints } from '../../db/schema';
import {
  bearer,
  buildComplaintRow,
  registerAdmin,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: { token: string; id: string; name: string };
let student: { token: string; id: string; name: string };
beforeAll(async () => {
  app = await createTestApp();
  const a = await registerAdmin(app, { name: 'Warden Meera Iyer' });
  admin = { token: a.token, id: a.user._id, name: 'Warden Meera Iyer' };
  const s = await registerStudent(app, { name: 'Rohan Gupta' });
  student = { token: s.token, id: s.user._id, name: 'Rohan Gupta' };
});
afterAll(() => app.close());

type ThreadComment = {
  _id: string;
  author: { _id: string; name: string };
  authorModel: string;
  message: string;
  createdAt: string;
};

/** Complaints whose kept thread differs from one gathered from the comments now: none, ever. */
async function threadsOutOfStep() {
  return selectRows<{ id: string }>(
    app.db,
    sql`select c.id from complaints c
        left join comment_threads(array(select id from complaints)) t on t.complaint_id = c.id
        where c.comment_thread::text <> coalesce(t.thread, '[]'::json)::text`,
  );
}

/** The complaint's comments as the office's list shows them. */
async function listedThread(complaintId: string): Promise<ThreadComment[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/complaints?limit=100',
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  const listed = response
    .json<{ data: { _id: string; comments: ThreadComment[] }[] }>()
    .data.find((c) => c._id === complaintId);
  if (!listed) throw new Error(`complaint ${complaintId} is not listed`);
  return listed.comments;
}

function comment(token: string, complaintId: string, message: string) {
  return app.inject({
    method: 'POST',
    url: `/api/complaints/${complaintId}/comments`,
    headers: bearer(token),
    payload: { message },
  });
}

describe("a complaint's kept comment thread (decision 029)", () => {
  it('shows each comment added through the API, oldest first, as the API answers it', async () => {
    const complaint = await submitComplaint(app, student.token);
    expect(await listedThread(complaint._id)).toEqual([]);

    expect((await comment(student.token, complaint._id, 'Still not fixed.')).statusCode).toBe(201);
    const answered = await comment(admin.token, complaint._id, 'An electrician comes at 4 pm.');
    expect(answered.statusCode).toBe(201);

    const thread = await listedThread(complaint._id);
    expect(thread.map((c) => [c.author, c.authorModel, c.message])).toEqual([
      [{ _id: student.id, name: student.name }, 'Student', 'Still not fixed.'],
      [{ _id: admin.id, name: admin.name }, 'Admin', 'An electrician comes at 4 pm.'],
    ]);
    // The single complaint's answer and the list's are the same thread.
    expect(answered.json<{ data: { comments: ThreadComment[] } }>().data.comments).toEqual(thread);
    for (const c of thread) expect(c.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await threadsOutOfStep()).toEqual([]);
  });

  it('follows comments written, changed and removed straight in the table', async () => {
    const [first, second] = await app.db
      .insert(complaints)
      .values([buildComplaintRow(student.id), buildComplaintRow(student.id)])
      .returning({ id: complaints.id });
    if (!first || !second) throw new Error('the complaints were not inserted');
    const by = { authorId: admin.id, authorModel: 'Admin' as const, authorName: admin.name };
    // One statement across two complaints, as a bulk load writes them.
    await app.db.insert(comments).values([
      { ...by, complaintId: first.id, message: 'one', createdAt: new Date('2026-03-01T10:00:00Z') },
      {
        ...by,
        complaintId: second.id,
        message: 'two',
        createdAt: new Date('2026-03-01T11:00:00Z'),
      },
      {
        ...by,
        complaintId: first.id,
        message: 'zero',
        createdAt: new Date('2026-02-28T09:00:00Z'),
      },
    ]);
    expect((await listedThread(first.id)).map((c) => c.message)).toEqual(['zero', 'one']);
    expect((await listedThread(second.id)).map((c) => c.message)).toEqual(['two']);

    await app.db
      .update(comments)
      .set({ message: 'one, edited' })
      .where(eq(comments.message, 'one'));
    expect((await listedThread(first.id)).map((c) => c.message)).toEqual(['zero', 'one, edited']);

    // Moved to the other complaint: both threads change.
    await app.db
      .update(comments)
      .set({ complaintId: second.id })
      .where(eq(comments.message, 'zero'));
    expect((await listedThread(first.id)).map((c) => c.message)).toEqual(['one, edited']);
    expect((await listedThread(second.id)).map((c) => c.message)).toEqual(['zero', 'two']);

    await app.db.delete(comments).where(eq(comments.complaintId, second.id));
    expect(await listedThread(second.id)).toEqual([]);
    expect(await threadsOutOfStep()).toEqual([]);
  });

  it("writes a comment's time in UTC to the millisecond, whatever the session's time zone", async () => {
    const [row] = await app.db
      .insert(complaints)
      .values(buildComplaintRow(student.id))
      .returning({ id: complaints.id });
    if (!row) throw new Error('the complaint was not inserted');
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      await tx.execute(sql`
        insert into comments (complaint_id, author_id, author_model, author_name, message, created_at)
        values (${row.id}, ${admin.id}, 'Admin', ${admin.name}, 'Checked the wiring.',
                '2026-03-14 10:22:33.982661+00')`);
    });
    expect((await listedThread(row.id)).map((c) => c.createdAt)).toEqual([
      '2026-03-14T10:22:33.982Z',
    ]);
  });

  it('keeps every one of many comments added to one complaint at once', async () => {
    const complaint = await submitComplaint(app, student.token);
    const messages = Array.from({ length: 12 }, (_, i) => `Update ${i + 1}`);
    const answers = await Promise.all(
      messages.map((message, i) =>
        comment(i % 2 === 0 ? student.token : admin.token, complaint._id, message),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(messages.map(() => 201));

    const thread = await listedThread(complaint._id);
    expect(thread.map((c) => c.message).sort()).toEqual([...messages].sort());
    // Oldest first, the id breaking ties between comments written in the same instant.
    const stored = await selectRows<{ id: string }>(
      app.db,
      sql`select id from comments where complaint_id = ${complaint._id} order by created_at, id`,
    );
    expect(thread.map((c) => c._id)).toEqual(stored.map((c) => c.id));
    expect(await threadsOutOfStep()).toEqual([]);
  });

  it("goes with its complaint when the complaint's student is deleted", async () => {
    const other = await registerStudent(app);
    const complaint = await submitComplaint(app, other.token);
    expect((await comment(admin.token, complaint._id, 'Noted.')).statusCode).toBe(201);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/students/${other.user._id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    const left = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from comments where complaint_id = ${complaint._id}`,
    );
    expect(left).toEqual([{ n: 0 }]);
    expect(await threadsOutOfStep()).toEqual([]);
  });

  it('empties every thread when the comments table is emptied at once', async () => {
    const complaint = await submitComplaint(app, student.token);
    expect((await comment(admin.token, complaint._id, 'Noted.')).statusCode).toBe(201);
    await app.db.execute(sql`truncate comments`);
    expect(await listedThread(complaint._id)).toEqual([]);
    expect(await threadsOutOfStep()).toEqual([]);
  });
});
