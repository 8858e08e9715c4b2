import type { AdminDashboard } from '@hms/shared/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema';
import {
  bearer,
  buildStudentRegistration,
  buildStudentRow,
  registerAdmin,
  registerStudent,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({ config: { dashboardCacheMs: 60_000 } });
  admin = (await registerAdmin(app)).token;
});
afterAll(async () => {
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

/** A student written straight into the table, as another server or a script would. */
async function insertBehindTheServer() {
  await app.db.insert(students).values(buildStudentRow());
}

describe('the admin dashboard kept in memory', () => {
  it('is reused until a write through the API, which shows at once', async () => {
    await registerStudent(app);
    expect(await totalStudents()).toBe(1);

    // A row written behind the server's back is not seen while the figures are recent...
    await insertBehindTheServer();
    expect(await totalStudents()).toBe(1);

    // ...but any write through the API clears them before its reply is sent.
    const added = await app.inject({
      method: 'POST',
      url: '/api/auth/student/register',
      payload: buildStudentRegistration(),
      headers: bearer(admin),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ success: true, data: { _id: expect.any(String) } });
    expect(await totalStudents()).toBe(3);
  });

  it('is not cleared by a refused write', async () => {
    const before = await totalStudents();
    await insertBehindTheServer();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/student/register',
      payload: { name: 'x' },
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(400);
    expect(await totalStudents()).toBe(before);
    await registerStudent(app); // public sign-up: a write through the API
    expect(await totalStudents()).toBe(before + 2);
  });
});
