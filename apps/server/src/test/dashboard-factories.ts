import type { AdminDashboard } from '@hms/shared/dashboard';
import { expect } from 'vitest';
import { callApi } from './call-api';
import type { TestApp } from './test-app';

/** The admin dashboard as the token's account reads it; the test fails on any answer but 200. */
export async function adminDashboardOf(app: TestApp, token: string): Promise<AdminDashboard> {
  const { status, body } = await callApi<{ data: AdminDashboard }>(
    app,
    token,
    'GET',
    '/admin/dashboard',
  );
  expect(status).toBe(200);
  return body.data;
}
