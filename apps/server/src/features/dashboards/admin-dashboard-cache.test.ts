import type { AdminDashboard } from '@hms/shared/dashboard';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { bearer, buildStudentRegistration, registerAdmin } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// As production runs it: the dashboard's default reuse, not the tests' zero.
const { dashboardCacheMs } = loadConfig({});

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({ config: { dashboardCacheMs } });
  admin = (await registerAdmin(app)).token;
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

async function totalStudents(): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/dashboard',
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AdminDashboard }>().data.stats.totalStudents;
}

async function addStudent() {
  const added = await app.inject({
    method: 'POST',
    url: '/api/auth/student/register',
    payload: buildStudentRegistration(),
    headers: bearer(admin),
  });
  expect(added.statusCode).toBe(201);
}

describe('the admin dashboard as production keeps it', () => {
  it('is a few seconds old at most, and costs one count however many writes land', async () => {
    expect(dashboardCacheMs).toBe(5_000);
    // Only the clock the cache reads is faked; the database and the server keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await totalStudents()).toBe(0);

    // Writes within the figures' life do not make every read count the campus again...
    await addStudent();
    await addStudent();
    vi.advanceTimersByTime(dashboardCacheMs - 1);
    expect(await totalStudents()).toBe(0);

    // ...and once that life is over the next read shows them.
    vi.advanceTimersByTime(2);
    expect(await totalStudents()).toBe(2);
  });
});
