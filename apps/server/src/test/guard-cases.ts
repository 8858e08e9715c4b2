import { expect } from 'vitest';
import { bearer } from './factories';
import type { TestApp } from './test-app';

export type RouteCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
};

/** Asserts an admin-only call answers 401 to nobody and 403 to a student, changing nothing. */
export async function expectAdminOnly(app: TestApp, call: RouteCall, studentToken: string) {
  const anonymous = await app.inject({ ...call });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toMatchObject({ success: false });
  const student = await app.inject({ ...call, headers: bearer(studentToken) });
  expect(student.statusCode).toBe(403);
  expect(student.json()).toEqual({
    success: false,
    message: "You don't have permission to do that.",
  });
}
