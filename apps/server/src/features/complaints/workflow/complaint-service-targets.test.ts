import type { Complaint } from '@hms/shared/complaints';
import { complaintMessages } from '@hms/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../../test/app-for-file';
import { bearer, registerStudent, submitComplaint as submitted } from '../../../test/factories';

const w = appForFile(async (app) => ({
  ...(await withAdmin(app)),
  student: (await registerStudent(app)).token,
  other: (await registerStudent(app)).token,
}));

/** The complaint as its submission answered it. */
const submitComplaint = async (...args: Parameters<typeof submitted>) =>
  (await submitted(...args)) as unknown as Complaint;

const MINUTE = 60_000;
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / MINUTE;

async function setTargets(targets: Record<string, number>) {
  const response = await w.app.inject({
    method: 'PUT',
    url: '/api/settings/service-targets',
    payload: targets,
    headers: bearer(w.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function list(token: string, query = '') {
  const response = await w.app.inject({
    method: 'GET',
    url: `/api/complaints?limit=100${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Complaint[]; pagination: { total: number } }>();
}

async function find(id: string): Promise<Complaint> {
  const found = (await list(w.admin)).data.find((complaint) => complaint._id === id);
  if (!found) throw new Error(`complaint ${id} is not listed`);
  return found;
}

/** As if the complaint had been submitted `minutes` earlier: its times move back together. */
async function submittedEarlier(id: string, minutes: number) {
  await w.app.db.execute(sql`
    update complaints set created_at = created_at - make_interval(mins => ${minutes}::int),
      due_at = due_at - make_interval(mins => ${minutes}::int)
    where id = ${id}`);
}

async function overdueCount(): Promise<number> {
  const response = await w.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(w.admin),
  });
  return response.json<{ data: { stats: { overdueComplaints: number } } }>().data.stats
    .overdueComplaints;
}

const setStatus = (id: string, status: string, resolution?: string) =>
  w.app.inject({
    method: 'PUT',
    url: `/api/complaints/${id}`,
    payload: { status, ...(resolution ? { resolution } : {}) },
    headers: bearer(w.admin),
  });

describe('due times (rule service-targets)', () => {
  it("are fixed at submission from the priority's target then in force", async () => {
    const high = await submitComplaint(w.app, w.student, { priority: 'High' });
    expect(minutesBetween(high.createdAt, high.dueAt)).toBe(1440);
    expect(high).toMatchObject({ overdue: false, minutesToResolve: null });

    await setTargets({ Critical: 1, High: 600, Medium: 4320, Low: 10080 });
    const critical = await submitComplaint(w.app, w.student, { priority: 'Critical' });
    expect(minutesBetween(critical.createdAt, critical.dueAt)).toBe(1);
    const later = await submitComplaint(w.app, w.student, { priority: 'High' });
    expect(minutesBetween(later.createdAt, later.dueAt)).toBe(600);

    // A complaint already filed keeps the target it was filed under.
    expect((await find(high._id)).dueAt).toBe(high.dueAt);
    await setTargets({ Critical: 240, High: 1440, Medium: 4320, Low: 10080 });
    expect((await find(critical._id)).dueAt).toBe(critical.dueAt);
  });
});

describe('Overdue (rule service-targets)', () => {
  it('marks, filters and counts a complaint past its due time until it is resolved', async () => {
    await setTargets({ Critical: 1, High: 1440, Medium: 4320, Low: 10080 });
    const late = await submitComplaint(w.app, w.student, { priority: 'Critical', subject: 'Late' });
    const working = await submitComplaint(w.app, w.student, { priority: 'Critical' });
    const fresh = await submitComplaint(w.app, w.student, { priority: 'Critical' });
    const othersLate = await submitComplaint(w.app, w.other, { priority: 'Critical' });
    for (const { _id } of [late, working, othersLate]) await submittedEarlier(_id, 5);
    expect((await setStatus(working._id, 'In Progress')).statusCode).toBe(200);

    expect(await find(late._id)).toMatchObject({ overdue: true });
    expect(await find(working._id)).toMatchObject({ overdue: true, status: 'In Progress' });
    expect(await find(fresh._id)).toMatchObject({ overdue: false });

    const overdue = await list(w.admin, '&overdue=true');
    expect(overdue.data.map((c) => c._id)).toEqual([othersLate._id, working._id, late._id]);
    expect(overdue.pagination.total).toBe(3);
    expect(overdue.data.every((c) => c.overdue)).toBe(true);
    expect((await list(w.admin, '&overdue=true&status=Open')).data.map((c) => c._id)).toEqual([
      othersLate._id,
      late._id,
    ]);
    expect((await list(w.admin, '&overdue=false')).pagination.total).toBe(
      (await list(w.admin)).pagination.total,
    );
    // A student's Overdue list holds only their own.
    expect((await list(w.other, '&overdue=true')).data.map((c) => c._id)).toEqual([othersLate._id]);
    expect(await overdueCount()).toBe(3);

    // Resolved, it is no longer Overdue, and keeps how long it took.
    const resolved = await setStatus(late._id, 'Resolved', 'Light fixed');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<{ data: Complaint }>().data).toMatchObject({
      overdue: false,
      minutesToResolve: 5,
    });
    expect((await setStatus(late._id, 'Closed')).json<{ data: Complaint }>().data).toMatchObject({
      overdue: false,
      minutesToResolve: 5,
    });
    expect((await list(w.admin, '&overdue=true')).data.map((c) => c._id)).toEqual([
      othersLate._id,
      working._id,
    ]);
    expect(await overdueCount()).toBe(2);
    await setTargets({ Critical: 240, High: 1440, Medium: 4320, Low: 10080 });
  });

  it('refuses an overdue filter that is neither true nor false', async () => {
    const response = await w.app.inject({
      method: 'GET',
      url: '/api/complaints?overdue=yes',
      headers: bearer(w.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(complaintMessages.overdueInvalid);
  });
});
