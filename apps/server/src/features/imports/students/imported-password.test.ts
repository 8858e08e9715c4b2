import { staffMessages } from '@hms/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin } from '../../../test/factories';
import {
  importStudents,
  INITIAL_PASSWORD,
  studentLine,
  studentsFile,
} from '../../../test/import-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signIn(studentId: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/student/login',
    payload: { studentId, password },
  });
  return response.json<{ token: string; user: { mustChangePassword?: boolean } }>();
}

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

describe("an imported student's first password", () => {
  it('signs them in to choose their own, and opens nothing else until they have', async () => {
    const admin = await registerAdmin(app);
    const [first, second] = [studentLine(), studentLine()];
    const saved = await importStudents(app, admin.token, studentsFile([first, second]), true);
    expect(saved.report?.committed).toBe(true);

    // Each name a student signs in by: the ID as the page sends it, and the e-mail.
    const byId = await signIn(`${String(first['Student ID'])}@student.hostel`, INITIAL_PASSWORD);
    const byEmail = await signIn(String(second.Email), INITIAL_PASSWORD);
    for (const session of [byId, byEmail]) {
      expect(session.user.mustChangePassword).toBe(true);
      expect((await get('/api/auth/me', session.token)).json().data.mustChangePassword).toBe(true);
      const dashboard = await get('/api/student/dashboard', session.token);
      expect([dashboard.statusCode, dashboard.json().message]).toEqual([
        403,
        staffMessages.mustChangePassword,
      ]);
    }

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(byId.token),
      payload: { currentPassword: INITIAL_PASSWORD, newPassword: 'my-own-secret-7' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.mustChangePassword).toBe(false);
    expect((await get('/api/student/dashboard', changed.json().token)).statusCode).toBe(200);
    const again = await signIn(String(first['Student ID']), 'my-own-secret-7');
    expect(again.user.mustChangePassword).toBeUndefined();
    // The other student is still held to it.
    expect((await get('/api/student/dashboard', byEmail.token)).statusCode).toBe(403);
  });
});
