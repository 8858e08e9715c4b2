import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../core/config/env';
import { students } from '../../core/db/schema';
import { adminDashboardOf } from '../../test/dashboard-factories';
import {
  bearer,
  buildStudentRegistration,
  buildStudentRow,
  registerAdmin,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// As production runs it: the dashboard reused for a few seconds and the figures of 30 days ago for
// a minute, not the tests' zero.
const { dashboardCacheMs, listTotalsCacheMs } = loadConfig({});

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({
    config: { dashboardCacheMs, listTotalsCacheMs, adminSignup: 'open' },
  });
  admin = (await registerAdmin(app)).token;
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

async function totalStudents(): Promise<number> {
  return (await dashboard()).stats.totalStudents;
}

const dashboard = () => adminDashboardOf(app, admin);

/** The office adds a student through this server. */
const addStudent = () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/student/register',
    payload: buildStudentRegistration(),
    headers: bearer(admin),
  });

describe("the admin dashboard's figures", () => {
  it('show a change made through this server at once', async () => {
    expect(await totalStudents()).toBe(0);
    const added = await addStudent();
    expect(added.statusCode).toBe(201);
    expect(await totalStudents()).toBe(1);
  });

  it("show a change made behind every server's back within a few seconds", async () => {
    expect(listTotalsCacheMs).toBe(5_000);
    // Only the clock the reuse reads is faked; the database keeps real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await totalStudents()).toBe(1);
    // Written straight into the table, as a script would; a server tells the others.
    await app.db.insert(students).values([buildStudentRow(), buildStudentRow()]);
    expect(await totalStudents()).toBe(1);
    vi.advanceTimersByTime(listTotalsCacheMs + 1);
    expect(await totalStudents()).toBe(3);
  });

  it('take what stood 30 days ago from a count at most a minute old', async () => {
    expect(dashboardCacheMs).toBe(60_000);
    // Only the clock the reuse reads is faked; the database keeps real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = (await dashboard()).stats.changes.totalStudents.previous;
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await app.db.insert(students).values({ ...buildStudentRow(), createdAt: longAgo });

    vi.advanceTimersByTime(listTotalsCacheMs + 1);
    const now = await dashboard();
    expect(now.stats.totalStudents).toBe(4);
    expect(now.stats.changes.totalStudents.previous).toBe(before);

    vi.advanceTimersByTime(dashboardCacheMs + 1);
    expect((await dashboard()).stats.changes.totalStudents.previous).toBe(before + 1);
  });

  it("show another session's change a moment later", async () => {
    const other = (await registerAdmin(app)).token;
    const seenBy = async (token: string) =>
      (await adminDashboardOf(app, token)).stats.totalStudents;
    const before = await seenBy(other);
    const added = await addStudent();
    expect(added.statusCode).toBe(201);
    // The other office is given the figures it had at once, with a count started behind them.
    await expect.poll(() => seenBy(other), { timeout: 2_000, interval: 20 }).toBe(before + 1);
  });
});
